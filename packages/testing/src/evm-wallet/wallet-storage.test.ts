import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../test-utils/memory-storage.js'
import { loadWallet, saveWallet } from './wallet-storage.js'

const memory = () => new MemoryStorage()

describe('wallet storage', () => {
  it('round-trips the stored wallet', () => {
    const storage = memory()
    const wallet = {
      authorized: true,
      chainId: 31338,
      addedChains: [{ id: 31338, rpcUrl: 'http://127.0.0.1:8546', name: 'B' }],
    }
    saveWallet(storage, 'k', wallet)
    expect(loadWallet(storage, 'k')).toEqual(wallet)
  })

  it('treats missing or malformed state as none', () => {
    const storage = memory()
    expect(loadWallet(storage, 'k')).toBeUndefined()
    expect(loadWallet(undefined, 'k')).toBeUndefined()
    storage.setItem('k', '{not json')
    expect(loadWallet(storage, 'k')).toBeUndefined()
    storage.setItem('k', JSON.stringify({ authorized: 'yes', chainId: 1, addedChains: [] }))
    expect(loadWallet(storage, 'k')).toBeUndefined()
    storage.setItem('k', JSON.stringify({ authorized: true, chainId: 1, addedChains: [{ id: 2 }] }))
    expect(loadWallet(storage, 'k')).toBeUndefined()
  })
})
