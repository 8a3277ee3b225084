import { beforeEach, describe, expect, it, vi } from 'vitest'
import { chainsState } from '../state/chains.js'
import {
  assertConnectionStatus,
  connectionsState,
  getConnectionStatus,
  getConnections,
} from '../state/connections.js'
import { setConnectors } from '../state/connectors.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { installMemoryStorage } from '../test/memory-storage.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { connectWallet } from './connect-wallet.js'
import { disconnectWallet } from './disconnect-wallet.js'
import { initialize } from './initialize.js'
import { reconnect } from './reconnect.js'
import { resetState } from './reset.js'
import { switchConnection } from './switch-connection.js'

const account = () => chainsState.chains.eip155!.account
const ids = () => getConnections('eip155').map((c) => c.connectorId)

/** An adapter whose wallets each have their own address, like two extensions would. */
function twoWallets() {
  const adapter = new FakeAdapter()
  adapter.connect = async ({ connectorId }) => {
    adapter.calls.push(`connect:${connectorId}`)
    return { address: `0x${connectorId}`, chainId: 1, accounts: [`0x${connectorId}`] }
  }
  return adapter
}

describe('several connections held at once (spec §4)', () => {
  let adapter: FakeAdapter
  beforeEach(async () => {
    installMemoryStorage()
    resetState()
    adapter = twoWallets()
    await initialize({ adapters: [adapter], networks: [network(1)] })
    setConnectors('eip155', [connector('a'), connector('b')])
  })

  it('a second wallet becomes current; the first is still held', async () => {
    await connectWallet(connector('a'))
    await connectWallet(connector('b'))
    expect(ids()).toEqual(['b', 'a'])
    expect(connectionsState.namespaces.eip155?.current).toBe('b')
    expect(account().address).toBe('0xb')
  })

  it("connection status per chain: 'active', 'connected', 'disconnected'", async () => {
    await connectWallet(connector('a'))
    await connectWallet(connector('b'))
    expect(getConnectionStatus('eip155', 'b')).toBe('active')
    expect(getConnectionStatus('eip155', 'a')).toBe('connected')
    expect(getConnectionStatus('eip155', 'zzz')).toBe('disconnected')
  })

  it("any other connection status is 'Invalid connection status'", () => {
    for (const status of ['connected', 'active', 'disconnected'])
      expect(assertConnectionStatus(status)).toBe(status)
    for (const status of ['Connected', 'pending', '', null, 1, {}]) {
      expect(() => assertConnectionStatus(status)).toThrow('Invalid connection status')
    }
  })

  it('disconnect removes that connection and the first remaining becomes current', async () => {
    await connectWallet(connector('a'))
    await connectWallet(connector('b'))
    await disconnectWallet('eip155', 'b')
    expect(ids()).toEqual(['a'])
    expect(account()).toMatchObject({ status: 'connected', address: '0xa', connectorId: 'a' })
    await disconnectWallet()
    expect(ids()).toEqual([])
    expect(account().status).toBe('disconnected')
  })

  it('disconnecting a held connection that is not current keeps the current one', async () => {
    await connectWallet(connector('a'))
    await connectWallet(connector('b'))
    await disconnectWallet('eip155', 'a')
    expect(account().address).toBe('0xb')
    expect(ids()).toEqual(['b'])
  })

  it('switching to a held connection the wallet still authorizes needs no prompt', async () => {
    await connectWallet(connector('a'))
    await connectWallet(connector('b'))
    adapter.reconnectResult = async () => ({ address: '0xa', chainId: 1, accounts: ['0xa'] })
    adapter.calls = []
    await switchConnection('eip155', 'a')
    expect(adapter.calls).toEqual(['reconnect:a'])
    expect(account().address).toBe('0xa')
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.connections)!)).toEqual({ eip155: ['a', 'b'] })
  })

  it('switching to a disconnected connection starts a fresh login', async () => {
    await connectWallet(connector('a'))
    await connectWallet(connector('b'))
    adapter.reconnectResult = async () => undefined // the wallet forgot the dapp
    adapter.calls = []
    await switchConnection('eip155', 'a')
    expect(adapter.calls).toEqual(['reconnect:a', 'connect:a'])
    expect(account().address).toBe('0xa')
  })

  it("switching to a connector that does not exist fails with 'No connector found for connection'", async () => {
    await expect(switchConnection('eip155', 'nope')).rejects.toThrow('No connector found for connection')
  })

  it('reconnect tries the most recently used first: it becomes current, the others are held', async () => {
    await connectWallet(connector('a'))
    await connectWallet(connector('b'))
    resetState()
    adapter = twoWallets()
    adapter.reconnect = async ({ connectorId }) => {
      adapter.calls.push(`reconnect:${connectorId}`)
      return { address: `0x${connectorId}`, chainId: 1, accounts: [`0x${connectorId}`] }
    }
    await initialize({ adapters: [adapter], networks: [network(1)] })
    expect(adapter.calls).toEqual(['reconnect:b', 'reconnect:a'])
    expect(connectionsState.namespaces.eip155?.current).toBe('b')
    expect(ids()).toEqual(['b', 'a'])
  })

  it('reconnect is connected if any wallet resumes, else disconnected with no connections', async () => {
    await connectWallet(connector('a'))
    await connectWallet(connector('b'))
    adapter.reconnect = async ({ connectorId }) =>
      connectorId === 'a' ? { address: '0xa', chainId: 1, accounts: ['0xa'] } : undefined
    await reconnect()
    expect(ids()).toEqual(['a'])
    expect(account().address).toBe('0xa')
    adapter.reconnect = async () => undefined
    await reconnect()
    expect(ids()).toEqual([])
    expect(account().status).toBe('disconnected')
  })

  it('wallet events of a held, not current, wallet update that connection only', async () => {
    await connectWallet(connector('a'))
    await connectWallet(connector('b'))
    adapter.events!.accountsChanged('a', ['0xa2'])
    expect(getConnections('eip155').find((c) => c.connectorId === 'a')?.accounts).toEqual(['0xa2'])
    expect(account().address).toBe('0xb')
    adapter.events!.accountsChanged('a', [])
    expect(ids()).toEqual(['b'])
  })
})

describe('connecting a wallet that is still being resumed', () => {
  it("is refused with 'Connector unavailable while reconnecting.'", async () => {
    installMemoryStorage()
    resetState()
    const adapter = twoWallets()
    let resume: (value: undefined) => void = () => undefined
    adapter.reconnect = () => new Promise((resolve) => (resume = resolve))
    localStorage.setItem(STORAGE_KEYS.connections, JSON.stringify({ eip155: ['a'] }))
    const started = initialize({ adapters: [adapter], networks: [network(1)] })
    setConnectors('eip155', [connector('a')])
    await expect(connectWallet(connector('a'))).rejects.toThrow('Connector unavailable while reconnecting.')
    resume(undefined)
    await started
    await connectWallet(connector('a'))
    expect(account().address).toBe('0xa')
  })
})

describe('switching from the modal to a wallet that forgot the dapp', () => {
  it('shows the connecting view, which asks the wallet', async () => {
    installMemoryStorage()
    resetState()
    const adapter = twoWallets()
    await initialize({ adapters: [adapter], networks: [network(1)] })
    setConnectors('eip155', [connector('a'), connector('b')])
    await connectWallet(connector('a'))
    await connectWallet(connector('b'))
    adapter.reconnectResult = async () => undefined
    const { openModal } = await import('./modal.js')
    const { switchConnectionFromModal } = await import('./modal-flows.js')
    const { routerState } = await import('../state/router.js')
    openModal({ view: 'ProfileWallets' })
    await switchConnectionFromModal(connector('a'))
    expect(routerState.view).toBe('ConnectingExternal')
    expect(routerState.data?.connector?.id).toBe('a')
    expect(adapter.calls.filter((c) => c === 'connect:a')).toHaveLength(1) // only the first login
  })
})

describe('a wallet that never answers the resume', () => {
  it('does not hold up the others; it stays remembered but is not held', async () => {
    vi.useFakeTimers()
    installMemoryStorage()
    resetState()
    localStorage.setItem(STORAGE_KEYS.connections, JSON.stringify({ eip155: ['slow', 'a'] }))
    const adapter = twoWallets()
    adapter.reconnect = async ({ connectorId }) =>
      connectorId === 'slow'
        ? new Promise(() => undefined)
        : { address: `0x${connectorId}`, chainId: 1, accounts: [`0x${connectorId}`] }
    const ready = initialize({ adapters: [adapter], networks: [network(1)] })
    await vi.advanceTimersByTimeAsync(10_000)
    await ready
    vi.useRealTimers()
    expect(account()).toMatchObject({ status: 'connected', address: '0xa' })
    expect(ids()).toEqual(['a'])
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.connections)!)).toEqual({ eip155: ['slow', 'a'] })
  })
})
