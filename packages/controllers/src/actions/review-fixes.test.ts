import { beforeEach, describe, expect, it, vi } from 'vitest'
import { chainsState } from '../state/chains.js'
import { connectionsState } from '../state/connections.js'
import { setConnectors } from '../state/connectors.js'
import { subscribeEvents } from '../state/events.js'
import { modalState } from '../state/modal.js'
import { routerState } from '../state/router.js'
import { connector, FakeAdapter, flush, network } from '../test/fake-adapter.js'
import { installMemoryStorage } from '../test/memory-storage.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { connectWallet } from './connect-wallet.js'
import { disconnectWallet } from './disconnect-wallet.js'
import { initialize } from './initialize.js'
import { openModal } from './modal.js'
import { connectFromModal } from './modal-flows.js'
import { resetState } from './reset.js'
import { switchNetwork } from './switch-network.js'

const eip155 = () => chainsState.chains.eip155!

async function setup(adapters = [new FakeAdapter()]) {
  installMemoryStorage()
  resetState()
  await initialize({ adapters, networks: [network(1), network(10), network(7, 'solana')] })
  setConnectors('eip155', [connector('a'), connector('b')])
  return adapters[0]!
}

describe('a wallet on a network the dapp does not support', () => {
  let adapter: FakeAdapter
  beforeEach(async () => {
    adapter = await setup()
    adapter.connectResult = async () => ({ address: '0xabc', chainId: 999, accounts: ['0xabc'] })
  })

  it('connecting there keeps the modal open on UnsupportedChain', async () => {
    openModal()
    await connectFromModal(connector('a'))
    expect(modalState.open).toBe(true)
    expect(routerState.view).toBe('UnsupportedChain')
    expect(eip155().unsupported).toBe(true)
  })

  it('the wallet moving back to a supported chain replaces the prompt with Account', async () => {
    openModal()
    await connectFromModal(connector('a'))
    adapter.events!.chainChanged('a', 10)
    expect(eip155().unsupported).toBe(false)
    expect(routerState.view).toBe('Account')
  })

  it('disconnecting clears the flag and leaves the prompt for Connect', async () => {
    openModal()
    await connectFromModal(connector('a'))
    await disconnectWallet()
    expect(eip155().unsupported).toBe(false)
    expect(routerState.view).toBe('Connect')
  })
})

describe('an unsupported chain in a namespace that is not active', () => {
  it('does not open the prompt over the active namespace', async () => {
    const evm = new FakeAdapter('eip155')
    await setup([evm, new FakeAdapter('solana')])
    await connectWallet(connector('a'))
    await switchNetwork(network(7, 'solana'))
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    evm.events!.chainChanged('a', 999)
    expect(eip155().unsupported).toBe(true)
    expect(modalState.open).toBe(false)
  })
})

describe('reconnect and a connection made meanwhile', () => {
  it('the wallet the user connected stays current', async () => {
    installMemoryStorage()
    localStorage.setItem(STORAGE_KEYS.connections, JSON.stringify({ eip155: ['a'] }))
    resetState()
    const adapter = new FakeAdapter()
    let resume: (v: { address: string; chainId: number; accounts: string[] }) => void = () => undefined
    adapter.reconnect = () => new Promise((resolve) => (resume = resolve))
    adapter.connectResult = async () => ({ address: '0xbbb', chainId: 1, accounts: ['0xbbb'] })
    const ready = initialize({ adapters: [adapter], networks: [network(1)] })
    setConnectors('eip155', [connector('a'), connector('b')])
    await connectWallet(connector('b'))
    resume({ address: '0xaaa', chainId: 1, accounts: ['0xaaa'] })
    await ready
    expect(connectionsState.namespaces.eip155?.current).toBe('b')
    expect(eip155().account.address).toBe('0xbbb')
    expect(connectionsState.namespaces.eip155?.connections.map((c) => c.connectorId).sort()).toEqual([
      'a',
      'b',
    ])
  })
})

describe('balances while networks change', () => {
  it('switching hides the old network’s balance until the new one is read', async () => {
    const adapter = await setup()
    await connectWallet(connector('a'))
    await flush()
    expect(eip155().account.balance).toBe('1.234')
    let answer: (v: { balance: string; symbol: string }) => void = () => undefined
    adapter.getBalance = () => new Promise((resolve) => (answer = resolve))
    await switchNetwork(network(10))
    expect(eip155().account.balance).toBeUndefined()
    answer({ balance: '2', symbol: 'ETH' })
    await flush()
    expect(eip155().account.balance).toBe('2')
  })

  it('a late failure for the previous network does not wipe the current balance', async () => {
    const adapter = await setup()
    let fail: (e: Error) => void = () => undefined
    adapter.getBalance = () => new Promise((_, reject) => (fail = reject))
    await connectWallet(connector('a'))
    adapter.getBalance = async () => ({ balance: '5', symbol: 'ETH' })
    await switchNetwork(network(10))
    await flush()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    fail(new Error('timeout'))
    await flush()
    expect(eip155().account.balance).toBe('5')
  })
})

describe('event listeners', () => {
  it('a listener that throws does not break the connection that emitted the event', async () => {
    await setup()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const stop = subscribeEvents(() => {
      throw new Error('dapp bug')
    })
    await connectWallet(connector('a'))
    stop()
    expect(eip155().account.status).toBe('connected')
  })
})

describe('opening on another namespace (spec §2 rule 1)', () => {
  it('makes it active the way a switch does: remembered and announced', async () => {
    await setup([new FakeAdapter('eip155'), new FakeAdapter('solana')])
    const events: string[] = []
    const stop = subscribeEvents((e) => events.push(e.data.event))
    openModal({ namespace: 'solana' })
    stop()
    expect(chainsState.activeNamespace).toBe('solana')
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.activeNamespace)!)).toBe('solana')
    expect(events).toEqual(['SWITCH_NETWORK', 'MODAL_OPEN'])
  })
})

describe('recovering from UnsupportedChain through the modal', () => {
  it('shows Account even when the wallet reports the new chain before the switch resolves', async () => {
    const adapter = await setup()
    adapter.connectResult = async () => ({ address: '0xabc', chainId: 999, accounts: ['0xabc'] })
    openModal()
    await connectFromModal(connector('a'))
    adapter.switchNetwork = async ({ caipNetwork }) => adapter.events!.chainChanged('a', caipNetwork.id)
    const { switchNetworkFromModal } = await import('./modal-flows.js')
    await switchNetworkFromModal(network(1))
    expect(modalState.open).toBe(true)
    expect(routerState.view).toBe('Account')
  })
})
