import { describe, expect, it } from 'vitest'
import { chooseSendToken, setSendAmount } from '../send/send-form.js'
import { connectWallet } from '../session/connect-wallet.js'
import { switchNetwork } from '../session/switch-network.js'
import { createTestCore } from '../test/core.js'
import { eth, fakeApi, withAccountFeatures } from '../test/fake-account.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { fetchTokenBalances } from './fetch-token-balances.js'

describe('what was read for an account and network', () => {
  it('goes with a network switch: tokens, the retry block, and a send form filled in for it', async () => {
    const adapter = new FakeAdapter()
    withAccountFeatures(adapter)
    const core = createTestCore({ adapters: [adapter], networks: [network(1), network(10)] })
    await connectWallet(core, { connector: connector('a') })
    await fetchTokenBalances(core, { namespace: 'eip155' })
    const account = core.chains.chains.eip155!.account
    account.lastRetry = 1
    chooseSendToken(core, eth())
    setSendAmount(core, '1')
    expect(account.tokens).toHaveLength(2)
    await switchNetwork(core, { network: network(10) })
    expect(account).toMatchObject({ tokens: undefined, lastRetry: undefined, tokensLoading: false })
    expect(core.send).toMatchObject({ token: undefined, amount: '' })
  })

  it('goes with another account, name and avatar included', async () => {
    const adapter = new FakeAdapter()
    const core = createTestCore({ adapters: [adapter], networks: [network(1)], api: async () => fakeApi() })
    await connectWallet(core, { connector: connector('a') })
    const account = core.chains.chains.eip155!.account
    Object.assign(account, { profileName: 'alice.lab.id', profileImage: 'a.png' })
    adapter.accountsChanged('a', ['0xdef'])
    expect(account).toMatchObject({ address: '0xdef', profileName: undefined, profileImage: undefined })
  })
})
