import { toJsonText } from './json-text.js'
import type { LandedTransaction } from './ledger.js'
import { withContext } from './rpc-context.js'

/** A pub/sub notification frame, written by the same bigint-exact writer as the HTTP answers. */
export function notificationText(method: string, subscription: number, result: unknown): string {
  return toJsonText({ jsonrpc: '2.0', method, params: { result, subscription } })
}

/**
 * What a signature's subscriber is told once it landed. One builder for both paths (a transaction
 * landing while subscribed, and one already on chain when the subscription came) so they never drift.
 */
export function signatureNotificationText(subscription: number, landed: LandedTransaction): string {
  const result = withContext(landed.slot, { err: landed.execution.err })
  return notificationText('signatureNotification', subscription, result)
}
