import { describe, expect, it } from 'vitest'
import { connectWallet } from '../session/connect-wallet.js'
import { createTestCore } from '../test/core.js'
import { eth, usd, withAccountFeatures } from '../test/fake-account.js'
import { connector, FakeAdapter, flush, network } from '../test/fake-adapter.js'
import { chooseSendToken, setSendAmount, setSendMax, setSendReceiver } from './send-form.js'
import { sendTokens } from './send-tokens.js'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function ready() {
  const adapter = new FakeAdapter()
  const script = withAccountFeatures(adapter)
  const core = createTestCore({ adapters: [adapter], networks: [network(1)] })
  await connectWallet(core, connector('a'))
  await flush()
  chooseSendToken(core, usd())
  setSendAmount(core, '10')
  setSendReceiver(core, RECEIVER)
  return { core, adapter, script }
}

describe('sendTokens (spec §4)', () => {
  it('sends, waits for the receipt, resets the form and reads the balances again', async () => {
    const { core, adapter, script } = await ready()
    adapter.calls = []
    let loadingWhileSending = false
    script.send = async () => {
      loadingWhileSending = core.send.loading
      return '0xsent'
    }
    await expect(sendTokens(core)).resolves.toBe('0xsent')
    expect(loadingWhileSending).toBe(true)
    expect(script.sent).toEqual([expect.objectContaining({ to: RECEIVER, amount: 10_000_000n })])
    expect(core.send).toMatchObject({ amount: '', receiverAddress: '', loading: false })
    expect(core.send.token).toBeUndefined()
    // The activity will read past the API's cache: it has a new transaction.
    expect(core.activity.stale).toBe(true)
    await flush()
    expect(adapter.calls).toContain('balance')
  })

  it('a wallet that refuses, or a receipt that never comes, keeps the form and says why by code', async () => {
    const { core, script } = await ready()
    script.send = async () => {
      throw { code: 4001, message: 'User rejected the request.' }
    }
    await expect(sendTokens(core)).rejects.toMatchObject({ code: 4001 })
    expect(core.send).toMatchObject({ amount: '10', loading: false, errorCode: 4001 })
    script.send = async () => '0xslow'
    script.receipt = async () => {
      const { WaitForReceiptTimeoutError } = await import('@appkit/common')
      throw new WaitForReceiptTimeoutError()
    }
    await expect(sendTokens(core)).rejects.toThrow(
      'Timed out while waiting for the transaction to be confirmed',
    )
    expect(core.send).toMatchObject({ hash: '0xslow', errorCode: 'WAIT_FOR_RECEIPT_TIMEOUT' })
  })

  it('Max fills in the whole balance of the token', async () => {
    const { core } = await ready()
    chooseSendToken(core, eth('0.75'))
    setSendMax(core)
    expect(core.send.amount).toBe('0.75')
  })
})
