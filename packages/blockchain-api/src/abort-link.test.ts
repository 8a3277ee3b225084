import { afterEach, describe, expect, it, vi } from 'vitest'
import { linkAbort } from './abort-link.js'
import { RequestTimeoutError } from './errors.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('linkAbort', () => {
  it('hands the caller’s signal through when there is no timeout', () => {
    const controller = new AbortController()
    const link = linkAbort(controller.signal)
    expect(link.signal).toBe(controller.signal)
    expect(linkAbort().signal).toBeUndefined()
    link.release()
  })

  it('aborts when the timeout passes, and says so', () => {
    vi.useFakeTimers()
    const link = linkAbort(undefined, 100)
    vi.advanceTimersByTime(99)
    expect(link.signal!.aborted).toBe(false)
    vi.advanceTimersByTime(1)
    expect(link.signal!.aborted).toBe(true)
    expect(link.timedOut()).toBe(true)
  })

  it('gives the timeout a typed reason that says how long it waited', () => {
    vi.useFakeTimers()
    const link = linkAbort(undefined, 100)
    vi.advanceTimersByTime(100)
    expect(link.signal!.reason).toBeInstanceOf(RequestTimeoutError)
    expect(link.signal!.reason).toMatchObject({ details: 'Timed out after 100 ms' })
  })

  it('follows the caller’s abort with its reason, which is not a timeout', () => {
    const controller = new AbortController()
    const link = linkAbort(controller.signal, 10_000)
    const reason = new Error('closed')
    controller.abort(reason)
    expect(link.signal!.aborted).toBe(true)
    expect(link.signal!.reason).toBe(reason)
    expect(link.timedOut()).toBe(false)
    link.release()
  })

  it('starts aborted for a signal that already fired', () => {
    expect(linkAbort(AbortSignal.abort('gone'), 1000).signal!.reason).toBe('gone')
  })

  it('stops the timer and ignores the caller once released', () => {
    vi.useFakeTimers()
    const controller = new AbortController()
    const link = linkAbort(controller.signal, 100)
    link.release()
    controller.abort()
    vi.advanceTimersByTime(1000)
    expect(link.signal!.aborted).toBe(false)
    expect(link.timedOut()).toBe(false)
  })
})
