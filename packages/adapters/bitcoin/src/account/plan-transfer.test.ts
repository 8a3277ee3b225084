import { InsufficientBalanceError, InvalidAddressError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { BITCOIN_CHAINS } from '../bitcoin-chains.js'
import { FeeEstimatesUnavailableError, UnsupportedAddressTypeError } from '../errors.js'
import { ALICE, BOB, txidOf } from '../test-utils/chain.js'
import { memoryEsplora } from '../test-utils/memory-esplora.js'
import { planTransfer } from './plan-transfer.js'

const regtest = BITCOIN_CHAINS.find((c) => c.name === 'regtest')!
const funded = { [ALICE.payment.address]: [{ txid: txidOf('f'), vout: 0, value: 100_000n, confirmed: true }] }

describe('planTransfer', () => {
  it('builds the PSBT from the sender’s UTXOs at the estimated rate', async () => {
    const { client } = memoryEsplora(funded, { '2': 4, '3': 3 })
    const plan = await planTransfer({
      esplora: client,
      chain: regtest,
      from: { address: ALICE.payment.address },
      to: BOB.payment.address,
      amount: 20_000n,
    })
    expect(plan.selection.fee).toBe(BigInt(plan.selection.vsize * 3))
    expect(plan.psbt.txOutputs.map((o) => o.value)).toEqual([20_000n, 80_000n - plan.selection.fee])
  })

  it('refuses a recipient of another network before reading the chain (spec §5)', async () => {
    const { client } = memoryEsplora(funded)
    const request = {
      esplora: client,
      chain: regtest,
      from: { address: ALICE.payment.address },
      amount: 1_000n,
    }
    await expect(
      planTransfer({ ...request, to: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' }),
    ).rejects.toBeInstanceOf(InvalidAddressError)
  })

  it('spends a nested SegWit (P2SH-P2WPKH) sender with the redeem script its key makes, change to it', async () => {
    const nested = ALICE.nestedPayment.address
    const { client } = memoryEsplora({ [nested]: funded[ALICE.payment.address] }, { '3': 2 })
    const request = { esplora: client, chain: regtest, to: BOB.payment.address, amount: 20_000n }
    const publicKey = Uint8Array.from(Buffer.from(ALICE.payment.publicKey, 'hex'))
    const plan = await planTransfer({ ...request, from: { address: nested, publicKey } })
    expect(plan.psbt.data.inputs.map((input) => Buffer.from(input.redeemScript!).toString('hex'))).toEqual([
      ALICE.nestedPayment.redeemScript,
    ])
    expect(plan.psbt.txOutputs.map((o) => o.address)).toEqual([BOB.payment.address, nested])
    // One nested input (91 vB), a P2WPKH payment and a P2SH change output: 165 vB at 2 sat/vB.
    expect(plan.selection).toMatchObject({ vsize: 165, fee: 330n })

    // Another key's nested address, or no key at all: nothing says what the P2SH script is.
    const others = {
      ...request,
      from: { address: nested, publicKey: Uint8Array.from(Buffer.from(BOB.payment.publicKey, 'hex')) },
    }
    await expect(planTransfer(others)).rejects.toBeInstanceOf(UnsupportedAddressTypeError)
    await expect(planTransfer({ ...request, from: { address: nested } })).rejects.toMatchObject({
      code: 'UNSUPPORTED_ADDRESS_TYPE',
      details: expect.stringMatching(/spent as nested SegWit of the wallet's key/),
    })
  })

  it('spends only P2WPKH, P2SH-P2WPKH and P2TR senders', async () => {
    const { client } = memoryEsplora()
    const request = {
      esplora: client,
      chain: regtest,
      from: { address: 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn' },
      to: BOB.payment.address,
      amount: 1_000n,
    }
    await expect(planTransfer(request)).rejects.toBeInstanceOf(UnsupportedAddressTypeError)
  })

  it('fails with FeeEstimatesUnavailableError when the chain gives no rate', async () => {
    const failing = memoryEsplora(funded, async () => {
      throw new Error('503')
    })
    const empty = memoryEsplora(funded, {})
    for (const { client } of [failing, empty]) {
      const request = {
        esplora: client,
        chain: regtest,
        from: { address: ALICE.payment.address },
        to: BOB.payment.address,
        amount: 1_000n,
      }
      await expect(planTransfer(request)).rejects.toBeInstanceOf(FeeEstimatesUnavailableError)
    }
  })

  it('fails with InsufficientBalanceError when the address cannot pay amount and fee', async () => {
    const { client } = memoryEsplora(funded)
    const request = {
      esplora: client,
      chain: regtest,
      from: { address: ALICE.payment.address },
      to: BOB.payment.address,
      amount: 100_000n,
    }
    await expect(planTransfer(request)).rejects.toBeInstanceOf(InsufficientBalanceError)
  })
})
