import { describe, expect, it } from 'vitest'
import { DEFAULT_AUTH_LIMITS } from './auth-limits.js'

describe('DEFAULT_AUTH_LIMITS', () => {
  it('has the values AUTH.md and spec §9 give', () => {
    expect(DEFAULT_AUTH_LIMITS).toMatchObject({
      codeTtlMs: 600_000,
      codeAttempts: 5,
      cooldownMs: 30_000,
      deviceWaitMs: 120_000,
      sessionTtlMs: 604_800_000,
      approvalTtlMs: 900_000,
    })
  })
})
