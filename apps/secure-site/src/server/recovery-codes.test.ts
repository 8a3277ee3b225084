import { describe, expect, it } from 'vitest'
import { createRecoveryCodes, DEFAULT_RECOVERY_LIMITS, recoverySubject } from './recovery-codes.js'

function clocked() {
  let now = 1_000_000
  const codes = createRecoveryCodes(DEFAULT_RECOVERY_LIMITS, () => now)
  const advance = (ms: number) => {
    now += ms
  }
  return { codes, advance }
}

describe('recovery codes', () => {
  it('are 8 digits, work once, and only for their subject', () => {
    const { codes } = clocked()
    const code = codes.issue('a')
    expect(code).toMatch(/^\d{8}$/)
    expect(() => codes.check('b', code)).toThrow('recovery code is wrong')
    codes.check('a', code)
    expect(() => codes.check('a', code)).toThrow('recovery code is wrong')
  })

  it('expire after 10 minutes', () => {
    const { codes, advance } = clocked()
    const code = codes.issue('a')
    advance(DEFAULT_RECOVERY_LIMITS.ttlMs)
    expect(() => codes.check('a', code)).toThrow('recovery code is wrong')
  })

  it('brute force: five wrong tries void the code', () => {
    const { codes } = clocked()
    const code = codes.issue('a')
    const wrong = code === '12345678' ? '87654321' : '12345678'
    for (let i = 0; i < 5; i++) expect(() => codes.check('a', wrong)).toThrow('recovery code is wrong')
    expect(() => codes.check('a', code)).toThrow('recovery code is wrong')
  })

  it('mail flooding: one code per 30 s and five per hour for a share', () => {
    const { codes, advance } = clocked()
    codes.issue('a')
    expect(() => codes.issue('a')).toThrow('Please try again after 30 seconds')
    for (let i = 0; i < 4; i++) {
      advance(30_000)
      codes.issue('a')
    }
    advance(30_000)
    expect(() => codes.issue('a')).toThrow(/Please try again after \d+ seconds/)
    advance(DEFAULT_RECOVERY_LIMITS.windowMs)
    expect(codes.issue('a')).toMatch(/^\d{8}$/)
  })

  it('an attacker burning the tries does not lock the owner out: a voided code can be replaced at once', () => {
    const { codes } = clocked()
    const code = codes.issue('a')
    const wrong = code === '12345678' ? '87654321' : '12345678'
    for (let i = 0; i < 5; i++) expect(() => codes.check('a', wrong)).toThrow('recovery code is wrong')
    const next = codes.issue('a')
    codes.check('a', next)
  })

  it('a new code replaces the last one', () => {
    const { codes, advance } = clocked()
    const first = codes.issue('a')
    advance(30_000)
    const second = codes.issue('a')
    if (first !== second) expect(() => codes.check('a', first)).toThrow('recovery code is wrong')
    codes.check('a', second)
  })

  it('are bound to the user and the exact sealed bytes', () => {
    expect(recoverySubject('u1', Uint8Array.of(1))).not.toBe(recoverySubject('u2', Uint8Array.of(1)))
    expect(recoverySubject('u1', Uint8Array.of(1))).not.toBe(recoverySubject('u1', Uint8Array.of(2)))
  })
})
