import { describe, expect, it } from 'vitest'
import {
  addressSchema,
  feeEstimatesSchema,
  txidSchema,
  txStatusSchema,
  utxosSchema,
} from './esplora-schemas.js'

const TXID = 'ab'.repeat(32)

describe('the Esplora schemas', () => {
  it('take Esplora’s answers, dropping fields the adapter does not use', () => {
    const utxos = [{ txid: TXID, vout: 1, value: 5000, status: { confirmed: true, block_height: 3 } }]
    expect(utxosSchema.parse(utxos)).toEqual([
      { txid: TXID, vout: 1, value: 5000, status: { confirmed: true } },
    ])
    expect(feeEstimatesSchema.parse({ '1': 5, '144': 1.2 })).toEqual({ '1': 5, '144': 1.2 })
    expect(txStatusSchema.parse({ confirmed: false })).toEqual({ confirmed: false })
    const stats = { funded_txo_sum: 10, spent_txo_sum: 4, tx_count: 2 }
    expect(addressSchema.parse({ chain_stats: stats, mempool_stats: stats })).toMatchObject({
      chain_stats: { funded_txo_sum: 10, spent_txo_sum: 4 },
    })
    expect(txidSchema.parse(TXID)).toBe(TXID)
  })

  it.each([
    [utxosSchema, [{ txid: 'xyz', vout: 0, value: 1, status: { confirmed: true } }]],
    [utxosSchema, [{ txid: TXID, vout: -1, value: 1, status: { confirmed: true } }]],
    [utxosSchema, [{ txid: TXID, vout: 0, value: 1.5, status: { confirmed: true } }]],
    [utxosSchema, { txid: TXID }],
    [feeEstimatesSchema, { '1': -1 }],
    [feeEstimatesSchema, { '1': '5' }],
    [txStatusSchema, {}],
    [txidSchema, TXID.toUpperCase()],
  ])('refuses a malformed answer (%#)', (schema, value) => {
    expect(schema.safeParse(value).success).toBe(false)
  })
})
