import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from './memory-storage.test-helper.js'
import { pageStorage } from './page-storage.js'

describe('pageStorage', () => {
  it('is localStorage when the browser allows it, leaving no probe behind', () => {
    const localStorage = memoryStorage() as unknown as Storage
    const warn = vi.fn()
    expect(pageStorage({ localStorage }, warn)).toBe(localStorage)
    expect((localStorage as unknown as ReturnType<typeof memoryStorage>).map.size).toBe(0)
    expect(warn).not.toHaveBeenCalled()
  })

  it('is a memory store, with a warning, when the browser refuses', () => {
    const warn = vi.fn()
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    const storage = pageStorage(blocked, warn)
    storage.setItem('a', '1')
    expect(storage.getItem('a')).toBe('1')
    expect(warn).toHaveBeenCalledOnce()
  })
})
