import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { createBitcoinProvider } from './create-provider.js'
import { ALICE, regtestNetwork } from './test-utils/chain.js'

const context = {
  address: ALICE.payment.address,
  network: () => regtestNetwork(),
  esploraUrlOf: () => 'http://127.0.0.1:9',
  connected: () => [],
}

describe('createBitcoinProvider', () => {
  it('gives a Wallet Standard wallet’s provider its wallet, and a WalletConnect one none', () => {
    const wallet = { name: 'W', accounts: [], chains: [], features: {} } as unknown as Wallet
    expect(createBitcoinProvider({ wallet }, context).wallet).toBe(wallet)
    const walletConnect = { request: async () => undefined, getProvider: () => undefined }
    const remote = createBitcoinProvider({ walletConnect: walletConnect as never }, context)
    expect(remote.wallet).toBeUndefined()
    expect(remote.address).toBe(ALICE.payment.address)
  })
})
