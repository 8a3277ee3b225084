import { describe, expect, it, vi } from 'vitest'
import { fetchTokenBalances } from '../account/fetch-token-balances.js'
import { connectWallet } from '../session/connect-wallet.js'
import { createTestCore } from '../test/core.js'
import { eth, withAccountFeatures } from '../test/fake-account.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { estimateSendFee } from './estimate-send-fee.js'
import { chooseSendToken, setSendAmount, setSendReceiver } from './send-form.js'

describe('estimateSendFee', () => {
  it('asks the adapter once the form is a valid send; a failed estimate leaves it unknown', async () => {
    const adapter = new FakeAdapter()
    const script = withAccountFeatures(adapter)
    const core = createTestCore({ adapters: [adapter], networks: [network(1)] })
    await connectWallet(core, { connector: connector('a') })
    await fetchTokenBalances(core, { namespace: 'eip155' })
    await estimateSendFee(core)
    expect(core.send.fee).toBeUndefined()
    chooseSendToken(core, eth())
    setSendAmount(core, '1')
    setSendReceiver(core, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await estimateSendFee(core)
    expect(core.send.fee).toEqual({ value: 21_000_000_000_000n, decimals: 18, symbol: 'ETH' })
    expect(core.send.feeLoading).toBe(false)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    script.fee = async () => {
      throw new Error('execution reverted')
    }
    await estimateSendFee(core)
    expect(core.send.fee).toBeUndefined()
  })
})
