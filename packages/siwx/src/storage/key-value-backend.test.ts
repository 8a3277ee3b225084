import { afterEach, describe, expect, it, vi } from 'vitest'
import { keyValueBackend } from './key-value-backend.js'

afterEach(() => vi.unstubAllGlobals())

describe('keyValueBackend', () => {
  it('uses the given backend first', () => {
    const given = { getItem: () => 'mine', setItem: () => undefined, removeItem: () => undefined }
    expect(keyValueBackend(given)().getItem('k')).toBe('mine')
  })

  it('falls back to memory kept for the page when localStorage is missing or forbidden', () => {
    vi.stubGlobal('localStorage', undefined)
    const backend = keyValueBackend()
    backend().setItem('k', 'v')
    expect(backend().getItem('k')).toBe('v')
    backend().removeItem('k')
    expect(backend().getItem('k')).toBeNull()
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError')
      },
    })
    try {
      expect(keyValueBackend()().getItem('k')).toBeNull()
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })
})
