import { HttpRequestError, InvalidResponseError, TransactionNotFoundError } from '@appkit/common'
import { Transaction } from 'bitcoinjs-lib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BroadcastRejectedError } from '../errors.js'
import { ALICE, regtestScript, txidOf } from '../test-utils/chain.js'
import { type FakeEsplora, startFakeEsplora } from '../test-utils/fake-esplora.js'
import { esploraClient } from './esplora-client.js'

// A raw transaction the fake can decode: one input, one output, no witness.
const RAW = (() => {
  const tx = new Transaction()
  tx.addInput(Buffer.from(txidOf('spent'), 'hex'), 0)
  tx.addOutput(regtestScript(ALICE.payment.address), 1000n)
  return tx.toHex()
})()

let esplora: FakeEsplora
beforeAll(async () => {
  esplora = await startFakeEsplora()
})
afterAll(() => esplora.close())
beforeEach(() => {
  esplora.state.utxos.clear()
  esplora.state.refuse = undefined
})

describe('esploraClient against an Esplora', () => {
  it('reads UTXOs as sats, and the balance with the mempool', async () => {
    esplora.state.utxos.set(ALICE.payment.address, [
      { txid: txidOf('a'), vout: 0, value: 7000, confirmed: true },
      { txid: txidOf('b'), vout: 1, value: 500, confirmed: false },
    ])
    const client = esploraClient(esplora.url)
    await expect(client.utxos(ALICE.payment.address)).resolves.toEqual([
      { txid: txidOf('a'), vout: 0, value: 7000n, confirmed: true },
      { txid: txidOf('b'), vout: 1, value: 500n, confirmed: false },
    ])
    await expect(client.balance(ALICE.payment.address)).resolves.toBe(7500n)
  })

  it('reads fee estimates and transaction status; an unknown transaction is TransactionNotFoundError', async () => {
    const client = esploraClient(esplora.url)
    await expect(client.feeEstimates()).resolves.toMatchObject({ '3': 3 })
    esplora.state.confirmed.set(txidOf('c'), true)
    await expect(client.txConfirmed(txidOf('c'))).resolves.toBe(true)
    await expect(client.txConfirmed(txidOf('unknown'))).rejects.toBeInstanceOf(TransactionNotFoundError)
  })

  it('broadcasts the hex and gives the txid; a refusal is BroadcastRejectedError with the node’s reason', async () => {
    const client = esploraClient(esplora.url)
    const txid = await client.broadcast(RAW)
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(esplora.state.broadcasts.at(-1)).toBe(RAW)
    esplora.state.refuse =
      'sendrawtransaction RPC error: {"code":-26,"message":"min relay fee not met, 100 < 110"}'
    await expect(client.broadcast(RAW)).rejects.toEqual(
      expect.objectContaining({
        constructor: BroadcastRejectedError,
        reason: 'min relay fee not met, 100 < 110',
      }),
    )
  })

  it('fails with a typed error for a server fault or an answer of the wrong shape', async () => {
    const failing = esploraClient('http://esplora.test', async () => new Response('boom', { status: 502 }))
    await expect(failing.utxos(ALICE.payment.address)).rejects.toBeInstanceOf(HttpRequestError)
    const odd = esploraClient('http://esplora.test', async () => new Response('[{"txid":1}]'))
    await expect(odd.utxos(ALICE.payment.address)).rejects.toBeInstanceOf(InvalidResponseError)
    const noTxid = esploraClient('http://esplora.test', async () => new Response('accepted'))
    await expect(noTxid.broadcast(RAW)).rejects.toBeInstanceOf(InvalidResponseError)
  })
})
