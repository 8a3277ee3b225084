import { describe, expect, it } from 'vitest'
import { createConnectionsState, getConnections, upsertConnection } from './connections.js'
import { setCurrentConnection } from './set-current-connection.js'

const connection = (connectorId: string) => ({ connectorId, accounts: [`0x${connectorId}`], chainId: 1 })

function held(...ids: string[]) {
  const state = createConnectionsState()
  for (const id of ids) upsertConnection(state, 'eip155', connection(id))
  return state
}

describe('setCurrentConnection', () => {
  it('makes a held connection current and the most recently used', () => {
    const state = held('a', 'b', 'c')
    setCurrentConnection(state, 'eip155', 'a')
    expect(state.namespaces.eip155?.current).toBe('a')
    expect(getConnections(state, 'eip155').map((c) => c.connectorId)).toEqual(['a', 'c', 'b'])
  })

  it('leaves the namespace as it was for a connector it does not hold', () => {
    const state = held('a', 'b')
    setCurrentConnection(state, 'eip155', 'zzz')
    expect(state.namespaces.eip155?.current).toBe('b')
    expect(getConnections(state, 'eip155').map((c) => c.connectorId)).toEqual(['b', 'a'])
  })

  it("touches only its namespace's connections", () => {
    const state = held('a')
    upsertConnection(state, 'solana', connection('s'))
    setCurrentConnection(state, 'solana', 'a')
    expect(state.namespaces.solana?.current).toBe('s')
    expect(state.namespaces.eip155?.current).toBe('a')
  })
})
