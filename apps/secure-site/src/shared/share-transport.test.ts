import { describe, expect, it } from 'vitest'
import { decryptOnDevice, encryptForDevice, newDeviceKey } from './share-transport.js'

const share = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9])

describe('share transport', () => {
  it('opens on the device whose one-off key it was encrypted to, and the wire holds no share bytes', async () => {
    const device = await newDeviceKey()
    expect(device.publicKey).toHaveLength(65)
    const sealed = await encryptForDevice(device.publicKey, share)
    expect(Buffer.from(sealed.ciphertext).includes(Buffer.from(share))).toBe(false)
    expect(await decryptOnDevice(device, sealed)).toEqual(share)
  })

  it('an eavesdropper with another key, or changed bytes, gets nothing', async () => {
    const device = await newDeviceKey()
    const sealed = await encryptForDevice(device.publicKey, share)
    await expect(decryptOnDevice(await newDeviceKey(), sealed)).rejects.toThrow()
    const changed = { ...sealed, ciphertext: sealed.ciphertext.map((byte, i) => (i === 0 ? byte ^ 1 : byte)) }
    await expect(decryptOnDevice(device, changed)).rejects.toThrow()
  })

  it('refuses a device key that is not a P-256 point', async () => {
    await expect(encryptForDevice(new Uint8Array(65), share)).rejects.toThrow(TypeError)
    await expect(encryptForDevice(new Uint8Array(33).fill(4), share)).rejects.toThrow(TypeError)
    const offCurve = new Uint8Array(65).fill(7)
    offCurve[0] = 4
    await expect(encryptForDevice(offCurve, share)).rejects.toThrow()
  })
})
