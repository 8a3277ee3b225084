import { describe, expect, it } from 'vitest'
import { esploraFeeEstimatesSchema, esploraTransactionSchema, esploraUtxoSchema } from './esplora-schemas.js'

const TXID = 'ab'.repeat(32)

describe('Esplora’s answers', () => {
  it('accept a real Esplora’s extra fields and nulls', () => {
    const tx = {
      txid: TXID,
      version: 2,
      locktime: 0,
      vin: [
        {
          txid: TXID,
          vout: 0,
          prevout: {
            scriptpubkey: '0014',
            scriptpubkey_asm: 'OP_0',
            scriptpubkey_type: 'v0_p2wpkh',
            value: 5,
          },
          scriptsig: '',
          scriptsig_asm: '',
          witness: ['00'],
          is_coinbase: false,
          sequence: 4294967293,
        },
      ],
      vout: [{ scriptpubkey: '6a', scriptpubkey_asm: 'OP_RETURN', scriptpubkey_type: 'op_return', value: 0 }],
      size: 100,
      weight: 400,
      fee: 5,
      status: { confirmed: false, block_height: null, block_hash: null, block_time: null },
    }
    expect(esploraTransactionSchema.parse(tx).status.confirmed).toBe(false)
    expect(esploraFeeEstimatesSchema.parse({ '1': 87.882, '1008': 1.027 })).toEqual({
      '1': 87.882,
      '1008': 1.027,
    })
  })

  it('refuse amounts that are not whole satoshis, and txids that are not hashes', () => {
    const utxo = { txid: TXID, vout: 0, value: 1, status: { confirmed: true } }
    expect(esploraUtxoSchema.safeParse(utxo).success).toBe(true)
    expect(esploraUtxoSchema.safeParse({ ...utxo, value: 0.5 }).success).toBe(false)
    expect(esploraUtxoSchema.safeParse({ ...utxo, txid: 'xyz' }).success).toBe(false)
  })
})
