import { describe, expect, it } from 'vitest'
import { MESSAGES } from './messages.js'

describe('the message catalogue', () => {
  it('words the approval screen', () => {
    expect(MESSAGES.asks('Lab')).toBe('Lab asks you to:')
    expect(MESSAGES.fields.bytes(3)).toBe('3 bytes')
    expect(MESSAGES.approve).toBe('Approve')
    expect(MESSAGES.reject).toBe('Reject')
  })
})
