import { script, Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { type Coin, spend, testWallet } from './bitcoin.test-helper.js'
import { toHex } from './hex.js'
import { verifyInput } from './verify-input.js'

const alice = testWallet('verify-input/alice')
const ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

const coin: Coin = { txid: 'bb'.repeat(32), vout: 0, value: 10_000n, owner: alice, kind: 'p2wpkh' }
const spent = [{ script: alice.p2wpkh.script, value: coin.value }]

function signed(): Transaction {
  return spend([coin], [{ address: alice.p2tr.address, value: 9_000n }])
}

function withSignature(tx: Transaction, signature: Uint8Array): Transaction {
  const copy = tx.clone()
  copy.setWitness(0, [signature, alice.key.publicKey])
  return copy
}

describe('verifyInput (P2WPKH)', () => {
  it('passes a wallet’s signature', () => {
    expect(() => verifyInput(signed(), 0, spent)).not.toThrow()
  })

  it('refuses the same signature with a high S, as Bitcoin Core’s policy does', () => {
    const tx = signed()
    const { signature, hashType } = script.signature.decode(tx.ins[0]!.witness[0]!)
    const s = BigInt(`0x${toHex(signature.subarray(32))}`)
    const highS = Buffer.from((ORDER - s).toString(16).padStart(64, '0'), 'hex')
    const malleated = script.signature.encode(
      Uint8Array.from([...signature.subarray(0, 32), ...highS]),
      hashType,
    )
    expect(() => verifyInput(withSignature(tx, malleated), 0, spent)).toThrow(
      'non-canonical signature: S value is unnecessarily high',
    )
  })

  it('refuses a signature that is not DER, and a missing public key', () => {
    const tx = signed()
    expect(() => verifyInput(withSignature(tx, Uint8Array.of(1, 2, 3, 1)), 0, spent)).toThrow(
      'not strict DER with a defined sighash type',
    )
    const bare = tx.clone()
    bare.setWitness(0, [tx.ins[0]!.witness[0]!])
    expect(() => verifyInput(bare, 0, spent)).toThrow('a P2WPKH spend has 2 witness items, not 1')
  })

  it('refuses an uncompressed public key', () => {
    const tx = signed()
    tx.setWitness(0, [tx.ins[0]!.witness[0]!, Uint8Array.of(4, ...new Uint8Array(64))])
    expect(() => verifyInput(tx, 0, spent)).toThrow('not a compressed secp256k1 point')
  })

  it('commits to the amount: the right key over another amount fails', () => {
    expect(() => verifyInput(signed(), 0, [{ ...spent[0]!, value: 10_001n }])).toThrow(
      'the ECDSA signature does not match',
    )
  })

  it('passes other sighash types of segwit v0 (they are standard)', () => {
    const tx = new Transaction()
    tx.addInput(Buffer.from(coin.txid, 'hex'), 0)
    tx.addOutput(alice.p2tr.script, 9_000n)
    const hashType = Transaction.SIGHASH_SINGLE | Transaction.SIGHASH_ANYONECANPAY
    const scriptCode = Uint8Array.from(
      Buffer.from(`76a914${toHex(alice.p2wpkh.script.subarray(2))}88ac`, 'hex'),
    )
    const hash = tx.hashForWitnessV0(0, scriptCode, coin.value, hashType)
    tx.setWitness(0, [script.signature.encode(alice.key.sign(hash), hashType), alice.key.publicKey])
    expect(() => verifyInput(tx, 0, spent)).not.toThrow()
  })
})
