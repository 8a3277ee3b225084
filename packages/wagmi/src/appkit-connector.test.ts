import { connect, disconnect, getConnectorClient, reconnect, switchChain } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { appKitConnector } from './appkit-connector.js'
import { ALICE, BOB, emptyConfig, fakeProvider, fakeSource } from './test/fake-source.js'

/** A wagmi config whose one connector is made of a fake source: wagmi's actions drive it. */
function setUp(options: Parameters<typeof fakeSource>[1] = {}) {
  const config = emptyConfig()
  const fake = fakeSource('org.fake.wallet', options)
  const connector = config._internal.connectors.setup(appKitConnector(fake.source))
  config._internal.connectors.setState([connector])
  return { config, connector, ...fake }
}

const summary = (config: ReturnType<typeof emptyConfig>) => ({
  status: config.state.status,
  chainId: config.state.chainId,
  current: config.state.current,
  connections: [...config.state.connections.values()].map((c) => ({
    id: c.connector.id,
    accounts: c.accounts,
    chainId: c.chainId,
  })),
})

describe('appKitConnector', () => {
  it('carries our connector’s id, name, type and image id', () => {
    const { connector } = setUp()
    expect(connector).toMatchObject({
      id: 'org.fake.wallet',
      name: 'Wallet org.fake.wallet',
      type: 'ANNOUNCED',
      imageId: 'image-org.fake.wallet',
    })
  })

  it('wagmi’s connect asks our source and shows its account, checksummed', async () => {
    const { config, connector, calls } = setUp({
      account: { address: ALICE.toLowerCase(), accounts: [ALICE.toLowerCase()], chainId: 10 },
    })
    await connect(config, { connector })
    expect(calls).toEqual(['connect'])
    expect(summary(config)).toEqual({
      status: 'connected',
      chainId: 10,
      current: connector.uid,
      connections: [{ id: 'org.fake.wallet', accounts: [ALICE], chainId: 10 }],
    })
  })

  it('a source that allows no account fails wagmi’s connect with AccountNotFoundError', async () => {
    const { config, connector } = setUp({ account: null })
    await expect(connect(config, { connector })).rejects.toMatchObject({ name: 'AccountNotFoundError' })
    expect(summary(config)).toMatchObject({ status: 'disconnected', connections: [] })
  })

  it('connecting on another chain switches the wallet there through our source', async () => {
    const { config, connector, calls } = setUp()
    await connect(config, { connector, chainId: 10 })
    expect(calls).toEqual(['connect', 'switch 10'])
    expect(summary(config)).toMatchObject({ chainId: 10, connections: [{ chainId: 10 }] })
  })

  it('the wallet’s accountsChanged reaches wagmi’s connection', async () => {
    const { config, connector, wallet } = setUp()
    await connect(config, { connector })
    wallet.emit('accountsChanged', [BOB.toLowerCase(), ALICE])
    expect(summary(config).connections).toEqual([
      { id: 'org.fake.wallet', accounts: [BOB, ALICE], chainId: 1 },
    ])
  })

  it('the wallet’s chainChanged moves wagmi’s chain', async () => {
    const { config, connector, wallet } = setUp()
    await connect(config, { connector })
    wallet.emit('chainChanged', '0xa')
    expect(summary(config)).toMatchObject({ chainId: 10, connections: [{ chainId: 10 }] })
  })

  it('a wallet that drops every account disconnects wagmi and is no longer listened to', async () => {
    const { config, connector, wallet } = setUp()
    await connect(config, { connector })
    wallet.emit('accountsChanged', [])
    expect(summary(config)).toMatchObject({ status: 'disconnected', current: null, connections: [] })
    expect(wallet.listening('accountsChanged')).toBe(0)
  })

  it('wagmi’s switchChain goes through our source and moves wagmi’s chain', async () => {
    const { config, connector, calls } = setUp()
    await connect(config, { connector })
    await switchChain(config, { chainId: 10, connector })
    expect(calls).toContain('switch 10')
    expect(summary(config)).toMatchObject({ chainId: 10, connections: [{ chainId: 10 }] })
  })

  it('switching to a chain the dapp lacks fails and leaves the wallet where it is', async () => {
    const { config, connector, calls } = setUp()
    await connect(config, { connector })
    await expect(connector.switchChain!({ chainId: 5 })).rejects.toMatchObject({
      name: 'ChainNotConfiguredError',
    })
    expect(calls).toEqual(['connect'])
    expect(summary(config).chainId).toBe(1)
  })

  it('wagmi’s disconnect stops listening and tells our source', async () => {
    const { config, connector, wallet, calls } = setUp()
    await connect(config, { connector })
    await disconnect(config, { connector })
    expect(calls).toEqual(['connect', 'disconnect'])
    expect(summary(config)).toMatchObject({ status: 'disconnected', connections: [] })
    expect(wallet.listening('chainChanged')).toBe(0)
  })

  it('wagmi’s clients reach the wallet our source names', async () => {
    const { config, connector, wallet } = setUp()
    await connect(config, { connector })
    wallet.state.chainId = 1
    const client = await getConnectorClient(config, { connector })
    expect(client.account.address).toBe(ALICE)
    expect(await client.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it('wagmi’s reconnect resumes a connection our source holds', async () => {
    const { config, calls } = setUp({ held: () => true })
    await reconnect(config)
    expect(calls).toEqual(['reconnect'])
    expect(summary(config)).toMatchObject({ status: 'connected', connections: [{ accounts: [ALICE] }] })
  })

  it('wagmi’s reconnect leaves alone a wallet our source does not hold', async () => {
    const { config, calls } = setUp({ held: () => false })
    await reconnect(config)
    expect(calls).toEqual([])
    expect(summary(config)).toMatchObject({ status: 'disconnected', connections: [] })
  })

  it('without a wallet, getProvider is ProviderNotFoundError', async () => {
    const { connector, source } = setUp({ wallet: fakeProvider() })
    source.provider = () => undefined
    await expect(connector.getProvider()).rejects.toMatchObject({ name: 'ProviderNotFoundError' })
  })
})
