import {
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit'
import { UnknownAccountError } from '../errors.js'

// Ed25519 through WebCrypto (@solana/kit): the key pair is made non-extractable from the seed for
// one operation and dropped with it.

const keyPairOf = (seed: Uint8Array) => createKeyPairFromPrivateKeyBytes(seed, false)

export async function solanaAddressOf(seed: Uint8Array): Promise<string> {
  return getAddressFromPublicKey((await keyPairOf(seed)).publicKey)
}

/** The 64-byte Ed25519 signature of `message` (Solana's signMessage: the bytes as given). */
export async function signSolanaMessage(seed: Uint8Array, message: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await signBytes((await keyPairOf(seed)).privateKey, message))
}

/** The signers a wire transaction asks for (its signature slots), in order. */
export function transactionSigners(wire: Uint8Array): string[] {
  return Object.keys(getTransactionDecoder().decode(wire).signatures)
}

/**
 * Signs a wire transaction in this wallet's slot, leaving the other signers' slots as they were.
 * A transaction that does not ask for this wallet's signature is refused (UnknownAccountError).
 */
export async function signSolanaTransaction(
  seed: Uint8Array,
  wire: Uint8Array,
): Promise<{ signed: Uint8Array; signature: Uint8Array }> {
  const keyPair = await keyPairOf(seed)
  const address = await getAddressFromPublicKey(keyPair.publicKey)
  const transaction = getTransactionDecoder().decode(wire)
  if (!(address in transaction.signatures)) {
    throw new UnknownAccountError({ details: `${address} is not a signer of the transaction` })
  }
  const signed = await partiallySignTransaction([keyPair], transaction)
  const signature = signed.signatures[address]
  if (!signature) throw new UnknownAccountError({ details: `${address} did not sign` })
  return {
    signed: new Uint8Array(getTransactionEncoder().encode(signed)),
    signature: new Uint8Array(signature),
  }
}
