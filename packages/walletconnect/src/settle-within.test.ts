import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settleWithin } from './settle-within.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('settleWithin', () => {
  it('returns when the work is done', async () => {
    await expect(settleWithin(Promise.resolve('done'), 3000)).resolves.toBeUndefined()
  })

  it('returns when the work fails', async () => {
    await expect(settleWithin(Promise.reject(new Error('relay down')), 3000)).resolves.toBeUndefined()
  })

  it('stops waiting after the time given', async () => {
    let done = false
    const waiting = settleWithin(new Promise(() => undefined), 3000).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(2999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await waiting
    expect(done).toBe(true)
  })
})
