import { describe, expect, it, vi } from 'vitest'
import { createStore } from './store.js'

describe('createStore', () => {
  it('tells subscribers about a change until they unsubscribe', () => {
    const store = createStore({ count: 0 })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.update((s) => ({ count: s.count + 1 }))
    expect(store.get()).toEqual({ count: 1 })
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    store.update((s) => ({ count: s.count + 1 }))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('stays quiet when an update returns the same state', () => {
    const store = createStore({ count: 0 })
    const listener = vi.fn()
    store.subscribe(listener)
    store.update((s) => s)
    expect(listener).not.toHaveBeenCalled()
  })
})
