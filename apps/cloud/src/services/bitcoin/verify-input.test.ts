import { BITCOIN_TEST_ACCOUNTS } from '@appkit/testing'
import { networks, Psbt, payments, script, Transaction } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { describe, expect, it } from 'vitest'
import { type Coin, spend, testWallet } from './bitcoin.test-helper.js'
import { ecc } from './ecc.js'
import { fundingTransaction } from './funding-transaction.js'
import { fromHex, toHex } from './hex.js'
import { TransactionRejectedError } from './tx-rejection.js'
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

describe('verifyInput (P2SH-P2WPKH)', () => {
  const regtest = networks.regtest
  // The lab's test wallet key: its nested address is the one the dapp's adapter will spend from.
  const signer = ECPairFactory(ecc).fromPrivateKey(fromHex(BITCOIN_TEST_ACCOUNTS[0].privateKey)!, {
    network: regtest,
  })
  const nested = payments.p2sh({ redeem: payments.p2wpkh({ pubkey: signer.publicKey, network: regtest }) })
  const redeem = nested.redeem!.output!
  const nestedSpent = [{ script: nested.output!, value: 50_000n }]

  /** What the wallet broadcasts: a PSBT input with witnessUtxo and redeemScript, signed and finalized. */
  function signedByPsbt(input: Parameters<Psbt['addInput']>[0]): Transaction {
    const psbt = new Psbt({ network: regtest })
    psbt.addInput(input)
    psbt.addOutput({ address: alice.p2tr.address, value: 49_000n })
    psbt.signInput(0, signer)
    psbt.finalizeAllInputs()
    return psbt.extractTransaction()
  }

  const nestedSpend = (signedValue = nestedSpent[0]!.value) =>
    signedByPsbt({
      hash: coin.txid,
      index: 0,
      witnessUtxo: { script: nested.output!, value: signedValue },
      redeemScript: redeem,
    })

  function withInput(scriptSig: Uint8Array, witness = nestedSpend().ins[0]!.witness): Transaction {
    const tx = nestedSpend()
    tx.setInputScript(0, scriptSig)
    tx.setWitness(0, witness)
    return tx
  }

  function refusal(tx: Transaction, spent = nestedSpent): string {
    try {
      verifyInput(tx, 0, spent)
    } catch (error) {
      if (error instanceof TransactionRejectedError) return error.message
      throw error
    }
    throw new Error('not refused')
  }

  it('passes a wallet’s spend: the redeem script pushed in the scriptSig, signature and key in the witness', () => {
    const tx = nestedSpend()
    expect(toHex(tx.ins[0]!.script)).toBe(`16${toHex(redeem)}`)
    expect(tx.ins[0]!.witness).toHaveLength(2)
    expect(() => verifyInput(tx, 0, nestedSpent)).not.toThrow()
  })

  it('refuses a missing or unparsable scriptSig as Bitcoin Core’s policy does: no redeem script', () => {
    expect(refusal(withInput(new Uint8Array(0)))).toBe(
      'bad-txns-nonstandard-inputs (input 0: a P2SH spend needs its redeem script in the scriptSig, which is empty)',
    )
    expect(refusal(withInput(Uint8Array.of(0x16, 0x00)))).toBe(
      'bad-txns-nonstandard-inputs (input 0: the scriptSig is not a valid script (a push runs past its end))',
    )
  })

  it('refuses a scriptSig that is more than the single push of the redeem script', () => {
    const onePush =
      'mandatory-script-verify-flag-failed (input 0: a P2SH-P2WPKH scriptSig is exactly one push of the redeem script)'
    expect(refusal(withInput(script.compile([Uint8Array.of(1, 2), redeem])))).toBe(onePush)
    // The same bytes pushed with OP_PUSHDATA1: one push, but not the one encoding BIP-141 allows.
    expect(refusal(withInput(Uint8Array.of(script.OPS.OP_PUSHDATA1, 22, ...redeem)))).toBe(onePush)
    expect(refusal(withInput(script.compile([redeem, script.OPS.OP_NOP])))).toBe(
      'mandatory-script-verify-flag-failed (input 0: a P2SH scriptSig may only push data)',
    )
  })

  it('refuses a redeem script the output does not hash to, and a key the redeem script does not pay', () => {
    expect(refusal(withInput(script.compile([alice.p2wpkh.script])))).toBe(
      'mandatory-script-verify-flag-failed (input 0: the redeem script is not the one the P2SH output pays to (its HASH160 differs))',
    )
    const [signature] = nestedSpend().ins[0]!.witness
    expect(refusal(withInput(script.compile([redeem]), [signature!, alice.key.publicKey]))).toBe(
      'mandatory-script-verify-flag-failed (input 0: the public key is not the one the redeem script pays to)',
    )
    expect(refusal(withInput(script.compile([redeem]), [signature!]))).toBe(
      'mandatory-script-verify-flag-failed (input 0: a P2SH-P2WPKH spend has 2 witness items, not 1)',
    )
  })

  it('commits to the amount: a signature over another amount fails', () => {
    expect(refusal(nestedSpend(50_001n))).toBe(
      'mandatory-script-verify-flag-failed (input 0: the ECDSA signature does not match this transaction, the key and the amount)',
    )
  })

  it('refuses a valid spend of a P2SH output wrapping anything but P2WPKH as non-standard', () => {
    const multisig = payments.p2ms({ m: 1, pubkeys: [signer.publicKey] })
    const wrappedWsh = payments.p2sh({ redeem: payments.p2wsh({ redeem: multisig }) })
    const p2shWsh = signedByPsbt({
      hash: coin.txid,
      index: 0,
      witnessUtxo: { script: wrappedWsh.output!, value: 50_000n },
      redeemScript: wrappedWsh.redeem!.output!,
      witnessScript: multisig.output!,
    })
    expect(refusal(p2shWsh, [{ script: wrappedWsh.output!, value: 50_000n }])).toBe(
      'bad-txns-nonstandard-inputs (input 0: it spends a P2SH output wrapping a v0_p2wsh redeem script; this test chain checks only P2WPKH, P2SH-P2WPKH and P2TR key-path spends)',
    )

    const wrappedMultisig = payments.p2sh({ redeem: multisig })
    const funding = fundingTransaction(1, [{ script: wrappedMultisig.output!, value: 50_000n }])
    const p2shMultisig = signedByPsbt({
      hash: funding.getId(),
      index: 0,
      nonWitnessUtxo: funding.toBuffer(),
      redeemScript: multisig.output!,
    })
    expect(refusal(p2shMultisig, [{ script: wrappedMultisig.output!, value: 50_000n }])).toBe(
      'bad-txns-nonstandard-inputs (input 0: it spends a P2SH output wrapping a custom redeem script (multisig or other); this test chain checks only P2WPKH, P2SH-P2WPKH and P2TR key-path spends)',
    )
  })
})
