import { memorySyncStorage } from '@appkit/testing/node'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  browserStorage,
  clearRequestedChains,
  loadRequestedChains,
  REQUESTED_CHAINS_KEY,
  type SyncStorage,
  sameChains,
  saveRequestedChains,
} from './requested-chains.js'

describe('requested chains in storage', () => {
  it('round-trips under @appkit/session_chains', () => {
    const storage = memorySyncStorage()
    saveRequestedChains(storage, ['eip155:1', 'eip155:10'])
    expect(REQUESTED_CHAINS_KEY).toBe('@appkit/session_chains')
    expect(storage.entries.get('@appkit/session_chains')).toBe('["eip155:1","eip155:10"]')
    expect(loadRequestedChains(storage)).toEqual(['eip155:1', 'eip155:10'])
    clearRequestedChains(storage)
    expect(loadRequestedChains(storage)).toBeUndefined()
  })

  it.each([['not json'], ['{"a":1}'], ['[1,2]'], ['null']])('reads %s as nothing stored', (raw) => {
    const storage = memorySyncStorage()
    storage.setItem(REQUESTED_CHAINS_KEY, raw)
    expect(loadRequestedChains(storage)).toBeUndefined()
  })

  it('survives a storage that throws or is missing', () => {
    const broken: SyncStorage = {
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
    expect(() => saveRequestedChains(broken, ['eip155:1'])).not.toThrow()
    expect(loadRequestedChains(broken)).toBeUndefined()
    expect(() => clearRequestedChains(broken)).not.toThrow()
    expect(loadRequestedChains(undefined)).toBeUndefined()
  })
})

describe('browserStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('is localStorage when the page has one', () => {
    const storage = memorySyncStorage()
    vi.stubGlobal('localStorage', storage)
    expect(browserStorage()).toBe(storage)
  })

  it('is undefined without one', () => {
    vi.stubGlobal('localStorage', undefined)
    expect(browserStorage()).toBeUndefined()
  })
})

describe('sameChains', () => {
  it('compares as sets', () => {
    expect(sameChains(['eip155:1', 'eip155:10'], ['eip155:10', 'eip155:1'])).toBe(true)
    expect(sameChains(['eip155:1'], ['eip155:1', 'eip155:1'])).toBe(true)
    expect(sameChains(['eip155:1'], ['eip155:1', 'eip155:10'])).toBe(false)
    expect(sameChains(['eip155:1', 'eip155:10'], ['eip155:1'])).toBe(false)
    expect(sameChains([], [])).toBe(true)
  })

  it("has a name WalletConnect's storage migration leaves alone", () => {
    // The migration moves localStorage keys containing these into its IndexedDB on start-up.
    for (const pattern of ['wc@', 'wc_', 'walletconnect', 'wallet_connect']) {
      expect(REQUESTED_CHAINS_KEY.toLowerCase()).not.toContain(pattern)
    }
  })
})
