import { describe, expect, it, vi } from 'vitest'
import { createConnectionListeners } from './connection-listeners.js'

describe('createConnectionListeners', () => {
  it('stops what a connector was listened to with before listening again', () => {
    const listeners = createConnectionListeners()
    const first = vi.fn()
    const second = vi.fn()
    listeners.listen('a', () => first)
    listeners.listen('a', () => {
      expect(first).toHaveBeenCalledOnce()
      return second
    })
    expect(second).not.toHaveBeenCalled()
  })

  it('stops one connector once, and every one at teardown', () => {
    const listeners = createConnectionListeners()
    const [a, b] = [vi.fn(), vi.fn()]
    listeners.listen('a', () => a)
    listeners.listen('b', () => b)
    listeners.listen('none', () => undefined)
    listeners.stop('a')
    listeners.stop('a')
    listeners.stopAll()
    expect(a).toHaveBeenCalledOnce()
    expect(b).toHaveBeenCalledOnce()
  })
})
