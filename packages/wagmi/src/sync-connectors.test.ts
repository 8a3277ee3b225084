import { describe, expect, it } from 'vitest'
import { adoptConnection } from './adopt-connection.js'
import { syncConnectors } from './sync-connectors.js'
import { ALICE, emptyConfig, fakeSource } from './test/fake-source.js'

const sources = (...ids: string[]) => ids.map((id) => fakeSource(id).source)
const ids = (config: ReturnType<typeof emptyConfig>) => config.connectors.map((c) => c.id)

describe('syncConnectors', () => {
  it('gives wagmi one connector per listed wallet, in the list’s order, with our ids', () => {
    const config = emptyConfig()
    syncConnectors(config, sources('a', 'b'))
    expect(ids(config)).toEqual(['a', 'b'])
  })

  it('keeps the same wagmi connector (and uid) for an id listed again', () => {
    const config = emptyConfig()
    syncConnectors(config, sources('a'))
    const first = config.connectors[0]!
    syncConnectors(config, sources('b', 'a'))
    expect(config.connectors[1]).toBe(first)
  })

  it('drops a wallet that left the list when wagmi holds no connection of it', () => {
    const config = emptyConfig()
    syncConnectors(config, sources('a', 'b'))
    syncConnectors(config, sources('b'))
    expect(ids(config)).toEqual(['b'])
  })

  it('keeps a connected wallet that left the list, after the listed ones, until it disconnects', () => {
    const config = emptyConfig()
    syncConnectors(config, sources('a', 'b'))
    adoptConnection(config, config.connectors[0]!, { accounts: [ALICE], chainId: 1 })
    syncConnectors(config, sources('b'))
    expect(ids(config)).toEqual(['b', 'a'])
    expect(config.state.status).toBe('connected')
  })
})
