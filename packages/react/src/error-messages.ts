/*
 * What alerts, failures and the core's toasts say to the user. Apart from `messages` because only
 * the modal shows them: they load with it, not with the page. A language gives both catalogues.
 */
import {
  ALERTS,
  type AlertCode,
  type CommonErrorCode,
  type ConfigurationErrorCode,
  type EmailLoginErrorCode,
  type FrameErrorCode,
  NODE_ERRORS,
  type NodeErrorCode,
  type TransportErrorCode,
  type ValueErrorCode,
} from '@appkit/common'
import type { SnackKey } from '@appkit/controllers/modal'

/** What the spec's alerts (§8) say to the user, by code: the spec's own display messages. */
export const alerts = Object.fromEntries(
  Object.entries(ALERTS).map(([code, alert]) => [code, alert.displayMessage]),
) as Record<AlertCode, string>

/**
 * @appkit/common's codes that the UI says as 'Unknown error', on purpose: a dapp's own mistakes
 * (thrown at it, never shown), the plumbing under a failure that has its own words (the frame,
 * HTTP, parsing), and failures the views word themselves (email login). Wording one moves it out
 * of this list and into `errors`.
 */
type UnwordedCode =
  | 'APPKIT_ERROR'
  | ConfigurationErrorCode
  // Email login's own failures are worded by its views; not being logged in at all is said here.
  | Exclude<EmailLoginErrorCode, 'NOT_CONNECTED_TO_EMAIL'>
  | TransportErrorCode
  | FrameErrorCode
  | ValueErrorCode
  | 'INVALID_CONNECTION_STATUS'
  | 'RPC_URL_MISSING'
  | 'WALLETCONNECT_NOT_SET_UP'
  | 'NO_SIGN_IN_NETWORK'
  | 'SEND_IN_PROGRESS'

/** The node's own refusals (spec §8), in the words the node errors carry. */
const nodeErrors = Object.fromEntries(NODE_ERRORS.map(({ code, message }) => [code, message])) as Record<
  NodeErrorCode,
  string
>

/**
 * What a failure says to the user, by the code of its error (spec §8's wording). Every code of
 * @appkit/common has its words here or is in `UnwordedCode`, else this does not compile; an
 * adapter words the codes it declares itself (`ChainAdapter.errorMessages`). A code missing here
 * falls back to the wording of its JSON-RPC code, else to 'Unknown error'.
 */
export const errors: Readonly<Record<Exclude<CommonErrorCode, UnwordedCode>, string>> = {
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
  // Email and social login (spec §8)
  NOT_CONNECTED_TO_EMAIL: 'Not connected to email or social',
  POPUP_CLOSED: 'Popup closed',
  POPUP_BLOCKED: 'Popup blocked: allow popups for this site and try again',
  SOCIAL_CONNECTION_FAILED: 'Failed to initiate social connection',
  FARCASTER_CONNECTION_FAILED: 'Failed to connect to farcaster',
  AUTH_PROVIDER_NOT_FOUND: 'Auth provider not found',
  NAME_RESOLVE_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  // Said from the error itself: the service's reason, or which name failed.
  NAME_REGISTRATION_FAILED: 'Error registering name',
  NAME_ACCOUNT_NOT_FOUND: 'Address or auth connector not found',
  ...nodeErrors,
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
