import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { StorageUnavailableError } from '../errors.js'
import { jsonStore, STORAGE_PREFIX } from './json-store.js'
import { memoryStorage } from './memory-storage.test-helper.js'

const schema = z.object({ n: z.number() })

describe('jsonStore', () => {
  it('writes, reads and removes one value under the site’s prefix', () => {
    const storage = memoryStorage()
    const store = jsonStore(storage, 'thing', schema)
    expect(store.read()).toBeUndefined()
    store.write({ n: 1 })
    expect(storage.map.get(`${STORAGE_PREFIX}thing`)).toBe('{"n":1}')
    expect(store.read()).toEqual({ n: 1 })
    store.remove()
    expect(store.read()).toBeUndefined()
  })

  it('drops what it cannot trust: bad JSON or a shape the schema refuses', () => {
    const storage = memoryStorage()
    const store = jsonStore(storage, 'thing', schema)
    for (const text of ['{', '{"n":"1"}', 'null', '[]']) {
      storage.map.set(`${STORAGE_PREFIX}thing`, text)
      expect(store.read()).toBeUndefined()
      expect(storage.map.has(`${STORAGE_PREFIX}thing`)).toBe(false)
    }
  })

  it('never throws on read when the browser refuses storage, and says so on write', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    const store = jsonStore(refusing, 'thing', schema)
    expect(store.read()).toBeUndefined()
    expect(() => store.remove()).not.toThrow()
    expect(() => store.write({ n: 1 })).toThrow(StorageUnavailableError)
  })
})
