import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { FakeWalletConnect } from '../test/fake-wallet-connect.js'
import { connectWallet } from './connect-wallet.js'
import { findConnectorOf } from './find-connector-of.js'
import { providerOf } from './provider-of.js'

describe('providerOf', () => {
  it('is the adapter’s provider of the connected wallet', async () => {
    const adapter = Object.assign(new FakeAdapter(), { getProvider: (id: string) => ({ wallet: id }) })
    const core = createTestCore({ adapters: [adapter], networks: [network(1)] })
    expect(providerOf(core, { namespace: 'eip155' })).toBeUndefined()
    adapter.listConnectors(connector('a'))
    await connectWallet(core, { connector: connector('a') })
    expect(providerOf(core, { namespace: 'eip155' })).toEqual({ wallet: 'a' })
    expect(findConnectorOf(core, { namespace: 'eip155' })?.name).toBe('Wallet a')
  })

  it('without an adapter, is WalletConnect’s own provider', async () => {
    const walletConnect = new FakeWalletConnect(['eip155'])
    walletConnect.approve = async () => ({ eip155: { address: '0xabc', chainId: 1, accounts: ['0xabc'] } })
    const core = createTestCore({ walletConnect, networks: [network(1)] })
    await connectWallet(core, { connector: walletConnect.connector })
    expect(providerOf(core, { namespace: 'eip155' })).toEqual({ fake: 'universal provider' })
    expect(findConnectorOf(core, { namespace: 'eip155' })?.type).toBe('WALLET_CONNECT')
  })
})
