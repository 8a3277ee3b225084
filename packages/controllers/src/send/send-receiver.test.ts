import { describe, expect, it } from 'vitest'
import { looksLikeName } from './send-receiver.js'

describe('looksLikeName', () => {
  it('takes dotted names as typed, not addresses, words or spaces', () => {
    expect(looksLikeName('bob.lab.id')).toBe(true)
    expect(looksLikeName('vitalik.eth')).toBe(true)
    expect(looksLikeName('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(looksLikeName('bob')).toBe(false)
    expect(looksLikeName('bob..id')).toBe(false)
    expect(looksLikeName('bob lab.id')).toBe(false)
  })
})
