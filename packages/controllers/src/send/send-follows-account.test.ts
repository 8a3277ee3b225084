import { describe, expect, it } from 'vitest'
import { connectWallet } from '../session/connect-wallet.js'
import { switchNetwork } from '../session/switch-network.js'
import { createTestCore } from '../test/core.js'
import { eth } from '../test/fake-account.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { chooseSendToken, setSendAmount } from './send-form.js'

async function filledIn() {
  const adapter = new FakeAdapter()
  const core = createTestCore({ adapters: [adapter], networks: [network(1), network(10)] })
  await connectWallet(core, { connector: connector('a') })
  chooseSendToken(core, eth())
  setSendAmount(core, '1')
  return { core, adapter }
}

describe('a send form filled in for an account', () => {
  it('is cleared when that account becomes another address', async () => {
    const { core, adapter } = await filledIn()
    adapter.accountsChanged('a', ['0xdef'])
    expect(core.send).toMatchObject({ token: undefined, amount: '' })
  })

  it('stays when the wallet announces the same account again, or another namespace changes', async () => {
    const { core, adapter } = await filledIn()
    adapter.accountsChanged('a', ['0xabc'])
    core.session.emit('network', { namespace: 'solana', caipNetwork: undefined, unsupported: false })
    expect(core.send).toMatchObject({ token: { symbol: 'ETH' }, amount: '1' })
  })

  it('is cleared on another network of its namespace', async () => {
    const { core } = await filledIn()
    await switchNetwork(core, { network: network(10) })
    expect(core.send.token).toBeUndefined()
  })
})
