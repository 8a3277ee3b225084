import { describe, expect, it } from 'vitest'
import { fetchTokenBalances } from '../account/fetch-token-balances.js'
import { connectWallet } from '../session/connect-wallet.js'
import { createTestCore } from '../test/core.js'
import { eth, usd, withAccountFeatures } from '../test/fake-account.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { chooseSendToken, setSendAmount, setSendReceiver } from './send-form.js'
import { validateSend } from './validate-send.js'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function connected(features = true) {
  const adapter = new FakeAdapter()
  if (features) withAccountFeatures(adapter)
  const core = createTestCore({ adapters: [adapter], networks: [network(1)] })
  await connectWallet(core, { connector: connector('a') })
  await fetchTokenBalances(core, { namespace: 'eip155' })
  return core
}

describe('validateSend (spec §5)', () => {
  it('turns the form into a request: native without a token contract, a token with its own', async () => {
    const core = await connected()
    chooseSendToken(core, eth())
    setSendAmount(core, ' 1.25 ')
    setSendReceiver(core, RECEIVER)
    expect(validateSend(core)).toMatchObject({
      connectorId: 'a',
      from: '0xabc',
      to: RECEIVER,
      amount: 1_250_000_000_000_000_000n,
      token: undefined,
      caipNetwork: { caipNetworkId: 'eip155:1' },
    })
    chooseSendToken(core, usd())
    setSendAmount(core, '2.5')
    expect(validateSend(core)).toMatchObject({
      amount: 2_500_000n,
      token: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 6 },
    })
  })

  it.each([
    ['', RECEIVER],
    ['1', ''],
    ['abc', RECEIVER],
    ['0', RECEIVER],
  ])("amount %j and receiver %j: 'An amount and receiver address are required'", async (amount, receiver) => {
    const core = await connected()
    chooseSendToken(core, eth())
    setSendAmount(core, amount)
    setSendReceiver(core, receiver)
    expect(() => validateSend(core)).toThrow('An amount and receiver address are required')
  })

  it("no token: 'A token is required'; a bad address, more than held: their own errors", async () => {
    const core = await connected()
    setSendAmount(core, '1')
    setSendReceiver(core, RECEIVER)
    expect(() => validateSend(core)).toThrow('A token is required')
    chooseSendToken(core, eth('1.5'))
    setSendReceiver(core, '0x123')
    expect(() => validateSend(core)).toThrow('Invalid address')
    setSendReceiver(core, RECEIVER)
    setSendAmount(core, '1.6')
    expect(() => validateSend(core)).toThrow('Insufficient balance')
  })

  it('a token picked on another network, an amount below the smallest unit, and the native fee are refused', async () => {
    const core = await connected()
    setSendReceiver(core, RECEIVER)
    chooseSendToken(core, { ...usd(), caipNetworkId: 'eip155:10' })
    setSendAmount(core, '1')
    expect(() => validateSend(core)).toThrow('A token is required')
    chooseSendToken(core, usd())
    setSendAmount(core, '0.0000001')
    expect(() => validateSend(core)).toThrow('An amount and receiver address are required')
    chooseSendToken(core, eth())
    setSendAmount(core, '1.5')
    expect(validateSend(core).amount).toBe(1_500_000_000_000_000_000n)
    core.send.fee = { value: 1n, decimals: 18, symbol: 'ETH' }
    expect(() => validateSend(core)).toThrow('Insufficient balance')
  })

  it("a network the dapp does not support: 'Unsupported chain'", async () => {
    const core = await connected()
    chooseSendToken(core, eth())
    setSendAmount(core, '1')
    setSendReceiver(core, RECEIVER)
    core.chains.chains.eip155!.unsupported = true
    expect(() => validateSend(core)).toThrow('Unsupported chain')
  })

  it("a namespace whose adapter cannot send: 'Unsupported chain'", async () => {
    const core = await connected(false)
    expect(() => validateSend(core)).toThrow('Unsupported chain')
  })
})
