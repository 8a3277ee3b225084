import { describe, expect, it } from 'vitest'
import { BITCOIN_CHAINS } from '../bitcoin-chains.js'
import { ALICE, BOB, txidOf } from '../test-utils/chain.js'
import { memoryEsplora } from '../test-utils/memory-esplora.js'
import { estimateTransferFee } from './estimate-fee.js'
import { planTransfer } from './plan-transfer.js'

describe('estimateTransferFee', () => {
  it('is the fee the send would pay, in the network’s coin', async () => {
    const { client } = memoryEsplora(
      { [ALICE.payment.address]: [{ txid: txidOf('f'), vout: 0, value: 50_000n, confirmed: true }] },
      { '3': 7 },
    )
    const request = {
      esplora: client,
      chain: BITCOIN_CHAINS.find((c) => c.name === 'regtest')!,
      from: { address: ALICE.payment.address },
      to: BOB.ordinals.address,
      amount: 10_000n,
    }
    const fee = await estimateTransferFee(request, { decimals: 8, symbol: 'BTC' })
    expect(fee).toEqual({ value: (await planTransfer(request)).selection.fee, decimals: 8, symbol: 'BTC' })
    expect(fee.value % 7n).toBe(0n)
  })

  it('prices a nested SegWit sender without its key: the redeem script is needed only to sign', async () => {
    const nested = ALICE.nestedPayment.address
    const { client } = memoryEsplora(
      { [nested]: [{ txid: txidOf('n'), vout: 0, value: 50_000n, confirmed: true }] },
      { '3': 2 },
    )
    const chain = BITCOIN_CHAINS.find((c) => c.name === 'regtest')!
    const request = {
      esplora: client,
      chain,
      from: { address: nested },
      to: BOB.payment.address,
      amount: 10_000n,
    }
    // One nested input, the payment and P2SH change: 165 vB at 2 sat/vB.
    await expect(estimateTransferFee(request, { decimals: 8, symbol: 'BTC' })).resolves.toMatchObject({
      value: 330n,
    })
  })
})
