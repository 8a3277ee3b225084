import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryBackend } from '../test/memory-storage.js'
import {
  createStorage,
  parseString,
  parseStringList,
  parseStringRecord,
  STORAGE_KEYS,
  type StorageOwner,
} from './storage.js'

describe('storage', () => {
  let backend: ReturnType<typeof createMemoryBackend>
  let storage: StorageOwner
  beforeEach(() => {
    backend = createMemoryBackend()
    storage = createStorage(backend)
  })
  afterEach(() => vi.restoreAllMocks())

  it('round-trips a value through JSON', () => {
    storage.write(STORAGE_KEYS.walletName, { eip155: 'io.test' })
    expect(storage.read(STORAGE_KEYS.walletName, parseStringRecord)).toEqual({ eip155: 'io.test' })
  })

  it('drops a value that is not JSON, with a warning, and returns undefined', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    backend.setItem(STORAGE_KEYS.activeCaipNetworkId, '{not json')
    expect(storage.read(STORAGE_KEYS.activeCaipNetworkId, parseString)).toBeUndefined()
    expect(backend.getItem(STORAGE_KEYS.activeCaipNetworkId)).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(STORAGE_KEYS.activeCaipNetworkId))
  })

  it('drops a value of the wrong shape', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    backend.setItem(STORAGE_KEYS.recentWallets, JSON.stringify([1, 2]))
    expect(storage.read(STORAGE_KEYS.recentWallets, parseStringList)).toBeUndefined()
    backend.setItem(STORAGE_KEYS.walletName, JSON.stringify({ eip155: 5 }))
    expect(storage.read(STORAGE_KEYS.walletName, parseStringRecord)).toBeUndefined()
    backend.setItem(STORAGE_KEYS.walletName, JSON.stringify(['a']))
    expect(storage.read(STORAGE_KEYS.walletName, parseStringRecord)).toBeUndefined()
  })

  it('returns undefined for a missing key without warning', () => {
    const warn = vi.spyOn(console, 'warn')
    expect(storage.read(STORAGE_KEYS.walletId, parseString)).toBeUndefined()
    expect(warn).not.toHaveBeenCalled()
  })

  it('never throws when storage itself throws', () => {
    const fail = () => {
      throw new Error('denied')
    }
    const throwing = createStorage({ getItem: fail, setItem: fail, removeItem: fail })
    expect(() => throwing.write(STORAGE_KEYS.walletId, 'x')).not.toThrow()
    expect(throwing.read(STORAGE_KEYS.walletId, parseString)).toBeUndefined()
    expect(() => throwing.remove(STORAGE_KEYS.walletId)).not.toThrow()
  })

  it('uses the page’s localStorage by default, and works without one', () => {
    expect(() => createStorage().write(STORAGE_KEYS.walletId, 'x')).not.toThrow()
    vi.stubGlobal('localStorage', createMemoryBackend())
    const page = createStorage()
    page.write(STORAGE_KEYS.walletId, 'x')
    expect(page.read(STORAGE_KEYS.walletId, parseString)).toBe('x')
    vi.unstubAllGlobals()
  })
})

describe('STORAGE_KEYS', () => {
  it("avoid the names WalletConnect's storage migration moves out of localStorage", () => {
    for (const key of Object.values(STORAGE_KEYS)) {
      for (const pattern of ['wc@', 'wc_', 'walletconnect', 'wallet_connect']) {
        expect(key.toLowerCase()).not.toContain(pattern)
      }
    }
  })

  it('are unique', () => {
    const keys = Object.values(STORAGE_KEYS)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
