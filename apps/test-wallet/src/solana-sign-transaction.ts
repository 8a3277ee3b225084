import {
  getBase58Decoder,
  getBase64Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  type Transaction,
} from '@solana/kit'
import { invalidParams } from './rpc-error.js'
import type { SolanaSigner } from './solana-key.js'
import { decodedParam, paramsObject } from './solana-params.js'

const METHOD = 'solana_signTransaction'

export interface SignedSolanaTransaction {
  /** This wallet's signature, base58. */
  signature: string
  /** The transaction with that signature in place, base64 (other signers' slots as they were). */
  transaction: string
}

/**
 * WalletConnect's `solana_signTransaction`: params `{ transaction: base64 }` (a wire transaction),
 * result `{ signature: base58, transaction: base64 }`. Only this wallet's signature is added; the
 * transaction must name the wallet among its signers.
 */
export async function solanaSignTransaction(
  signer: SolanaSigner,
  params: unknown,
): Promise<SignedSolanaTransaction> {
  const { transaction } = paramsObject(METHOD, params, '{ transaction: base64 }')
  const decoded = decodeTransaction(decodedParam(METHOD, 'transaction', transaction, 'base64'))
  if (!(signer.address in decoded.signatures)) {
    throw invalidParams(`${METHOD}: the transaction does not ask for a signature from ${signer.address}.`)
  }
  const signed = await partiallySignTransaction([signer.keyPair], decoded)
  const signature = signed.signatures[signer.address]!
  return {
    signature: getBase58Decoder().decode(signature),
    transaction: getBase64Decoder().decode(getTransactionEncoder().encode(signed)),
  }
}

/** The message is decoded too: the transaction decoder alone accepts bytes that hold no message. */
function decodeTransaction(bytes: Uint8Array): Transaction {
  try {
    const transaction = getTransactionDecoder().decode(bytes)
    getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    return transaction
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw invalidParams(`${METHOD}: the transaction could not be decoded (${reason}).`)
  }
}
