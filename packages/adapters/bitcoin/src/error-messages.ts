import type { BitcoinErrorCode } from './errors.js'

/**
 * What the UI says for the adapter's own failures (the adapter hands them to the UI as its
 * `errorMessages`): every Bitcoin code has its words, or this does not compile. A refused
 * broadcast is said in general terms: the node's own reason is in the error's `reason`.
 */
export const BITCOIN_ERROR_MESSAGES: Readonly<Record<BitcoinErrorCode, string>> = {
  FEE_ESTIMATES_UNAVAILABLE: 'Fee estimates unavailable',
  BROADCAST_REJECTED: 'Transaction rejected by the network',
  AMOUNT_BELOW_DUST: 'Amount below the dust limit',
  UNSUPPORTED_ADDRESS_TYPE: 'Unsupported address type',
}
