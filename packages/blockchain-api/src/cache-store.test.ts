import { describe, expect, it } from 'vitest'
import { createMemoryCacheStore } from './cache-store.js'

describe('createMemoryCacheStore', () => {
  it('gives back what was set, by key, and forgets deleted keys', () => {
    const store = createMemoryCacheStore()
    store.set('a', { timestamp: 1, value: { x: [1, 2] } })
    store.set('b', { timestamp: 2, value: null })
    expect(store.get('a')).toEqual({ timestamp: 1, value: { x: [1, 2] } })
    expect(store.get('b')).toEqual({ timestamp: 2, value: null })
    store.delete('a')
    expect(store.get('a')).toBeUndefined()
    expect(store.get('never')).toBeUndefined()
  })

  it('keeps a copy, so changing what was set or got does not change the entry', () => {
    const store = createMemoryCacheStore()
    const value = { list: ['a'] }
    store.set('k', { timestamp: 1, value })
    value.list.push('b')
    ;(store.get('k') as { value: { list: string[] } }).value.list.push('c')
    expect(store.get('k')).toEqual({ timestamp: 1, value: { list: ['a'] } })
  })

  it('stores what JSON keeps, as localStorage would (undefined fields dropped)', () => {
    const store = createMemoryCacheStore()
    store.set('k', { timestamp: 1, value: { a: undefined, b: 1 } })
    expect(store.get('k')).toStrictEqual({ timestamp: 1, value: { b: 1 } })
  })
})
