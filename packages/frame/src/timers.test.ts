import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeTimers } from './test-utils/fake-timers.js'
import { after, defaultTimers } from './timers.js'

describe('after', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs the callback once, when due, unless cancelled', () => {
    const timers = createFakeTimers()
    const ran: string[] = []
    after(timers, 100, () => ran.push('a'))
    const cancel = after(timers, 50, () => ran.push('b'))
    after(timers, 10, () => ran.push('c'))
    cancel()
    timers.advance(99)
    expect(ran).toEqual(['c'])
    timers.advance(1)
    expect(ran).toEqual(['c', 'a'])
    expect(timers.size).toBe(0)
  })

  it('uses the global clock by default', () => {
    vi.useFakeTimers()
    const callback = vi.fn()
    const cancel = after(defaultTimers, 1000, callback)
    vi.advanceTimersByTime(999)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledOnce()
    const other = vi.fn()
    after(defaultTimers, 10, other)()
    vi.advanceTimersByTime(10)
    expect(other).not.toHaveBeenCalled()
    cancel()
  })
})
