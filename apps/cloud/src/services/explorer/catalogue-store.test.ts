import { describe, expect, it } from 'vitest'
import { createCatalogueStore } from './catalogue-store.js'

describe('createCatalogueStore', () => {
  it('builds each size once', () => {
    const store = createCatalogueStore(50)
    expect(store.defaultSize).toBe(50)
    expect(store.get()).toBe(store.get(50))
    expect(store.get().wallets).toHaveLength(50)
    expect(store.get(60)).toBe(store.get(60))
  })

  it('keeps the default size and a few others, dropping the oldest', () => {
    const store = createCatalogueStore(10)
    const first = store.get(11)
    for (const size of [12, 13, 14, 15]) store.get(size)
    const defaultOne = store.get()
    expect(store.get(11)).not.toBe(first)
    expect(store.get(11)).toEqual(first)
    expect(store.get()).toBe(defaultOne)
  })

  it('finds a wallet by image id in any catalogue built so far', () => {
    const store = createCatalogueStore(10)
    const first = store.get().wallets[0]!
    expect(store.findByImageId(first.image_id)).toBe(first)
    expect(store.findByImageId('nope')).toBeUndefined()
    const deep = store.get(100).wallets[99]!
    expect(store.findByImageId(deep.image_id)).toBe(deep)
  })
})
