import { crypto, opcodes, script, Transaction } from 'bitcoinjs-lib'
import { compactSize, concatBytes } from './bytes.js'

// BIP-322's two virtual transactions. `to_spend` commits to the message and pays to the address's
// script from an output that cannot exist; `to_sign` spends it to OP_RETURN. Signing `to_sign` as
// a wallet signs any input proves control of the address without making anything spendable.

const TAG = new TextEncoder().encode('BIP0322-signed-message')

/** The BIP-340 tagged hash of the message bytes, as they are (no length prefix). */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  const tag = crypto.sha256(TAG)
  return crypto.sha256(concatBytes(tag, tag, message))
}

export function bip322ToSpend(message: Uint8Array, scriptPubKey: Uint8Array): Transaction {
  const tx = new Transaction()
  tx.version = 0
  tx.locktime = 0
  tx.addInput(new Uint8Array(32), 0xffffffff, 0, script.compile([opcodes.OP_0!, bip322MessageHash(message)]))
  tx.addOutput(scriptPubKey, 0n)
  return tx
}

/** `to_sign` of the "simple" form: version 0, lock time 0, sequence 0, no witness yet. */
export function bip322ToSign(toSpend: Transaction): Transaction {
  const tx = new Transaction()
  tx.version = 0
  tx.locktime = 0
  tx.addInput(toSpend.getHash(), 0, 0)
  tx.addOutput(script.compile([opcodes.OP_RETURN!]), 0n)
  return tx
}

/** A witness stack in consensus encoding: the bytes a "simple" signature is the base64 of. */
export function encodeWitness(stack: readonly Uint8Array[]): Uint8Array {
  return concatBytes(compactSize(stack.length), ...stack.flatMap((item) => [compactSize(item.length), item]))
}
