import { crypto, opcodes, script, Transaction } from 'bitcoinjs-lib'

// BIP-322's virtual transactions (loaded with the Bitcoin verification): `to_spend` commits to the
// message and pays to the address's script from an output that cannot exist; `to_sign` spends it
// to OP_RETURN, and the signature is the witness that spends it.

const TAG = new TextEncoder().encode('BIP0322-signed-message')

/** The BIP-340 tagged hash of the message bytes, as they are (no length prefix). */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  const tag = crypto.sha256(TAG)
  const tagged = new Uint8Array(tag.length * 2 + message.length)
  tagged.set(tag, 0)
  tagged.set(tag, tag.length)
  tagged.set(message, tag.length * 2)
  return crypto.sha256(tagged)
}

/** `to_sign` of the "simple" form for `message` and the address's script, without its witness. */
export function bip322ToSign(message: Uint8Array, scriptPubKey: Uint8Array): Transaction {
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.locktime = 0
  toSpend.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    script.compile([opcodes.OP_0!, bip322MessageHash(message)]),
  )
  toSpend.addOutput(scriptPubKey, 0n)

  const toSign = new Transaction()
  toSign.version = 0
  toSign.locktime = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(script.compile([opcodes.OP_RETURN!]), 0n)
  return toSign
}
