import { describe, expect, it } from 'vitest'
import { AuthError } from '../auth-error.js'
import { createWaitSlots } from './wait-slots.js'

const refusal = (run: () => unknown): { code: string; retryAfter: unknown } | undefined => {
  try {
    run()
  } catch (error) {
    if (error instanceof AuthError) return { code: error.code, retryAfter: error.details.retryAfter }
    throw error
  }
  return undefined
}

describe('createWaitSlots', () => {
  it('caps the waits one IP holds at once, and frees a slot when a wait ends', () => {
    const slots = createWaitSlots({ perIp: 2, total: 10 }, 1_000)
    const first = slots.take('10.0.0.1')
    slots.take('10.0.0.1')
    expect(refusal(() => slots.take('10.0.0.1'))).toEqual({ code: 'RATE_LIMITED', retryAfter: 1 })
    // Another IP is not held back by this one.
    expect(refusal(() => slots.take('10.0.0.2'))).toBeUndefined()
    first()
    first() // ending twice frees one slot, not two
    expect(refusal(() => slots.take('10.0.0.1'))).toBeUndefined()
    expect(refusal(() => slots.take('10.0.0.1'))?.code).toBe('RATE_LIMITED')
  })

  it('caps the waits of the whole instance, whatever the IPs', () => {
    const slots = createWaitSlots({ perIp: 5, total: 3 }, 1_000)
    const releases = ['a', 'b', 'c'].map((ip) => slots.take(ip))
    expect(refusal(() => slots.take('d'))?.code).toBe('RATE_LIMITED')
    releases[0]!()
    expect(refusal(() => slots.take('d'))).toBeUndefined()
  })
})
