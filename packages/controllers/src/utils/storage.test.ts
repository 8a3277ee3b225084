import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installMemoryStorage } from '../test/memory-storage.js'
import {
  parseString,
  parseStringList,
  parseStringRecord,
  readStorage,
  removeStorage,
  STORAGE_KEYS,
  writeStorage,
} from './storage.js'

describe('storage', () => {
  beforeEach(() => installMemoryStorage())
  afterEach(() => vi.restoreAllMocks())

  it('round-trips a value through JSON', () => {
    writeStorage(STORAGE_KEYS.walletName, { eip155: 'io.test' })
    expect(readStorage(STORAGE_KEYS.walletName, parseStringRecord)).toEqual({ eip155: 'io.test' })
  })

  it('drops a value that is not JSON, with a warning, and returns undefined', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    localStorage.setItem(STORAGE_KEYS.activeCaipNetworkId, '{not json')
    expect(readStorage(STORAGE_KEYS.activeCaipNetworkId, parseString)).toBeUndefined()
    expect(localStorage.getItem(STORAGE_KEYS.activeCaipNetworkId)).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(STORAGE_KEYS.activeCaipNetworkId))
  })

  it('drops a value of the wrong shape', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    localStorage.setItem(STORAGE_KEYS.recentWallets, JSON.stringify([1, 2]))
    expect(readStorage(STORAGE_KEYS.recentWallets, parseStringList)).toBeUndefined()
    localStorage.setItem(STORAGE_KEYS.walletName, JSON.stringify({ eip155: 5 }))
    expect(readStorage(STORAGE_KEYS.walletName, parseStringRecord)).toBeUndefined()
    localStorage.setItem(STORAGE_KEYS.walletName, JSON.stringify(['a']))
    expect(readStorage(STORAGE_KEYS.walletName, parseStringRecord)).toBeUndefined()
  })

  it('returns undefined for a missing key without warning', () => {
    const warn = vi.spyOn(console, 'warn')
    expect(readStorage(STORAGE_KEYS.walletId, parseString)).toBeUndefined()
    expect(warn).not.toHaveBeenCalled()
  })

  it('never throws when storage itself throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    vi.stubGlobal('localStorage', throwing)
    expect(() => writeStorage(STORAGE_KEYS.walletId, 'x')).not.toThrow()
    expect(readStorage(STORAGE_KEYS.walletId, parseString)).toBeUndefined()
    expect(() => removeStorage(STORAGE_KEYS.walletId)).not.toThrow()
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
