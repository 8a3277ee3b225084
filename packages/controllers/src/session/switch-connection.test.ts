import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { connector, network, walletsWithOwnAddress } from '../test/fake-adapter.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { connectWallet } from './connect-wallet.js'
import { switchConnection } from './switch-connection.js'

async function twoConnected() {
  const adapter = walletsWithOwnAddress()
  const core = createTestCore({ adapters: [adapter], networks: [network(1)] })
  await core.ready
  adapter.listConnectors(connector('a'), connector('b'))
  await connectWallet(core, { connector: connector('a') })
  await connectWallet(core, { connector: connector('b') })
  adapter.calls = []
  return { core, adapter, account: () => core.chains.chains.eip155!.account }
}

describe('switchConnection (spec §4)', () => {
  it('to a held connection the wallet still authorizes needs no prompt', async () => {
    const { core, adapter, account } = await twoConnected()
    adapter.reconnectResult = async () => ({ address: '0xa', chainId: 1, accounts: ['0xa'] })
    expect(await switchConnection(core, { namespace: 'eip155', connectorId: 'a' })).toBe('switched')
    expect(adapter.calls).toEqual(['reconnect:a'])
    expect(account().address).toBe('0xa')
    expect(core.backend.read(STORAGE_KEYS.connections)).toEqual({ eip155: ['a', 'b'] })
  })

  it('to a disconnected connection starts a fresh login', async () => {
    const { core, adapter, account } = await twoConnected()
    adapter.reconnectResult = async () => undefined // the wallet forgot the dapp
    await switchConnection(core, { namespace: 'eip155', connectorId: 'a' })
    expect(adapter.calls).toEqual(['reconnect:a', 'connect:a'])
    expect(account().address).toBe('0xa')
  })

  it("with login: false stops short of the login and says 'login'", async () => {
    const { core, adapter } = await twoConnected()
    adapter.reconnectResult = async () => undefined
    expect(await switchConnection(core, { namespace: 'eip155', connectorId: 'a', login: false })).toBe(
      'login',
    )
    expect(adapter.calls).toEqual(['reconnect:a'])
  })

  it("to a connector that does not exist fails with 'No connector found for connection'", async () => {
    const { core } = await twoConnected()
    await expect(switchConnection(core, { namespace: 'eip155', connectorId: 'nope' })).rejects.toThrow(
      'No connector found for connection',
    )
  })
})
