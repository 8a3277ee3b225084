import { memorySyncStorage } from '@appkit/testing/node'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SIWX_SESSIONS_MAX, SIWX_STORAGE_KEY } from '../constants.js'
import {
  EVM_ADDRESS,
  EVM_ADDRESS_CHECKSUMMED,
  SOLANA_ADDRESS,
  SOLANA_MAINNET,
} from '../test-utils/fixtures.js'
import { SIWX_BACKEND_STORAGE_KEY, siwxTokenStore, tokenAccount } from './token-store.js'

const token = (n: number) => `token${String(n).padStart(38, '0')}`

function setup() {
  const backend = memorySyncStorage()
  return { backend, store: siwxTokenStore({ storage: backend }) }
}

describe('siwxTokenStore', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps its own key, one WalletConnect leaves alone and the local sessions do not share', () => {
    expect(SIWX_BACKEND_STORAGE_KEY).not.toBe(SIWX_STORAGE_KEY)
    for (const stolen of ['wc_', 'wc@', 'walletconnect', 'wallet_connect'])
      expect(SIWX_BACKEND_STORAGE_KEY.toLowerCase()).not.toContain(stolen)
  })

  it('keeps a token per network and account, EVM addresses in any case', () => {
    const { backend, store } = setup()
    store.set('eip155:1', EVM_ADDRESS_CHECKSUMMED, token(1))
    store.set(SOLANA_MAINNET, SOLANA_ADDRESS, token(2))
    expect(store.get('eip155:1', EVM_ADDRESS)).toBe(token(1))
    expect(store.get('eip155:10', EVM_ADDRESS)).toBeUndefined()
    expect(store.get(SOLANA_MAINNET, SOLANA_ADDRESS)).toBe(token(2))
    expect(store.get(SOLANA_MAINNET, SOLANA_ADDRESS.toLowerCase())).toBeUndefined()
    expect(JSON.parse(backend.entries.get(SIWX_BACKEND_STORAGE_KEY)!)).toEqual([
      { account: `eip155:1|${EVM_ADDRESS}`, token: token(1) },
      { account: `${SOLANA_MAINNET}|${SOLANA_ADDRESS}`, token: token(2) },
    ])
  })

  it('replaces an account’s token and forgets it, removing the key when none is left', () => {
    const { backend, store } = setup()
    store.set('eip155:1', EVM_ADDRESS, token(1))
    store.set('eip155:1', EVM_ADDRESS_CHECKSUMMED, token(2))
    expect(store.get('eip155:1', EVM_ADDRESS)).toBe(token(2))
    store.delete('eip155:1', EVM_ADDRESS_CHECKSUMMED)
    expect(store.get('eip155:1', EVM_ADDRESS)).toBeUndefined()
    expect(backend.entries.has(SIWX_BACKEND_STORAGE_KEY)).toBe(false)
  })

  it('keeps at most SIWX_SESSIONS_MAX tokens, the oldest sign-in going first', () => {
    const { store } = setup()
    for (let i = 0; i <= SIWX_SESSIONS_MAX; i++) store.set(`eip155:${i + 1}`, EVM_ADDRESS, token(i))
    expect(store.get('eip155:1', EVM_ADDRESS)).toBeUndefined()
    expect(store.get('eip155:2', EVM_ADDRESS)).toBe(token(1))
    expect(store.get(`eip155:${SIWX_SESSIONS_MAX + 1}`, EVM_ADDRESS)).toBe(token(SIWX_SESSIONS_MAX))
  })

  it('names accounts as chainId|address', () => {
    expect(tokenAccount('eip155:1', EVM_ADDRESS_CHECKSUMMED)).toBe(`eip155:1|${EVM_ADDRESS}`)
    expect(tokenAccount(SOLANA_MAINNET, SOLANA_ADDRESS)).toBe(`${SOLANA_MAINNET}|${SOLANA_ADDRESS}`)
  })

  it('uses the page’s localStorage by default, memory without one', () => {
    const backend = memorySyncStorage()
    vi.stubGlobal('localStorage', backend)
    siwxTokenStore().set('eip155:1', EVM_ADDRESS, token(1))
    expect(backend.entries.has(SIWX_BACKEND_STORAGE_KEY)).toBe(true)
    vi.unstubAllGlobals()
    const inMemory = siwxTokenStore()
    inMemory.set('eip155:1', EVM_ADDRESS, token(1))
    expect(inMemory.get('eip155:1', EVM_ADDRESS)).toBe(token(1))
    expect(siwxTokenStore().get('eip155:1', EVM_ADDRESS)).toBeUndefined()
  })

  it('holds nothing and throws nothing when the storage throws', () => {
    const fail = () => {
      throw new Error('denied')
    }
    const store = siwxTokenStore({ storage: { getItem: fail, setItem: fail, removeItem: fail } })
    expect(() => store.set('eip155:1', EVM_ADDRESS, token(1))).not.toThrow()
    expect(store.get('eip155:1', EVM_ADDRESS)).toBeUndefined()
    expect(() => store.delete('eip155:1', EVM_ADDRESS)).not.toThrow()
  })
})
