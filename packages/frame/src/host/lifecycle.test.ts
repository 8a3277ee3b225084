import { describe, expect, it, vi } from 'vitest'
import { createFrameHostStore } from './lifecycle.js'

describe('the frame host store', () => {
  it('starts not created and hidden', () => {
    expect(createFrameHostStore().get()).toEqual({ lifecycle: 'notCreated', visible: false })
  })

  it('moves forward through the spec §4 steps and never back', () => {
    const store = createFrameHostStore()
    const seen: string[] = []
    store.subscribe((state) => seen.push(state.lifecycle))
    store.advance('created')
    store.advance('ready')
    store.advance('created')
    store.advance('dappDataSynced')
    store.advance('initialized')
    store.advance('ready')
    expect(seen).toEqual(['created', 'ready', 'dappDataSynced', 'initialized'])
    expect(store.get().lifecycle).toBe('initialized')
  })

  it('tells listeners only about changes, until they unsubscribe', () => {
    const store = createFrameHostStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.setVisible(false)
    expect(listener).not.toHaveBeenCalled()
    store.setVisible(true)
    expect(listener).toHaveBeenLastCalledWith({ lifecycle: 'notCreated', visible: true })
    unsubscribe()
    store.setVisible(false)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('resets to the start', () => {
    const store = createFrameHostStore()
    store.advance('ready')
    store.setVisible(true)
    store.reset()
    expect(store.get()).toEqual({ lifecycle: 'notCreated', visible: false })
  })
})
