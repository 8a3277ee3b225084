import { describe, expect, it } from 'vitest'
import { spend, testWallet } from './bitcoin.test-helper.js'
import { esploraOutput, esploraStatus, esploraTransaction } from './esplora-format.js'
import { fundingTransaction } from './funding-transaction.js'
import { toHex } from './hex.js'

const alice = testWallet('format/alice')
const block = { height: 4, hash: 'ef'.repeat(32), time: 1_700_000_000 }

describe('Esplora’s transaction format', () => {
  it('writes a status with the block’s fields only when confirmed', () => {
    expect(esploraStatus(null)).toEqual({ confirmed: false })
    expect(esploraStatus(block)).toEqual({
      confirmed: true,
      block_height: 4,
      block_hash: block.hash,
      block_time: 1_700_000_000,
    })
  })

  it('leaves scriptpubkey_address out for a script without one', () => {
    expect(esploraOutput(Uint8Array.of(0x6a), 0n)).toEqual({
      scriptpubkey: '6a',
      scriptpubkey_type: 'op_return',
      value: 0,
    })
  })

  it('names a P2SH output and writes its 2… address', () => {
    expect(esploraOutput(alice.p2shP2wpkh.script, 7n)).toEqual({
      scriptpubkey: toHex(alice.p2shP2wpkh.script),
      scriptpubkey_type: 'p2sh',
      scriptpubkey_address: alice.p2shP2wpkh.address,
      value: 7,
    })
    expect(alice.p2shP2wpkh.address).toMatch(/^2/)
  })

  it('writes a coinbase input without prevout and witness', () => {
    const tx = fundingTransaction(4, [{ script: alice.p2wpkh.script, value: 10n }])
    const json = esploraTransaction({ txid: tx.getId(), rawHex: tx.toHex(), fee: 0n, block }, new Map())
    expect(json.vin).toEqual([
      {
        txid: '0'.repeat(64),
        vout: 0xffffffff,
        prevout: null,
        scriptsig: toHex(tx.ins[0]!.script),
        is_coinbase: true,
        sequence: 0xffffffff,
      },
    ])
  })

  it('writes null for a prevout it was not given (never guessed)', () => {
    const coin = { txid: 'ab'.repeat(32), vout: 1, value: 5000n, owner: alice, kind: 'p2tr' as const }
    const tx = spend([coin], [{ address: alice.p2wpkh.address, value: 4000n }])
    const json = esploraTransaction(
      { txid: tx.getId(), rawHex: tx.toHex(), fee: 1000n, block: null },
      new Map(),
    )
    expect(json.vin[0]).toMatchObject({ txid: coin.txid, vout: 1, prevout: null, is_coinbase: false })
    expect(json.vin[0]!.witness).toHaveLength(1)
    expect(json).toMatchObject({ fee: 1000, size: tx.byteLength(), weight: tx.weight() })
  })
})
