import {
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  getBase58Decoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type LegacyCompiledTransactionMessage,
  type Transaction,
  type V0CompiledTransactionMessage,
} from '@solana/kit'
import { invalidParams } from './rpc-error.js'

/** The largest transaction a Solana node takes (PACKET_DATA_SIZE). */
export const MAX_TRANSACTION_BYTES = 1232

export type WireEncoding = 'base58' | 'base64'

/** A legacy or v0 message: the versions Solana's clusters take (v1 is not live on any). */
export type WireMessage = (LegacyCompiledTransactionMessage | V0CompiledTransactionMessage) &
  CompiledTransactionMessageWithLifetime

/** A transaction as it came over the wire, decoded once for everything that reads it. */
export interface WireTransaction {
  bytes: Uint8Array
  transaction: Transaction
  message: WireMessage
  /** The fee payer's signature: the transaction's id. */
  signature: string
  /** Every signature in the order of the signer accounts (an absent one as 64 zero bytes). */
  signatures: string[]
  version: WireMessage['version']
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
const ZERO_SIGNATURE = new Uint8Array(64)

/** Decodes a sendTransaction/simulateTransaction argument; -32602 as Solana's nodes word it. */
export function decodeWireTransaction(encoded: unknown, encoding: WireEncoding): WireTransaction {
  if (typeof encoded !== 'string') throw invalidParams('Invalid params: expected an encoded transaction')
  const maxEncoded = encoding === 'base64' ? 1644 : 1683
  if (encoded.length > maxEncoded) {
    throw invalidParams(
      `${encoding} encoded solana_transaction::versioned::VersionedTransaction too large: ${encoded.length} bytes (max: encoded/raw ${maxEncoded}/${MAX_TRANSACTION_BYTES})`,
    )
  }
  let bytes: Uint8Array
  if (encoding === 'base64') {
    if (!BASE64.test(encoded) || encoded.length % 4 !== 0)
      throw invalidParams('invalid base64 encoding: InvalidByte')
    bytes = new Uint8Array(Buffer.from(encoded, 'base64'))
  } else {
    try {
      bytes = new Uint8Array(getBase58Encoder().encode(encoded))
    } catch {
      throw invalidParams('invalid base58 encoding: InvalidCharacter')
    }
  }
  if (bytes.length > MAX_TRANSACTION_BYTES) {
    throw invalidParams(
      `decoded solana_transaction::versioned::VersionedTransaction too large: ${bytes.length} bytes (max: ${MAX_TRANSACTION_BYTES} bytes)`,
    )
  }
  return parseWireTransaction(bytes)
}

/** Decodes transaction bytes (legacy or versioned); -32602 when they are not a transaction. */
export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  let transaction: Transaction
  let message: CompiledTransactionMessage
  try {
    transaction = getTransactionDecoder().decode(bytes)
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  } catch (error) {
    throw notATransaction(error instanceof Error ? error.message : String(error))
  }
  if (message.version === 1 || !('lifetimeToken' in message) || typeof message.lifetimeToken !== 'string') {
    throw notATransaction('unsupported message version')
  }
  const base58 = getBase58Decoder()
  const signatures = Object.values(transaction.signatures).map((signature) =>
    base58.decode(signature ?? ZERO_SIGNATURE),
  )
  if (signatures.length === 0) {
    throw invalidParams('invalid transaction: Transaction failed to sanitize accounts offsets correctly')
  }
  return {
    bytes,
    transaction,
    message: message as WireMessage,
    signature: signatures[0]!,
    signatures,
    version: message.version,
  }
}

function notATransaction(reason: string) {
  return invalidParams(`failed to deserialize solana_transaction::versioned::VersionedTransaction: ${reason}`)
}
