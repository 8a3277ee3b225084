import { describe, expect, it } from 'vitest'
import {
  connectionOf,
  createConnectionsState,
  getConnectionStatus,
  getConnections,
  removeConnection,
  upsertConnection,
} from './connections.js'
import { setCurrentConnection } from './set-current-connection.js'

const connection = (connectorId: string) => ({ connectorId, accounts: [`0x${connectorId}`], chainId: 1 })

describe('connectionOf', () => {
  it("keeps every field the wallet's account gives but its address (the first of its accounts)", () => {
    const social = { provider: 'google' as const, userName: 'ada' }
    const walletInfo = { name: 'Wallet' }
    expect(
      connectionOf('auth', { address: '0xa', accounts: ['0xa'], chainId: 1, walletInfo, social }),
    ).toEqual({
      connectorId: 'auth',
      accounts: ['0xa'],
      chainId: 1,
      walletInfo,
      social,
    })
  })
})

describe('connections per namespace (spec §4)', () => {
  it("say 'active' for the current one, 'connected' for another held one, else 'disconnected'", () => {
    const state = createConnectionsState()
    upsertConnection(state, 'eip155', connection('a'))
    upsertConnection(state, 'eip155', connection('b'))
    expect(getConnectionStatus(state, 'eip155', 'b')).toBe('active')
    expect(getConnectionStatus(state, 'eip155', 'a')).toBe('connected')
    expect(getConnectionStatus(state, 'eip155', 'zzz')).toBe('disconnected')
    expect(getConnectionStatus(state, 'solana', 'a')).toBe('disconnected')
  })

  it('keep the most recently used first; removing the current makes the first remaining current', () => {
    const state = createConnectionsState()
    upsertConnection(state, 'eip155', connection('a'))
    upsertConnection(state, 'eip155', connection('b'))
    upsertConnection(state, 'eip155', connection('c'), { makeCurrent: false })
    expect(getConnections(state, 'eip155').map((c) => c.connectorId)).toEqual(['c', 'b', 'a'])
    setCurrentConnection(state, 'eip155', 'a')
    expect(getConnections(state, 'eip155').map((c) => c.connectorId)).toEqual(['a', 'c', 'b'])
    removeConnection(state, 'eip155', 'a')
    expect(state.namespaces.eip155?.current).toBe('c')
  })
})
