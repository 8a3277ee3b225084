import { describe, expect, it } from 'vitest'
import { loadDeviceId } from './device-id.js'
import { memoryStorage } from './memory-storage.test-helper.js'

describe('loadDeviceId', () => {
  it('makes a random id in the cloud’s format once, then keeps it', () => {
    const storage = memoryStorage()
    const id = loadDeviceId(storage)
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(loadDeviceId(storage)).toBe(id)
    expect(loadDeviceId(memoryStorage())).not.toBe(id)
  })

  it('replaces a stored id that is not in the format', () => {
    const storage = memoryStorage()
    storage.map.set('appkit-secure-site/device-id', '"bad id!"')
    expect(loadDeviceId(storage)).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })
})
