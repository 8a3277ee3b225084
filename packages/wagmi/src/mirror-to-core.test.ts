import type { AdapterEvents } from '@appkit/controllers/adapter'
import type { Config } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { adoptConnection } from './adopt-connection.js'
import { mirrorToCore } from './mirror-to-core.js'
import { syncConnectors } from './sync-connectors.js'
import { ALICE, BOB, emptyConfig, fakeSource } from './test/fake-source.js'

/** What the core is told, one line per event. */
function recorder(): AdapterEvents & { seen: string[] } {
  const seen: string[] = []
  return {
    seen,
    connectorsChanged: () => undefined,
    connected: (ref, account) =>
      seen.push(`connected ${ref.connectorId} ${account.address} ${account.chainId}`),
    accountsChanged: (ref, accounts) => seen.push(`accounts ${ref.connectorId} ${accounts.join()}`),
    chainChanged: (ref, chainId) => seen.push(`chain ${ref.connectorId} ${chainId}`),
    disconnected: (ref) => seen.push(`disconnected ${ref.connectorId}`),
  }
}

function setUp(options: { multiNamespace?: string[] } = {}) {
  const config = emptyConfig()
  syncConnectors(
    config,
    ['a', 'b', 'wc'].map((id) => fakeSource(id).source),
  )
  const events = recorder()
  const calls = { connecting: new Set<string>(), disconnecting: new Set<string>() }
  const stop = mirrorToCore(config, events, calls, (id) => (options.multiNamespace ?? []).includes(id))
  const connector = (id: string) => config.connectors.find((c) => c.id === id)!
  return { config, events, calls, stop, connector }
}

const remove = (config: Config, uid: string) =>
  config.setState((s) => {
    const connections = new Map(s.connections)
    connections.delete(uid)
    return { ...s, connections, current: null, status: connections.size ? 'connected' : 'disconnected' }
  })

describe('mirrorToCore', () => {
  it('a connection that appears in wagmi’s store is told to the core as connected', () => {
    const { config, events, connector } = setUp()
    adoptConnection(config, connector('a'), { accounts: [ALICE], chainId: 10 })
    expect(events.seen).toEqual([`connected a ${ALICE} 10`])
  })

  it('a connection the core is making itself is not echoed back', () => {
    const { config, events, calls, connector } = setUp()
    calls.connecting.add('a')
    adoptConnection(config, connector('a'), { accounts: [ALICE], chainId: 1 })
    expect(events.seen).toEqual([])
  })

  it('a connector of several namespaces is not reported as connected: it connects through the core', () => {
    const { config, events, connector } = setUp({ multiNamespace: ['wc'] })
    adoptConnection(config, connector('wc'), { accounts: [ALICE], chainId: 1 })
    expect(events.seen).toEqual([])
  })

  it('the wallet’s new accounts reach the core', () => {
    const { config, events, connector } = setUp()
    adoptConnection(config, connector('a'), { accounts: [ALICE], chainId: 1 })
    connector('a').emitter.emit('change', { accounts: [BOB, ALICE] })
    expect(events.seen.at(-1)).toBe(`accounts a ${BOB},${ALICE}`)
  })

  it('the wallet’s new chain reaches the core', () => {
    const { config, events, connector } = setUp()
    adoptConnection(config, connector('a'), { accounts: [ALICE], chainId: 1 })
    connector('a').emitter.emit('change', { chainId: 10 })
    expect(events.seen.at(-1)).toBe('chain a 10')
  })

  it('a connection that leaves wagmi’s store is told to the core as disconnected', () => {
    const { config, events, connector } = setUp()
    adoptConnection(config, connector('a'), { accounts: [ALICE], chainId: 1 })
    connector('a').emitter.emit('disconnect')
    expect(config.state.status).toBe('disconnected')
    expect(events.seen.at(-1)).toBe('disconnected a')
  })

  it('a disconnection the core is making itself is not echoed back', () => {
    const { config, events, calls, connector } = setUp()
    adoptConnection(config, connector('a'), { accounts: [ALICE], chainId: 1 })
    calls.disconnecting.add('a')
    remove(config, connector('a').uid)
    expect(events.seen).toEqual([`connected a ${ALICE} 1`])
  })

  it('what wagmi’s reconnect rebuilds step by step is not news: only where it settles is', () => {
    const { config, events, connector } = setUp()
    adoptConnection(config, connector('a'), { accounts: [ALICE], chainId: 1 })
    adoptConnection(config, connector('b'), { accounts: [BOB], chainId: 1 })
    events.seen.length = 0
    // As wagmi's reconnect does: 'reconnecting', the first connection alone, then both again.
    config.setState((s) => ({ ...s, status: 'reconnecting' }))
    const a = config.state.connections.get(connector('a').uid)!
    const all = new Map(config.state.connections)
    config.setState((s) => ({ ...s, connections: new Map([[connector('a').uid, a]]) }))
    config.setState((s) => ({ ...s, connections: all }))
    config.setState((s) => ({ ...s, status: 'connected' }))
    expect(events.seen).toEqual([])
  })

  it('once stopped, tells the core nothing more', () => {
    const { config, events, stop, connector } = setUp()
    stop()
    adoptConnection(config, connector('a'), { accounts: [ALICE], chainId: 1 })
    expect(events.seen).toEqual([])
  })
})
