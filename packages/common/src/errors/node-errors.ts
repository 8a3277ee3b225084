import { errorChain, readMessages } from '../internal/error-chain.js'
import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

/** A transaction a node refused, for a reason it says in words (spec §8's node errors). */
export class NodeError extends AppKitError<NodeErrorCode> {
  override name = 'NodeError'
}

export type NodeErrorCode = (typeof NODE_ERRORS)[number]['code']

/**
 * The node errors of spec §8, by the words nodes use (geth, anvil, erigon and reth agree on them).
 * Order matters: the first pattern that matches names the error (a revert's reason may say anything).
 */
export const NODE_ERRORS = [
  { code: 'EXECUTION_REVERTED', pattern: /execution reverted/i, message: 'Execution reverted.' },
  {
    code: 'NONCE_TOO_LOW',
    pattern: /nonce too low|nonce has already been used/i,
    message: 'Nonce provided for the transaction is lower than the current nonce of the account.',
  },
  {
    code: 'NONCE_TOO_HIGH',
    pattern: /nonce too high/i,
    message: 'Nonce provided for the transaction is higher than the next one expected.',
  },
  {
    code: 'INSUFFICIENT_FUNDS',
    pattern: /insufficient funds/i,
    message:
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
  },
  {
    code: 'FEE_CAP_TOO_HIGH',
    pattern: /max fee per gas higher than|fee cap (is )?(too )?high/i,
    message: 'The fee cap (`maxFeePerGas`) cannot be higher than the maximum allowed value (2^256-1).',
  },
  {
    code: 'FEE_CAP_TOO_LOW',
    pattern:
      /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated|fee cap (is )?(too )?low/i,
    message: 'The fee cap (`maxFeePerGas`) cannot be lower than the block base fee.',
  },
  {
    code: 'INTRINSIC_GAS_TOO_HIGH',
    pattern: /intrinsic gas too high|gas limit reached/i,
    message: 'The amount of gas provided for the transaction exceeds the limit allowed for the block.',
  },
  {
    code: 'INTRINSIC_GAS_TOO_LOW',
    pattern: /intrinsic gas too low/i,
    message: 'The amount of gas provided for the transaction is too low.',
  },
] as const

/** The node error an error (or one it wraps) says it is, else undefined. */
export function toNodeError(error: unknown, options?: AppKitErrorSubclassOptions): NodeError | undefined {
  for (const node of errorChain(error)) {
    for (const text of readMessages(node)) {
      const known = NODE_ERRORS.find(({ pattern }) => pattern.test(text))
      if (known)
        return new NodeError(known.message, { details: text, ...options, cause: error, code: known.code })
    }
  }
  return undefined
}
