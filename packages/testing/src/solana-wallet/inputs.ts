import {
  type Address,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import type { SolanaWalletContext } from './context.js'
import { SolanaInvalidInputError, SolanaUnauthorizedError } from './errors.js'

/**
 * Checks of what a dapp passes to a feature, made before the user is asked: a request that cannot
 * be carried out fails at once with the reason, never after an approval.
 */

/** Only the connected dapp may ask, and only for this wallet's account. */
export function requireOwnAccount(ctx: SolanaWalletContext, account: unknown): void {
  if (!ctx.authorization.isConnected()) throw new SolanaUnauthorizedError('the dapp is not connected.')
  const address =
    typeof account === 'object' && account !== null ? (account as { address?: unknown }).address : undefined
  if (address !== ctx.key.address) {
    throw new SolanaUnauthorizedError(`this wallet holds ${ctx.key.address}, not ${JSON.stringify(address)}.`)
  }
}

export function requireBytes(value: unknown, what: string): Uint8Array {
  if (!(value instanceof Uint8Array)) {
    throw new SolanaInvalidInputError(`${what} must be a Uint8Array, got ${kindOf(value)}.`)
  }
  return value
}

/**
 * A wire transaction that names `signer` among its signers. The message is decoded too: the
 * transaction decoder alone reads the signature list and accepts bytes that are no message at all.
 */
export function decodeTransaction(value: unknown, signer: Address): Transaction {
  const bytes = requireBytes(value, 'the transaction')
  let transaction: Transaction
  try {
    transaction = getTransactionDecoder().decode(bytes)
    getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new SolanaInvalidInputError(`the transaction could not be decoded (${reason}).`)
  }
  if (!(signer in transaction.signatures)) {
    throw new SolanaInvalidInputError(`the transaction does not ask for a signature from ${signer}.`)
  }
  return transaction
}

/** Sending needs every other signer's signature already there: this wallet adds only its own. */
export function requireOtherSignatures(transaction: Transaction, signer: Address): void {
  const missing = Object.entries(transaction.signatures)
    .filter(([address, signature]) => address !== signer && !signature)
    .map(([address]) => address)
  if (missing.length > 0) {
    throw new SolanaInvalidInputError(`the transaction also needs signatures from ${missing.join(', ')}.`)
  }
}

function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object') return `a ${value.constructor?.name ?? 'object'}`
  return `a ${typeof value}`
}
