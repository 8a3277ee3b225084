import { describe, expect, it } from 'vitest'
import { DEFAULT_SIWX_LIMITS } from './siwx-limits.js'

describe('DEFAULT_SIWX_LIMITS', () => {
  it('has the values the README gives', () => {
    expect(DEFAULT_SIWX_LIMITS).toEqual({
      nonceTtlMs: 300_000,
      sessionTtlMs: 86_400_000,
      noncesPerIp: { max: 60, windowMs: 60_000 },
      emailCodeTtlMs: 600_000,
      emailTokenTtlMs: 600_000,
      emailCodeAttempts: 5,
      emailCooldownMs: 30_000,
      emailCodesPerEmail: { max: 20, windowMs: 3_600_000 },
      emailCodesPerIp: { max: 300, windowMs: 600_000 },
    })
  })
})
