import { describe, expect, it } from 'vitest'
import { emailVerifySchema, walletSharesSchema } from './auth-schemas.js'

const shares = {
  evmAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  solanaAddress: 'So11111111111111111111111111111111111111112',
  authShare: 'AAECAwQ=',
  recoveryShareSealed: 'c2VhbGVk',
}

describe('auth schemas', () => {
  it('take a device id of 8 to 128 url-safe characters', () => {
    const body = { email: 'a@b.co', otp: '123456' }
    expect(emailVerifySchema.safeParse({ ...body, deviceId: 'device-1_A' }).success).toBe(true)
    expect(emailVerifySchema.safeParse({ ...body, deviceId: 'short' }).success).toBe(false)
    expect(emailVerifySchema.safeParse({ ...body, deviceId: 'has space ok?' }).success).toBe(false)
    expect(emailVerifySchema.safeParse({ ...body, deviceId: 'x'.repeat(129) }).success).toBe(false)
  })

  it('take wallet shares as base64 and addresses in their namespace’s form', () => {
    expect(walletSharesSchema.parse(shares)).toEqual(shares)
    const { solanaAddress: _, ...evmOnly } = shares
    expect(walletSharesSchema.safeParse(evmOnly).success).toBe(true)
    for (const bad of [
      { authShare: 'not base64!' },
      { authShare: 'AAECAwQ' },
      { recoveryShareSealed: '' },
      { recoveryShareSealed: 'A'.repeat(8196) },
      { evmAddress: '0x123' },
      { solanaAddress: '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl' },
    ]) {
      expect(walletSharesSchema.safeParse({ ...shares, ...bad }).success).toBe(false)
    }
  })
})
