import { describe, expect, it } from 'vitest'
import { fetchTokenBalances } from '../account/fetch-token-balances.js'
import { connectWallet } from '../session/connect-wallet.js'
import { createTestCore } from '../test/core.js'
import { eth, withAccountFeatures } from '../test/fake-account.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { sendBlocker } from './send-blocker.js'
import { chooseSendToken, setSendAmount, setSendReceiver } from './send-form.js'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('sendBlocker', () => {
  it('says why the form cannot be sent as it stands, and nothing once it can', async () => {
    const adapter = new FakeAdapter()
    withAccountFeatures(adapter)
    const core = createTestCore({ adapters: [adapter], networks: [network(1)] })
    await connectWallet(core, { connector: connector('a') })
    await fetchTokenBalances(core, { namespace: 'eip155' })
    chooseSendToken(core, eth())
    expect(sendBlocker(core)).toBe('SEND_DETAILS_MISSING')
    setSendAmount(core, '1')
    setSendReceiver(core, 'not-an-address')
    expect(sendBlocker(core)).toBe('INVALID_ADDRESS')
    setSendAmount(core, '1000000')
    setSendReceiver(core, RECEIVER)
    expect(sendBlocker(core)).toBe('INSUFFICIENT_BALANCE')
    setSendAmount(core, '1')
    expect(sendBlocker(core)).toBeUndefined()
  })
})
