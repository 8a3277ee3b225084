import type { AdapterAccount, SessionEventsOn } from '@appkit/controllers/adapter'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adoptConnection } from './adopt-connection.js'
import { mirrorFromCore } from './mirror-from-core.js'
import { syncConnectors } from './sync-connectors.js'
import { ALICE, BOB, emptyConfig, fakeSource, network } from './test/fake-source.js'

/** The core's session events, as far as the bridge sees them: `on`, and an emit for the test. */
function fakeSession() {
  const listeners = new Map<PropertyKey, Set<(payload: never) => void>>()
  const on: SessionEventsOn = (event, listener) => {
    if (!listeners.has(event)) listeners.set(event, new Set())
    listeners.get(event)!.add(listener as (payload: never) => void)
    return () => listeners.get(event)!.delete(listener as (payload: never) => void)
  }
  const emit = (event: PropertyKey, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload as never)
  }
  return { on, emit }
}

function setUp(options: { account?: AdapterAccount | null } = {}) {
  const config = emptyConfig()
  const wc = fakeSource('walletConnect', { account: options.account })
  const injected = fakeSource('injected')
  syncConnectors(config, [wc.source, injected.source])
  const session = fakeSession()
  const disconnecting = new Set<string>()
  const stop = mirrorFromCore({
    config,
    on: session.on,
    multiNamespace: (id) => (id === 'walletConnect' ? config.connectors.find((c) => c.id === id) : undefined),
    disconnecting,
  })
  // What the connectors were asked: the bridge reads a connection the moment it follows one.
  const asked = () => [...wc.calls, ...injected.calls]
  return { config, session, disconnecting, stop, asked }
}

const connection = (config: ReturnType<typeof emptyConfig>) => [...config.state.connections.values()][0]

afterEach(() => vi.restoreAllMocks())

describe('mirrorFromCore', () => {
  it('the core’s WalletConnect account shows in wagmi’s store', async () => {
    const { config, session } = setUp()
    session.emit('account', { namespace: 'eip155', status: 'connected', connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(config.state.status).toBe('connected'))
    expect(connection(config)).toMatchObject({
      accounts: [ALICE],
      chainId: 1,
      connector: { id: 'walletConnect' },
    })
  })

  it('an account of another namespace, or of a one-namespace connector, is not wagmi’s', () => {
    const { config, session, asked } = setUp()
    session.emit('account', { namespace: 'solana', status: 'connected', connectorId: 'walletConnect' })
    session.emit('account', { namespace: 'eip155', status: 'connected', connectorId: 'injected' })
    expect(asked()).toEqual([])
    expect(config.state).toMatchObject({ status: 'disconnected', current: null })
  })

  it('a connection that gives no account leaves wagmi disconnected, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { config, session } = setUp({ account: null })
    session.emit('account', { namespace: 'eip155', status: 'connected', connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    expect(config.state.status).toBe('disconnected')
  })

  it('switching back to a connection wagmi holds makes it wagmi’s current one, without asking the wallet', () => {
    const { config, session, asked } = setUp()
    const wc = config.connectors.find((c) => c.id === 'walletConnect')!
    const injected = config.connectors.find((c) => c.id === 'injected')!
    adoptConnection(config, wc, { accounts: [ALICE], chainId: 1 })
    adoptConnection(config, injected, { accounts: [BOB], chainId: 10 })
    expect(config.state.current).toBe(injected.uid)
    session.emit('account', { namespace: 'eip155', status: 'connected', connectorId: 'walletConnect' })
    expect(config.state.current).toBe(wc.uid)
    expect(config.state.connections.size).toBe(2)
    expect(asked()).toEqual([])
  })

  it('the connection wagmi already shows stays as it is; a one-namespace one wagmi holds is the bridge’s own to follow', () => {
    const { config, session, asked } = setUp()
    const wc = config.connectors.find((c) => c.id === 'walletConnect')!
    const injected = config.connectors.find((c) => c.id === 'injected')!
    adoptConnection(config, injected, { accounts: [BOB], chainId: 10 })
    adoptConnection(config, wc, { accounts: [ALICE], chainId: 1 })
    const state = config.state
    session.emit('account', { namespace: 'eip155', status: 'connected', connectorId: 'walletConnect' })
    expect(config.state).toBe(state)
    // The adapter's own connect and reconnect make an injected wallet current; the core's event does not.
    session.emit('account', { namespace: 'eip155', status: 'connected', connectorId: 'injected' })
    expect(config.state.current).toBe(wc.uid)
    expect(asked()).toEqual([])
  })

  it('the core’s network moves wagmi’s chain for the connection it shows', async () => {
    const { config, session } = setUp()
    session.emit('account', { namespace: 'eip155', status: 'connected', connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(config.state.status).toBe('connected'))
    session.emit('network', { namespace: 'eip155', caipNetwork: network(10), unsupported: false })
    expect(config.state.chainId).toBe(10)
    expect(connection(config)?.chainId).toBe(10)
  })

  it('the core ending the connection ends it in wagmi, marked as the core’s own', () => {
    const { config, session, disconnecting } = setUp()
    const connector = config.connectors.find((c) => c.id === 'walletConnect')!
    adoptConnection(config, connector, { accounts: [ALICE], chainId: 1 })
    const marked: boolean[] = []
    config.subscribe(
      (s) => s.status,
      () => marked.push(disconnecting.has('walletConnect')),
    )
    session.emit('disconnected', { namespace: 'eip155', connectorId: 'walletConnect', byWallet: true })
    expect(config.state).toMatchObject({ status: 'disconnected', current: null })
    expect(marked).toEqual([true])
    expect(disconnecting.size).toBe(0)
  })

  it('once stopped, follows the core no more', () => {
    const { config, session, stop, asked } = setUp()
    stop()
    session.emit('account', { namespace: 'eip155', status: 'connected', connectorId: 'walletConnect' })
    expect(asked()).toEqual([])
    expect(config.state.status).toBe('disconnected')
  })
})
