import { ModalClosedError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, flush, network } from '../test/fake-adapter.js'
import { FakeWalletConnect } from '../test/fake-wallet-connect.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { connectWallet } from './connect-wallet.js'

async function setup() {
  const adapter = new FakeAdapter()
  const core = createTestCore({ adapters: [adapter], networks: [network(1), network(10)] })
  await core.ready
  adapter.listConnectors(connector('a'), connector('b'))
  return { core, adapter, account: () => core.chains.chains.eip155!.account }
}

describe('connectWallet', () => {
  it('goes connecting, then connected with the address, CAIP address, balance and wallet info', async () => {
    const { core, account } = await setup()
    const pending = connectWallet(core, { connector: connector('a') })
    expect(account().status).toBe('connecting')
    await pending
    await flush()
    expect(account()).toMatchObject({
      status: 'connected',
      address: '0xabc',
      caipAddress: 'eip155:1:0xabc',
      connectorId: 'a',
      balance: { value: 1_234_567_000_000_000_000n, decimals: 18, symbol: 'ETH' },
      connectedWalletInfo: { name: 'Wallet a' },
    })
  })

  it('remembers the connector for the next load and as a recent wallet', async () => {
    const { core } = await setup()
    await connectWallet(core, { connector: connector('a') })
    expect(core.backend.read(STORAGE_KEYS.connections)).toEqual({ eip155: ['a'] })
    expect(core.backend.read(STORAGE_KEYS.recentWallets)).toEqual(['eip155:a'])
  })

  it('takes the network the wallet is on when the dapp requested it', async () => {
    const { core, adapter, account } = await setup()
    adapter.connectResult = async () => ({ address: '0xabc', chainId: 10, accounts: ['0xabc'] })
    await connectWallet(core, { connector: connector('a') })
    expect(core.chains.chains.eip155!.caipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(account().caipAddress).toBe('eip155:10:0xabc')
  })

  it('on failure without a current connection goes back to disconnected and throws the typed error', async () => {
    const { core, adapter, account } = await setup()
    adapter.connectResult = async () => {
      throw { code: 4001, message: 'User rejected the request.' }
    }
    await expect(connectWallet(core, { connector: connector('a') })).rejects.toMatchObject({ code: 4001 })
    expect(account().status).toBe('disconnected')
    expect(account().address).toBeUndefined()
  })

  it('on failure with a current connection goes back to that connection', async () => {
    const { core, adapter, account } = await setup()
    await connectWallet(core, { connector: connector('a') })
    adapter.connectResult = async () => {
      throw new Error('boom')
    }
    await expect(connectWallet(core, { connector: connector('b') })).rejects.toThrow()
    expect(account()).toMatchObject({ status: 'connected', connectorId: 'a', address: '0xabc' })
  })

  it("rejects the connector already current with 'Connector already connected.'", async () => {
    const { core, adapter } = await setup()
    await connectWallet(core, { connector: connector('a') })
    await expect(connectWallet(core, { connector: connector('a') })).rejects.toThrow(
      'Connector already connected.',
    )
    expect(adapter.calls.filter((c) => c === 'connect:a')).toHaveLength(1)
  })

  it('a second ask for the same wallet while the first waits joins it', async () => {
    const { core, adapter } = await setup()
    await Promise.all([
      connectWallet(core, { connector: connector('a') }),
      connectWallet(core, { connector: connector('a') }),
    ])
    expect(adapter.calls.filter((c) => c === 'connect:a')).toHaveLength(1)
  })

  it("fails with 'Adapter not found' for a namespace without adapter", async () => {
    const { core } = await setup()
    await expect(connectWallet(core, { connector: connector('x', 'solana') })).rejects.toThrow(
      'Adapter not found',
    )
  })

  it("shows the wallet's own name and icon when the connector stands for many wallets", async () => {
    const { core, adapter, account } = await setup()
    adapter.connectResult = async () => ({
      address: '0xabc',
      chainId: 1,
      accounts: ['0xabc'],
      walletInfo: { name: 'Lab Wallet One', icon: 'https://w/i.png' },
    })
    await connectWallet(core, { connector: connector('a') })
    expect(account().connectedWalletInfo).toEqual({ name: 'Lab Wallet One', icon: 'https://w/i.png' })
  })

  it('reports how the user connected in SELECT_WALLET and CONNECT_SUCCESS', async () => {
    const { core } = await setup()
    const seen: unknown[] = []
    core.internal.eventListeners.add((e) => seen.push(e.data))
    await connectWallet(core, { connector: connector('a'), method: 'qrcode' })
    expect(seen).toEqual([
      { type: 'track', event: 'SELECT_WALLET', properties: { name: 'Wallet a', platform: 'qrcode' } },
      { type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'qrcode', name: 'Wallet a' } },
    ])
  })
})

describe('an aborted connect', () => {
  it('rejects with the reason, hands the signal to the adapter, and leaves no pending state', async () => {
    const { core, adapter, account } = await setup()
    adapter.connectResult = () => new Promise(() => undefined)
    const controller = new AbortController()
    const attempt = connectWallet(core, { connector: connector('a'), signal: controller.signal })
    expect(account().status).toBe('connecting')
    controller.abort(new ModalClosedError())
    await expect(attempt).rejects.toThrow('Modal closed')
    expect(adapter.lastSignal?.aborted).toBe(true)
    expect(account().status).toBe('disconnected')
    expect(core.internal.connecting.size).toBe(0)
    expect(core.connections.namespaces.eip155?.connections ?? []).toEqual([])
    expect(core.backend.read(STORAGE_KEYS.connections)).toBeUndefined()
    // Nothing waits any more: the same wallet connects afresh.
    adapter.connectResult = async () => ({ address: '0xabc', chainId: 1, accounts: ['0xabc'] })
    await connectWallet(core, { connector: connector('a') })
    expect(account().status).toBe('connected')
  })

  it('an already aborted signal never reaches the wallet as a connection', async () => {
    const { core, account } = await setup()
    const controller = new AbortController()
    controller.abort(new ModalClosedError())
    await expect(
      connectWallet(core, { connector: connector('a'), signal: controller.signal }),
    ).rejects.toThrow('Modal closed')
    expect(account().status).toBe('disconnected')
  })
})

describe('a connector of several namespaces (WalletConnect)', () => {
  async function twoNamespaces() {
    const evm = new FakeAdapter('eip155')
    const other = new FakeAdapter('solana')
    const walletConnect = new FakeWalletConnect(['eip155', 'solana'])
    const core = createTestCore({
      adapters: [evm, other],
      walletConnect,
      networks: [network(1), network(10), network(7, 'solana')],
    })
    await core.ready
    walletConnect.approve = async () => ({
      eip155: { address: '0xabc', chainId: 10, accounts: ['0xabc'] },
      solana: { address: 'Sol1', chainId: 7, accounts: ['Sol1'] },
    })
    return { core, walletConnect }
  }

  it('one approval gives a connection in every namespace the wallet approved', async () => {
    const { core, walletConnect } = await twoNamespaces()
    await connectWallet(core, { connector: walletConnect.connector })
    expect(core.chains.chains.eip155!.account).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      caipAddress: 'eip155:10:0xabc',
    })
    expect(core.chains.chains.solana!.account).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      caipAddress: 'solana:7:Sol1',
    })
    expect(core.backend.read(STORAGE_KEYS.connections)).toEqual({
      eip155: ['walletConnect'],
      solana: ['walletConnect'],
    })
    // Recent wallets count the wallet once, in the namespace the user connected from.
    expect(core.backend.read(STORAGE_KEYS.recentWallets)).toEqual(['eip155:walletConnect'])
  })

  it('is never made current over another wallet of the other namespace', async () => {
    const { core, walletConnect } = await twoNamespaces()
    const solana = core.internal.adapters[1] as FakeAdapter
    solana.connectResult = async () => ({ address: 'Phantom1', chainId: 7, accounts: ['Phantom1'] })
    await connectWallet(core, { connector: connector('phantom', 'solana') })
    await connectWallet(core, { connector: walletConnect.connector, namespace: 'eip155' })
    expect(core.chains.chains.solana!.account.address).toBe('Phantom1')
    expect(core.connections.namespaces.solana?.connections.map((c) => c.connectorId)).toEqual([
      'walletConnect',
      'phantom',
    ])
  })

  it('a wallet of another namespace than the active one makes its namespace active', async () => {
    const { core } = await twoNamespaces()
    const solana = core.internal.adapters[1] as FakeAdapter
    solana.connectResult = async () => ({ address: 'Phantom1', chainId: 7, accounts: ['Phantom1'] })
    expect(core.chains.activeNamespace).toBe('eip155')
    await connectWallet(core, { connector: connector('phantom', 'solana') })
    expect(core.chains.activeNamespace).toBe('solana')
    expect(core.backend.read(STORAGE_KEYS.activeNamespace)).toBe('solana')
    // Nothing is connected on the EVM side for it.
    expect(core.chains.chains.eip155!.account.status).toBe('disconnected')
  })

  it('the proposal carries the part each adapter gives', async () => {
    const { core, walletConnect } = await twoNamespaces()
    const evm = core.internal.adapters[0] as FakeAdapter
    evm.walletConnectNamespace = (networks) => ({
      chains: networks.map((n) => n.caipNetworkId),
      methods: ['personal_sign'],
      events: [],
      rpcMap: {},
    })
    await connectWallet(core, { connector: walletConnect.connector })
    expect(walletConnect.proposals).toEqual([
      { eip155: { chains: ['eip155:1', 'eip155:10'], methods: ['personal_sign'], events: [], rpcMap: {} } },
    ])
  })
})
