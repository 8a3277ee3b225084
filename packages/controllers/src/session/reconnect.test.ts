import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { FakeWalletConnect } from '../test/fake-wallet-connect.js'
import { createMemoryBackend } from '../test/memory-storage.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { connectWallet } from './connect-wallet.js'
import { disconnectWallet } from './disconnect-wallet.js'
import { reconnect } from './reconnect.js'

const resumes = (id: string) => ({ address: `0x${id}`, chainId: 1, accounts: [`0x${id}`] })

function start(
  remembered: Record<string, string[]>,
  adapter = new FakeAdapter(),
  networks = [network(1), network(10)],
) {
  const backend = createMemoryBackend({ [STORAGE_KEYS.connections]: remembered })
  const core = createTestCore({ adapters: [adapter], networks }, backend)
  const account = () => core.chains.chains.eip155!.account
  const ids = () => core.connections.namespaces.eip155?.connections.map((c) => c.connectorId) ?? []
  return { core, adapter, account, ids }
}

describe('reconnect (spec §4)', () => {
  it('resumes the remembered connector without connecting anew', async () => {
    const adapter = new FakeAdapter()
    adapter.reconnectResult = async () => ({ address: '0xdef', chainId: 10, accounts: ['0xdef'] })
    const { core, account } = start({ eip155: ['a'] }, adapter)
    await core.ready
    expect(adapter.calls).toEqual(['reconnect:a', 'balance'])
    expect(account()).toMatchObject({ status: 'connected', address: '0xdef', caipAddress: 'eip155:10:0xdef' })
  })

  it('forgets a connector the wallet no longer authorizes', async () => {
    const { core, account } = start({ eip155: ['a'] })
    await core.ready
    expect(account().status).toBe('disconnected')
    expect(core.backend.read(STORAGE_KEYS.connections)).toEqual({ eip155: [] })
  })

  it('one run at a time', async () => {
    const adapter = new FakeAdapter()
    adapter.reconnectResult = async () => resumes('a')
    const { core } = start({ eip155: ['a'] }, adapter)
    await core.ready
    adapter.calls = []
    await Promise.all([reconnect(core), reconnect(core)])
    expect(adapter.calls.filter((c) => c.startsWith('reconnect'))).toEqual(['reconnect:a'])
  })

  it('nothing is resumed after the user disconnected', async () => {
    const { core, adapter } = start({})
    await core.ready
    await connectWallet(core, { connector: connector('a') })
    await disconnectWallet(core)
    adapter.calls = []
    await reconnect(core)
    expect(adapter.calls).toEqual([])
  })

  it('tries the most recently used first: it becomes current, the others are held', async () => {
    const adapter = new FakeAdapter()
    adapter.reconnectResult = async ({ connectorId }) => resumes(connectorId)
    const { core, ids } = start({ eip155: ['b', 'a'] }, adapter)
    await core.ready
    expect(adapter.calls.filter((c) => c.startsWith('reconnect'))).toEqual(['reconnect:b', 'reconnect:a'])
    expect(core.connections.namespaces.eip155?.current).toBe('b')
    expect(ids()).toEqual(['b', 'a'])
  })

  it('is connected if any wallet resumes, else disconnected with no connections', async () => {
    const adapter = new FakeAdapter()
    adapter.reconnectResult = async ({ connectorId }) => (connectorId === 'a' ? resumes('a') : undefined)
    const { core, account, ids } = start({ eip155: ['b', 'a'] }, adapter)
    await core.ready
    expect(ids()).toEqual(['a'])
    expect(account().address).toBe('0xa')
    adapter.reconnectResult = async () => undefined
    await reconnect(core)
    expect(ids()).toEqual([])
    expect(account().status).toBe('disconnected')
  })

  it('the wallet the user connected meanwhile stays current', async () => {
    const adapter = new FakeAdapter()
    let resume: (v: ReturnType<typeof resumes>) => void = () => undefined
    adapter.reconnectResult = () => new Promise((resolve) => (resume = resolve))
    adapter.connectResult = async () => resumes('bbb')
    const { core, account } = start({ eip155: ['a'] }, adapter)
    adapter.listConnectors(connector('a'), connector('b'))
    await connectWallet(core, { connector: connector('b') })
    resume(resumes('aaa'))
    await core.ready
    expect(core.connections.namespaces.eip155?.current).toBe('b')
    expect(account().address).toBe('0xbbb')
    expect(core.connections.namespaces.eip155?.connections.map((c) => c.connectorId).sort()).toEqual([
      'a',
      'b',
    ])
  })

  it("connecting a wallet still being resumed is refused with 'Connector unavailable while reconnecting.'", async () => {
    const adapter = new FakeAdapter()
    let resume: (value: undefined) => void = () => undefined
    adapter.reconnectResult = () => new Promise((resolve) => (resume = resolve))
    const { core, account } = start({ eip155: ['a'] }, adapter)
    await expect(connectWallet(core, { connector: connector('a') })).rejects.toThrow(
      'Connector unavailable while reconnecting.',
    )
    resume(undefined)
    await core.ready
    await connectWallet(core, { connector: connector('a') })
    expect(account().address).toBe('0xabc')
  })

  it('a wallet that never answers does not hold up the others; it stays remembered but is not held', async () => {
    vi.useFakeTimers()
    const adapter = new FakeAdapter()
    adapter.reconnectResult = ({ connectorId }) =>
      connectorId === 'slow' ? new Promise(() => undefined) : Promise.resolve(resumes(connectorId))
    const { core, account, ids } = start({ eip155: ['slow', 'a'] }, adapter)
    await vi.advanceTimersByTimeAsync(10_000)
    await core.ready
    vi.useRealTimers()
    expect(account()).toMatchObject({ status: 'connected', address: '0xa' })
    expect(ids()).toEqual(['a'])
    expect(core.backend.read(STORAGE_KEYS.connections)).toEqual({ eip155: ['slow', 'a'] })
  })

  it('asks a connector of several namespaces once for all of them', async () => {
    const walletConnect = new FakeWalletConnect(['eip155', 'solana'])
    walletConnect.resume = async () => ({
      eip155: resumes('e'),
      solana: { address: 'Sol1', chainId: 7, accounts: ['Sol1'] },
    })
    const backend = createMemoryBackend({
      [STORAGE_KEYS.connections]: { eip155: ['walletConnect'], solana: ['walletConnect'] },
    })
    const core = createTestCore(
      { adapters: [new FakeAdapter()], walletConnect, networks: [network(1), network(7, 'solana')] },
      backend,
    )
    await core.ready
    expect(walletConnect.calls.filter((c) => c === 'reconnect')).toHaveLength(1)
    expect(core.chains.chains.eip155!.account.address).toBe('0xe')
    // Solana has no adapter here: the session alone shows its account.
    expect(core.chains.chains.solana!.account).toMatchObject({ status: 'connected', address: 'Sol1' })
  })

  it('shows again who logged in to a resumed embedded wallet, as the wallet says it (a reload)', async () => {
    const walletConnect = new FakeWalletConnect(['eip155'])
    const social = { provider: 'farcaster' as const, userName: 'alice.lab' }
    walletConnect.resume = async () => ({ eip155: { ...resumes('e'), social } })
    const backend = createMemoryBackend({ [STORAGE_KEYS.connections]: { eip155: ['walletConnect'] } })
    const core = createTestCore(
      { adapters: [new FakeAdapter()], walletConnect, networks: [network(1)] },
      backend,
    )
    await core.ready
    expect(core.chains.chains.eip155!.account).toMatchObject({
      status: 'connected',
      socialProvider: 'farcaster',
      socialUserName: 'alice.lab',
    })
  })

  it('does nothing when the dapp turned reconnection off', async () => {
    const adapter = new FakeAdapter()
    const backend = createMemoryBackend({ [STORAGE_KEYS.connections]: { eip155: ['a'] } })
    const core = createTestCore(
      { adapters: [adapter], networks: [network(1)], enableReconnect: false },
      backend,
    )
    await core.ready
    expect(adapter.calls).toEqual([])
  })
})
