import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, network, walletsWithOwnAddress } from '../test/fake-adapter.js'
import { FakeWalletConnect } from '../test/fake-wallet-connect.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { connectWallet } from './connect-wallet.js'
import { disconnectWallet } from './disconnect-wallet.js'

async function setup() {
  const adapter = walletsWithOwnAddress()
  const core = createTestCore({ adapters: [adapter], networks: [network(1), network(10)] })
  await core.ready
  adapter.listConnectors(connector('a'), connector('b'))
  const account = () => core.chains.chains.eip155!.account
  const ids = () => core.connections.namespaces.eip155?.connections.map((c) => c.connectorId)
  return { core, adapter, account, ids }
}

describe('disconnectWallet', () => {
  it('clears the account and forgets the connector', async () => {
    const { core, adapter, account } = await setup()
    await connectWallet(core, { connector: connector('a') })
    await disconnectWallet(core)
    expect(account().status).toBe('disconnected')
    expect(account().address).toBeUndefined()
    expect(core.backend.read(STORAGE_KEYS.connections)).toEqual({ eip155: [] })
    expect(adapter.calls).toContain('disconnect:a')
  })

  it("a wallet that fails to disconnect still leaves the dapp disconnected, with 'Failed to disconnect'", async () => {
    const { core, adapter, account } = await setup()
    await connectWallet(core, { connector: connector('a') })
    adapter.disconnectResult = async () => {
      throw new Error('gone')
    }
    await expect(disconnectWallet(core)).rejects.toMatchObject({
      message: 'Failed to disconnect',
      code: 'INTERNAL_SDK_ERROR',
    })
    expect(account().status).toBe('disconnected')
  })

  it('removes that connection and the first remaining becomes current', async () => {
    const { core, account, ids } = await setup()
    await connectWallet(core, { connector: connector('a') })
    await connectWallet(core, { connector: connector('b') })
    await disconnectWallet(core, { namespace: 'eip155', connectorId: 'b' })
    expect(ids()).toEqual(['a'])
    expect(account()).toMatchObject({ status: 'connected', address: '0xa', connectorId: 'a' })
    await disconnectWallet(core)
    expect(ids()).toEqual([])
    expect(account().status).toBe('disconnected')
  })

  it('disconnecting a held connection that is not current keeps the current one', async () => {
    const { core, account, ids } = await setup()
    await connectWallet(core, { connector: connector('a') })
    await connectWallet(core, { connector: connector('b') })
    await disconnectWallet(core, { namespace: 'eip155', connectorId: 'a' })
    expect(account().address).toBe('0xb')
    expect(ids()).toEqual(['b'])
  })

  it('announces the end of the connection as the dapp’s, not the wallet’s', async () => {
    const { core } = await setup()
    await connectWallet(core, { connector: connector('a') })
    const seen: unknown[] = []
    core.session.on('disconnected', (e) => seen.push(e))
    await disconnectWallet(core)
    expect(seen).toEqual([{ namespace: 'eip155', connectorId: 'a', byWallet: false }])
  })

  it('with nothing connected does nothing', async () => {
    const { core, adapter } = await setup()
    await disconnectWallet(core)
    expect(adapter.calls).toEqual([])
  })
})

describe('a connector of several namespaces', () => {
  async function connected() {
    const walletConnect = new FakeWalletConnect(['eip155', 'solana'])
    walletConnect.approve = async () => ({
      eip155: { address: '0xabc', chainId: 1, accounts: ['0xabc'] },
      solana: { address: 'Sol1', chainId: 7, accounts: ['Sol1'] },
    })
    const core = createTestCore({
      adapters: [new FakeAdapter('eip155'), new FakeAdapter('solana')],
      walletConnect,
      networks: [network(1), network(7, 'solana')],
    })
    await core.ready
    await connectWallet(core, { connector: walletConnect.connector })
    const statuses = () => [
      core.chains.chains.eip155!.account.status,
      core.chains.chains.solana!.account.status,
    ]
    return { core, walletConnect, statuses }
  }

  it('one session delete from the wallet removes the connection in both namespaces', async () => {
    const { core, walletConnect, statuses } = await connected()
    expect(statuses()).toEqual(['connected', 'connected'])
    walletConnect.endSession(['eip155', 'solana'])
    expect(statuses()).toEqual(['disconnected', 'disconnected'])
    expect(core.backend.read(STORAGE_KEYS.connections)).toEqual({ eip155: [], solana: [] })
  })

  it('disconnecting it in one namespace ends the session once and leaves both', async () => {
    const { core, walletConnect, statuses } = await connected()
    await disconnectWallet(core, { namespace: 'eip155' })
    expect(walletConnect.calls.filter((c) => c === 'disconnect')).toHaveLength(1)
    expect(statuses()).toEqual(['disconnected', 'disconnected'])
  })
})
