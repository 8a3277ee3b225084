import { beforeEach, describe, expect, it } from 'vitest'
import { createWalletState } from './wallet-state.js'

const A = { id: 31337, rpcUrl: 'http://127.0.0.1:8545' }
const B = { id: 31338, rpcUrl: 'http://127.0.0.1:8546' }
const C = { id: 10, rpcUrl: 'http://127.0.0.1:9000', name: 'Added' }

const options = () => ({ chains: [A, B], storage: localStorage, storageKey: 'state-test' })

beforeEach(() => localStorage.clear())

describe('createWalletState', () => {
  it('starts unauthorized on the first chain', () => {
    const state = createWalletState(options())
    expect(state.chain()).toEqual(A)
    expect(state.isAuthorized()).toBe(false)
  })

  it('needs a chain', () => {
    expect(() => createWalletState({ ...options(), chains: [] })).toThrow(
      'installTestWallet needs at least one chain.',
    )
  })

  it('switches only to known chains and reports changes', () => {
    const state = createWalletState(options())
    expect(state.switchChain(B.id)).toBe(true)
    expect(state.switchChain(B.id)).toBe(false)
    expect(() => state.switchChain(C.id)).toThrow('Unknown chain 10.')
    state.addChain(C)
    expect(state.findChain(C.id)).toEqual(C)
    expect(state.switchChain(C.id)).toBe(true)
  })

  it('restores authorization, chain and added chains from storage', () => {
    const state = createWalletState(options())
    state.setAuthorized(true)
    state.addChain(C)
    state.switchChain(C.id)

    const restored = createWalletState(options())
    expect(restored.isAuthorized()).toBe(true)
    expect(restored.chain()).toEqual(C)
  })

  it('falls back to the first chain when the stored one is gone', () => {
    localStorage.setItem('state-test', JSON.stringify({ authorized: true, chainId: 99, addedChains: [] }))
    const state = createWalletState(options())
    expect(state.chain()).toEqual(A)
    expect(state.isAuthorized()).toBe(true)
  })
})
