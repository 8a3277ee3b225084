import { describe, expect, it } from 'vitest'
import { adoptConnection, heldConnection } from './adopt-connection.js'
import { appKitConnector } from './appkit-connector.js'
import { ALICE, BOB, emptyConfig, fakeSource } from './test/fake-source.js'

function setUp(ids = ['org.fake.wallet']) {
  const config = emptyConfig()
  const fakes = ids.map((id) => fakeSource(id))
  const connectors = fakes.map((f) => config._internal.connectors.setup(appKitConnector(f.source)))
  config._internal.connectors.setState(connectors)
  return { config, connectors }
}

describe('adoptConnection', () => {
  it('puts the connection into wagmi’s store as current and connected', () => {
    const { config, connectors } = setUp()
    adoptConnection(config, connectors[0]!, { accounts: [ALICE], chainId: 10 })
    expect(config.state.status).toBe('connected')
    expect(config.state.current).toBe(connectors[0]!.uid)
    expect(config.state.chainId).toBe(10)
    expect([...config.state.connections.values()]).toMatchObject([{ accounts: [ALICE], chainId: 10 }])
  })

  it('keeps the connections wagmi already holds beside it', () => {
    const { config, connectors } = setUp(['a', 'b'])
    adoptConnection(config, connectors[0]!, { accounts: [ALICE], chainId: 1 })
    adoptConnection(config, connectors[1]!, { accounts: [BOB], chainId: 10 })
    expect([...config.state.connections.keys()]).toEqual([connectors[0]!.uid, connectors[1]!.uid])
    expect(config.state.current).toBe(connectors[1]!.uid)
  })

  it('wagmi follows the adopted connector’s change events', () => {
    const { config, connectors } = setUp()
    adoptConnection(config, connectors[0]!, { accounts: [ALICE], chainId: 1 })
    connectors[0]!.emitter.emit('change', { chainId: 10 })
    expect(config.state.chainId).toBe(10)
  })

  it('wagmi follows the adopted connector’s disconnect event', () => {
    const { config, connectors } = setUp()
    adoptConnection(config, connectors[0]!, { accounts: [ALICE], chainId: 1 })
    connectors[0]!.emitter.emit('disconnect')
    expect(config.state).toMatchObject({ status: 'disconnected', current: null })
    expect(config.state.connections.size).toBe(0)
  })

  it('adopting twice does not double wagmi’s listeners', () => {
    const { config, connectors } = setUp()
    adoptConnection(config, connectors[0]!, { accounts: [ALICE], chainId: 1 })
    adoptConnection(config, connectors[0]!, { accounts: [ALICE], chainId: 1 })
    expect(connectors[0]!.emitter.listenerCount('change')).toBe(1)
    expect(connectors[0]!.emitter.listenerCount('disconnect')).toBe(1)
  })

  it('a connection without accounts is not adopted', () => {
    const { config, connectors } = setUp()
    adoptConnection(config, connectors[0]!, { accounts: [], chainId: 1 })
    expect(config.state).toMatchObject({ status: 'disconnected', current: null })
  })
})

describe('heldConnection', () => {
  it('finds wagmi’s connection by our connector id, and nothing for another', () => {
    const { config, connectors } = setUp()
    adoptConnection(config, connectors[0]!, { accounts: [ALICE], chainId: 1 })
    expect(heldConnection(config, 'org.fake.wallet')).toMatchObject({ accounts: [ALICE] })
    expect(heldConnection(config, 'org.other.wallet')).toBeUndefined()
  })
})
