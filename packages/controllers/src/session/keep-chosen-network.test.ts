import { ModalClosedError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { connectWallet } from './connect-wallet.js'
import { switchNetwork } from './switch-network.js'

/** What the wallet was asked, reads aside. */
const asked = (adapter: FakeAdapter) => adapter.calls.filter((call) => call !== 'balance')

/** A dapp on networks 1 and 10 whose wallet connects on 10. */
async function setup() {
  const adapter = new FakeAdapter()
  const core = createTestCore({ adapters: [adapter], networks: [network(1), network(10)] })
  await core.ready
  adapter.listConnectors(connector('a'))
  adapter.connectResult = async () => ({ address: '0xabc', chainId: 10, accounts: ['0xabc'] })
  return { core, adapter, chain: () => core.chains.chains.eip155! }
}

describe('keepChosenNetwork', () => {
  it('the network chosen before connecting is kept: the wallet that connects elsewhere is moved to it', async () => {
    const { core, adapter, chain } = await setup()
    await switchNetwork(core, { network: network(1) })
    await connectWallet(core, { connector: connector('a') })
    expect(asked(adapter)).toEqual(['connect:a', 'switch:eip155:1'])
    expect(chain().caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(chain().account.caipAddress).toBe('eip155:1:0xabc')
    expect(core.connections.namespaces.eip155?.connections[0]?.chainId).toBe(1)
  })

  it('is kept once: a later connection, with no new choice, follows its wallet', async () => {
    const { core, adapter, chain } = await setup()
    await switchNetwork(core, { network: network(1) })
    await connectWallet(core, { connector: connector('a') })
    adapter.listConnectors(connector('a'), connector('b'))
    await connectWallet(core, { connector: connector('b') })
    expect(adapter.calls.filter((call) => call.startsWith('switch:'))).toHaveLength(1)
    expect(chain().caipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it("a wallet that refuses to move stays connected on its chain, and the dapp shows the wallet's", async () => {
    const { core, adapter, chain } = await setup()
    adapter.switchNetwork = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    await switchNetwork(core, { network: network(1) })
    await connectWallet(core, { connector: connector('a') })
    expect(chain().account.status).toBe('connected')
    expect(chain().caipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it('a wallet already on the chosen network is not asked to switch', async () => {
    const { core, adapter } = await setup()
    await switchNetwork(core, { network: network(10) })
    await connectWallet(core, { connector: connector('a') })
    expect(asked(adapter)).toEqual(['connect:a'])
  })

  it('closing while the wallet is asked to move aborts the connection', async () => {
    const { core, adapter, chain } = await setup()
    adapter.switchNetwork = () => new Promise(() => undefined)
    await switchNetwork(core, { network: network(1) })
    const controller = new AbortController()
    const attempt = connectWallet(core, { connector: connector('a'), signal: controller.signal })
    await new Promise((resolve) => setTimeout(resolve, 0))
    controller.abort(new ModalClosedError())
    await expect(attempt).rejects.toThrow('Modal closed')
    expect(chain().account.status).toBe('disconnected')
  })
})
