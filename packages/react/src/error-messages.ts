/*
 * What alerts, failures and the core's toasts say to the user. Apart from `messages` because only
 * the modal shows them: they load with it, not with the page. A language gives both catalogues.
 */
import { ALERTS, type AlertCode } from '@appkit/common'
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
}

/** The toasts the core raises, by key. */
export const toasts: Record<SnackKey, string> = {
  connectionRejected: 'Connection rejected',
  switchDeclined: 'Switch declined',
  actionNotAllowed: 'Action not allowed',
}
