import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SealedShareInvalidError } from './errors.js'
import { importSealKey, sealShare, unsealShare } from './seal.js'

const share = Uint8Array.from({ length: 65 }, (_, i) => i)
const email = 'ada@example.com'

describe('sealing a recovery share', () => {
  it('round-trips the share and its email for the same user', async () => {
    const key = await importSealKey(randomBytes(32))
    const sealed = await sealShare(key, { share, email }, 'user-1')
    expect(sealed).toHaveLength(1 + 12 + 2 + email.length + 65 + 16)
    expect(await unsealShare(key, sealed, 'user-1')).toEqual({ share, email })
  })

  it('never writes the share or the email in the clear, and seals differently each time', async () => {
    const key = await importSealKey(randomBytes(32))
    const a = await sealShare(key, { share, email }, 'user-1')
    const b = await sealShare(key, { share, email }, 'user-1')
    expect(Buffer.from(a).includes(Buffer.from(share.slice(0, 16)))).toBe(false)
    expect(Buffer.from(a).includes(Buffer.from(email))).toBe(false)
    expect(Buffer.from(a)).not.toEqual(Buffer.from(b))
  })

  it('refuses another key, another user, a changed byte, a cut-off blob and the old version', async () => {
    const key = await importSealKey(randomBytes(32))
    const sealed = await sealShare(key, { share, email }, 'user-1')
    const other = await importSealKey(randomBytes(32))
    const flipped = sealed.slice()
    flipped[20]! ^= 1
    const attempts = [
      () => unsealShare(other, sealed, 'user-1'),
      () => unsealShare(key, sealed, 'user-2'),
      () => unsealShare(key, flipped, 'user-1'),
      () => unsealShare(key, sealed.slice(0, 20), 'user-1'),
      () => unsealShare(key, Uint8Array.of(1, ...sealed.slice(1)), 'user-1'),
    ]
    for (const attempt of attempts) await expect(attempt()).rejects.toBeInstanceOf(SealedShareInvalidError)
  })

  it('refuses an email too long to seal', async () => {
    const key = await importSealKey(randomBytes(32))
    await expect(sealShare(key, { share, email: 'a'.repeat(0x10000) }, 'user-1')).rejects.toThrow(RangeError)
  })

  it('takes 32-byte keys only', () => {
    expect(() => importSealKey(new Uint8Array(16))).toThrow(RangeError)
  })
})
