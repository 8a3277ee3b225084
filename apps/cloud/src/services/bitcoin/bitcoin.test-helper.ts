import { createHash } from 'node:crypto'
import { address, crypto, Psbt, payments, script, Transaction, toXOnly } from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'
import { ecc } from './ecc.js'
import { idToHash } from './hex.js'
import { BITCOIN_LAB_NETWORK } from './lab-chain.js'

/** Keys and transactions for the ledger's tests, built the way a wallet builds them (PSBTs, ecpair). */

const ECPair = ECPairFactory(ecc)
const network = BITCOIN_LAB_NETWORK

export interface TestWallet {
  key: ECPairInterface
  /** The Taproot key-path signer: the key tweaked by its own x-only public key (BIP-86, no scripts). */
  tapKey: ECPairInterface
  p2wpkh: { address: string; script: Uint8Array }
  /** Nested SegWit (a `2…` address): the P2WPKH script is the redeem script of a P2SH output. */
  p2shP2wpkh: { address: string; script: Uint8Array; redeemScript: Uint8Array }
  p2tr: { address: string; script: Uint8Array; internalKey: Uint8Array }
}

/** A wallet whose key is sha256(seed): the same addresses in every run. */
export function testWallet(seed: string): TestWallet {
  return walletOfKey(createHash('sha256').update(seed).digest())
}

/** The wallet of a private key, e.g. one of @appkit/testing's BITCOIN_TEST_ACCOUNTS. */
export function walletOfKey(privateKey: Uint8Array): TestWallet {
  const key = ECPair.fromPrivateKey(privateKey, { network })
  const internalKey = toXOnly(key.publicKey)
  const p2wpkh = payments.p2wpkh({ pubkey: key.publicKey, network })
  const p2sh = payments.p2sh({ redeem: p2wpkh, network })
  const p2tr = payments.p2tr({ internalPubkey: internalKey, network })
  return {
    key,
    tapKey: key.tweak(crypto.taggedHash('TapTweak', internalKey)),
    p2wpkh: { address: p2wpkh.address!, script: p2wpkh.output! },
    p2shP2wpkh: { address: p2sh.address!, script: p2sh.output!, redeemScript: p2wpkh.output! },
    p2tr: { address: p2tr.address!, script: p2tr.output!, internalKey },
  }
}

/** An output a test spends, and which wallet's which address it pays. */
export interface Coin {
  txid: string
  vout: number
  value: bigint
  owner: TestWallet
  kind: 'p2wpkh' | 'p2shP2wpkh' | 'p2tr'
}

export interface Payment {
  address: string
  value: bigint
}

/**
 * A signed, finalized transaction spending `coins` to `outputs` through a PSBT, as a wallet makes
 * it. `sighashAll` signs Taproot inputs with an explicit SIGHASH_ALL (65-byte signatures).
 */
export function spend(
  coins: readonly Coin[],
  outputs: readonly Payment[],
  options: { sighashAll?: boolean } = {},
) {
  const psbt = new Psbt({ network })
  for (const coin of coins) {
    const owned = coin.owner[coin.kind]
    psbt.addInput({
      hash: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: owned.script, value: coin.value },
      ...(coin.kind === 'p2shP2wpkh' ? { redeemScript: coin.owner.p2shP2wpkh.redeemScript } : {}),
      ...(coin.kind === 'p2tr' ? { tapInternalKey: coin.owner.p2tr.internalKey } : {}),
      ...(coin.kind === 'p2tr' && options.sighashAll ? { sighashType: Transaction.SIGHASH_ALL } : {}),
    })
  }
  for (const output of outputs) psbt.addOutput({ address: output.address, value: output.value })
  coins.forEach((coin, index) => {
    if (coin.kind !== 'p2tr') psbt.signInput(index, coin.owner.key)
    else psbt.signInput(index, coin.owner.tapKey, options.sighashAll ? [Transaction.SIGHASH_ALL] : undefined)
  })
  psbt.finalizeAllInputs()
  return psbt.extractTransaction()
}

/**
 * A transaction signed input by input without a PSBT, for what a PSBT refuses to build: an outpoint
 * spent twice, outputs above the inputs, a signature by a key that is not the output's. `signers[i]`
 * signs input i (the owner's key by default); P2WPKH and P2SH-P2WPKH inputs carry the owner's public
 * key whoever signed.
 */
export function spendByHand(
  coins: readonly Coin[],
  outputs: readonly Payment[],
  signers: readonly (TestWallet | undefined)[] = [],
): Transaction {
  const tx = new Transaction()
  tx.version = 2
  for (const coin of coins) tx.addInput(idToHash(coin.txid), coin.vout)
  for (const output of outputs) tx.addOutput(address.toOutputScript(output.address, network), output.value)
  const scripts = coins.map((coin) => coin.owner[coin.kind].script)
  const values = coins.map((coin) => coin.value)
  coins.forEach((coin, index) => {
    const signer = signers[index] ?? coin.owner
    if (coin.kind !== 'p2tr') {
      const scriptCode = payments.p2pkh({ pubkey: coin.owner.key.publicKey }).output!
      const hash = tx.hashForWitnessV0(index, scriptCode, coin.value, Transaction.SIGHASH_ALL)
      const signature = script.signature.encode(signer.key.sign(hash), Transaction.SIGHASH_ALL)
      tx.setWitness(index, [signature, coin.owner.key.publicKey])
      if (coin.kind === 'p2shP2wpkh') {
        tx.setInputScript(index, script.compile([coin.owner.p2shP2wpkh.redeemScript]))
      }
    } else {
      const hash = tx.hashForWitnessV1(index, scripts, values, Transaction.SIGHASH_DEFAULT)
      tx.setWitness(index, [signer.tapKey.signSchnorr(hash)])
    }
  })
  return tx
}
