import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { sealRequestSchema, unsealAnswerSchema, unsealRequestSchema } from './seal-api.js'

describe('the seal API schemas', () => {
  it('take base64 shares and the account’s email', () => {
    expect(z.safeParse(sealRequestSchema, { share: 'AAEC', email: 'a@b.test' }).success).toBe(true)
    expect(
      z.safeParse(unsealAnswerSchema, { serverKey: 'AAEC', iv: 'AAEC', ciphertext: 'AAEC' }).success,
    ).toBe(true)
  })

  it('refuse anything that is not base64, or too long, a seal without an email, an unseal without a code', () => {
    expect(z.safeParse(sealRequestSchema, { share: 'not base64!', email: 'a@b.test' }).success).toBe(false)
    expect(z.safeParse(sealRequestSchema, { share: 'A'.repeat(8196), email: 'a@b.test' }).success).toBe(false)
    expect(z.safeParse(sealRequestSchema, { share: 'AAEC' }).success).toBe(false)
    expect(z.safeParse(sealRequestSchema, { share: 'AAEC', email: 'not an email' }).success).toBe(false)
    expect(z.safeParse(unsealRequestSchema, { sealed: 'AAEC', deviceKey: 'AAEC' }).success).toBe(false)
    expect(
      z.safeParse(unsealRequestSchema, { sealed: 'AAEC', deviceKey: 'AAEC', code: '123456' }).success,
    ).toBe(false)
    expect(
      z.safeParse(unsealRequestSchema, { sealed: 'AAEC', deviceKey: 'AAEC', code: '12345678' }).success,
    ).toBe(true)
  })
})
