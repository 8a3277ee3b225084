import { proxy } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import type { ExplorerWallet } from '../types/explorer.js'
import { frozen } from './frozen-wallets.js'

describe('frozen wallet entries', () => {
  it('are copies kept as they are inside a state, not deep proxies', () => {
    const wallet = { id: 'w', name: 'Wallet' } as ExplorerWallet
    const state = proxy({ wallets: frozen([wallet]) })
    expect(state.wallets[0]).toEqual(wallet)
    expect(state.wallets[0]).not.toBe(wallet)
    // A ref'd entry comes back as the very object stored; a proxied one would be wrapped.
    const [stored] = frozen([wallet])
    state.wallets = [stored!]
    expect(state.wallets[0]).toBe(stored)
  })
})
