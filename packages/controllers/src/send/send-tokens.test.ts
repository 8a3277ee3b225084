import { describe, expect, it } from 'vitest'
import { fetchTokenBalances } from '../account/fetch-token-balances.js'
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
  await connectWallet(core, { connector: connector('a') })
  await fetchTokenBalances(core, { namespace: 'eip155' })
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
    await expect(sendTokens(core)).resolves.toEqual({ hash: '0xsent', status: 'confirmed' })
    expect(loadingWhileSending).toBe(true)
    expect(script.sent).toEqual([expect.objectContaining({ to: RECEIVER, amount: 10_000_000n })])
    expect(core.send).toMatchObject({ amount: '', receiverAddress: '', loading: false })
    expect(core.send.token).toBeUndefined()
    // The activity will read past the API's cache: it has a new transaction.
    expect(core.activity.stale).toBe(true)
    await flush()
    expect(adapter.calls).toContain('balance')
  })

  it('a transaction the network holds but no block has mined yet is a pending send, not a failure', async () => {
    const { core, script } = await ready()
    script.receipt = async () => 'pending'
    await expect(sendTokens(core)).resolves.toEqual({ hash: expect.any(String), status: 'pending' })
    expect(core.send).toMatchObject({ amount: '', loading: false, errorCode: undefined })
  })

  it('a wallet that refuses keeps the form; a receipt that never comes clears it, keeping the hash', async () => {
    const { core, script } = await ready()
    script.send = async () => {
      throw { code: 4001, message: 'User rejected the request.' }
    }
    await expect(sendTokens(core)).rejects.toMatchObject({ code: 4001 })
    // The refusal is the user's own: the toast says it, the form needs no error.
    expect(core.send).toMatchObject({ amount: '10', loading: false, errorCode: undefined })
    script.send = async () => '0xslow'
    script.receipt = async () => {
      const { WaitForReceiptTimeoutError } = await import('@appkit/common')
      throw new WaitForReceiptTimeoutError()
    }
    await expect(sendTokens(core)).rejects.toThrow(
      'Timed out while waiting for the transaction to be confirmed',
    )
    // Sent but not confirmed: a filled-in form would invite sending it twice.
    expect(core.send).toMatchObject({
      hash: '0xslow',
      errorCode: 'WAIT_FOR_RECEIPT_TIMEOUT',
      amount: '',
      receiverAddress: '',
      loading: false,
    })
    expect(core.activity.stale).toBe(true)
  })

  it('Max is the whole balance of a token, and of the native coin less the fee', async () => {
    const { core } = await ready()
    await setSendMax(core)
    expect(core.send.amount).toBe('100')
    // The account holds 1.5 ETH; a transfer costs 21,000 gas at 1 gwei.
    chooseSendToken(core, eth('0.75'))
    await setSendMax(core)
    expect(core.send.amount).toBe('1.499979')
    expect(core.send.fee?.value).toBe(21_000_000_000_000n)
  })

  it('where the fee grows with what is spent, Max is what the adapter says sending everything leaves', async () => {
    const { core, script } = await ready()
    // Three coins as inputs cost more than the one a 1-unit transfer would spend.
    const fee = { value: 1_000_000_000_000_000n, decimals: 18, symbol: 'ETH' }
    script.maxSend = async () => ({ amount: 1_499_000_000_000_000_000n, fee })
    chooseSendToken(core, eth('0.75'))
    await setSendMax(core)
    expect(core.send.amount).toBe('1.499')
    expect(core.send.fee?.value).toBe(1_000_000_000_000_000n)
    expect(script.maxSendAsked).toEqual([
      { from: expect.any(String), to: RECEIVER, caipNetwork: expect.objectContaining({ id: 1 }) },
    ])

    // Not known for this account: the balance less one transfer's fee, as for any namespace.
    script.maxSend = async () => undefined
    await setSendMax(core)
    expect(core.send.amount).toBe('1.499979')
  })

  it('one send at a time', async () => {
    const { core, script } = await ready()
    let release: (hash: string) => void = () => undefined
    script.send = () => new Promise((resolve) => (release = resolve))
    const first = sendTokens(core)
    await expect(sendTokens(core)).rejects.toThrow('A send is already under way')
    release('0xone')
    await expect(first).resolves.toEqual({ hash: '0xone', status: 'confirmed' })
    expect(script.sent).toHaveLength(1)
  })
})
