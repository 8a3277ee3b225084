import { describe, expect, it } from 'vitest'
import { DEFAULT_SIWX_LIMITS } from './siwx-limits.js'

describe('DEFAULT_SIWX_LIMITS', () => {
  it('has the values the README gives', () => {
    expect(DEFAULT_SIWX_LIMITS).toEqual({
      nonceTtlMs: 300_000,
      sessionTtlMs: 86_400_000,
      noncesPerIp: { max: 60, windowMs: 60_000 },
    })
  })
})
