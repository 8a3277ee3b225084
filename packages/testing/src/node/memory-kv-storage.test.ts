import { describe, expect, it } from 'vitest'
import { memoryKeyValueStorage } from './memory-kv-storage.js'

describe('memoryKeyValueStorage', () => {
  it('stores, lists and removes values; each storage is its own', async () => {
    const a = memoryKeyValueStorage()
    const b = memoryKeyValueStorage()
    await a.setItem('k', { v: 1 })
    expect(await a.getItem('k')).toEqual({ v: 1 })
    expect(await a.getKeys()).toEqual(['k'])
    expect(await a.getEntries()).toEqual([['k', { v: 1 }]])
    expect(await b.getItem('k')).toBeUndefined()
    await a.removeItem('k')
    expect(await a.getKeys()).toEqual([])
  })
})
