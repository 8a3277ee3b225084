import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { loginAnswerSchema, walletSharesSchema } from './auth-answers.js'

describe('the auth API answers', () => {
  it('take the login answer of AUTH.md', () => {
    const login = {
      sessionToken: 'a'.repeat(43),
      expiresAt: '2030-01-01T00:00:00.000Z',
      user: { id: '8d2f…', email: 'ada@example.com', isNew: true },
    }
    expect(z.safeParse(loginAnswerSchema, login).success).toBe(true)
    expect(z.safeParse(loginAnswerSchema, { ...login, sessionToken: 'short' }).success).toBe(false)
  })

  it('take stored shares with or without a Solana address, and refuse malformed ones', () => {
    const shares = {
      evmAddress: '0x0000000000000000000000000000000000000001',
      authShare: 'AAEC',
      recoveryShareSealed: 'AAEC',
    }
    expect(z.safeParse(walletSharesSchema, shares).success).toBe(true)
    expect(
      z.safeParse(walletSharesSchema, { ...shares, solanaAddress: '11111111111111111111111111111111' })
        .success,
    ).toBe(true)
    expect(z.safeParse(walletSharesSchema, { ...shares, authShare: 'not base64!' }).success).toBe(false)
    expect(z.safeParse(walletSharesSchema, { ...shares, evmAddress: '0x1' }).success).toBe(false)
  })
})
