/*
 * What alerts, failures and the core's toasts say to the user. Apart from `messages` because only
 * the modal shows them: they load with it, not with the page. A language gives both catalogues.
 */
import { ALERTS, type AlertCode, NODE_ERRORS } from '@appkit/common'
import type { SnackKey } from '@appkit/controllers'

/** What the spec's alerts (§8) say to the user, by code: the spec's own display messages. */
export const alerts = Object.fromEntries(
  Object.entries(ALERTS).map(([code, alert]) => [code, alert.displayMessage]),
) as Record<AlertCode, string>

/**
 * What a failure says to the user, by the code of its error (spec §8's wording). A code missing
 * here falls back to the wording of its JSON-RPC code, else to 'Unknown error'.
 */
export const errors: Record<string, string> = {
  ACCOUNT_NOT_FOUND: 'Account not found for connector',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  CHAIN_NOT_CONFIGURED: 'Chain not configured.',
  CONNECTION_REJECTED: 'Connection rejected',
  CONNECTOR_ALREADY_CONNECTED: 'Connector already connected.',
  CONNECTOR_NOT_CONNECTED: 'Connector not connected.',
  CONNECTOR_UNAVAILABLE_RECONNECTING: 'Connector unavailable while reconnecting.',
  FAILED_TO_CONNECT: 'Failed to connect',
  INTERNAL_SDK_ERROR: 'Failed to disconnect',
  MODAL_CLOSED: 'Modal closed',
  NO_CONNECTOR_FOUND: 'No connector found for connection',
  PROVIDER_NOT_FOUND: 'Provider not found',
  RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  UNKNOWN_ERROR: 'Unknown error',
  // Sending (spec §5 and §8)
  SEND_DETAILS_MISSING: 'An amount and receiver address are required',
  SEND_TOKEN_MISSING: 'A token is required',
  INVALID_ADDRESS: 'Invalid address',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  TRANSACTION_NOT_FOUND: 'Transaction not found',
  TRANSACTION_RECEIPT_NOT_FOUND: 'Transaction receipt not found',
  TRANSACTION_REVERTED: 'Transaction reverted: unknown reason',
  WAIT_FOR_RECEIPT_TIMEOUT: 'Timed out while waiting for the transaction to be confirmed',
  // Bitcoin's sends (the adapter's errors): the node's own reason goes with a refusal.
  FEE_ESTIMATES_UNAVAILABLE: 'Fee estimates unavailable',
  BROADCAST_REJECTED: 'Transaction rejected by the network',
  AMOUNT_BELOW_DUST: 'Amount below the dust limit',
  UNSUPPORTED_ADDRESS_TYPE: 'Unsupported address type',
  // The node's own refusals (spec §8), in the words the node errors carry.
  ...Object.fromEntries(NODE_ERRORS.map(({ code, message }) => [code, message])),
}

/** A reverted transaction names its reason when the chain gave one (spec §8). */
export const revertedBecause = (reason: string) => `Transaction reverted: ${reason}`

/** The toasts the core raises, by key. */
export const toasts: Record<SnackKey, string> = {
  connectionRejected: 'Connection rejected',
  switchDeclined: 'Switch declined',
  actionNotAllowed: 'Action not allowed',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToFetchTransactions: 'Failed to fetch transactions',
  transactionSent: 'Transaction sent',
  transactionPending: 'Transaction sent, waiting for a block',
  transactionRejected: 'Transaction rejected',
  errorSigningMessage: 'Error signing message',
}
