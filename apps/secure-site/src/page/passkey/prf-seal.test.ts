import { describe, expect, it } from 'vitest'
import { isPasskeySealed, openWithPasskey, PASSKEY_SEAL_VERSION, sealToPasskey } from './prf-seal.js'

const prf = () => crypto.getRandomValues(new Uint8Array(32))
const share = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9])

describe('the recovery share sealed to a passkey', () => {
  it('opens with the same PRF output for the same user', async () => {
    const output = prf()
    const sealed = await sealToPasskey(share, output, 'user-1')
    expect(sealed[0]).toBe(PASSKEY_SEAL_VERSION)
    expect(isPasskeySealed(sealed)).toBe(true)
    expect(await openWithPasskey(sealed, output, 'user-1')).toEqual(share)
  })

  it('does not open with another passkey’s PRF output', async () => {
    const sealed = await sealToPasskey(share, prf(), 'user-1')
    await expect(openWithPasskey(sealed, prf(), 'user-1')).rejects.toMatchObject({
      code: 'WALLET_SHARES_MISMATCH',
    })
  })

  it('does not open for another account when a database writer moves the blob there', async () => {
    const output = prf()
    const sealed = await sealToPasskey(share, output, 'user-1')
    await expect(openWithPasskey(sealed, output, 'user-2')).rejects.toMatchObject({
      code: 'WALLET_SHARES_MISMATCH',
    })
  })

  it('refuses a changed byte and a server-sealed blob', async () => {
    const output = prf()
    const sealed = await sealToPasskey(share, output, 'user-1')
    sealed[sealed.length - 1]! ^= 1
    await expect(openWithPasskey(sealed, output, 'user-1')).rejects.toThrow()
    const serverSealed = new Uint8Array(80)
    serverSealed[0] = 2
    expect(isPasskeySealed(serverSealed)).toBe(false)
    await expect(openWithPasskey(serverSealed, output, 'user-1')).rejects.toThrow()
  })
})
