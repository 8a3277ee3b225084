import type { SendState } from '@appkit/controllers/modal'
import { revertedBecause } from '../../error-messages.js'
import type { Snapshot } from '../../hooks/use-proxy.js'
import { type ErrorWording, errorText } from '../../message-text.js'
import { messages } from '../../messages.js'

/** What the Send view says under its form: the failure (worded by `adapters` first), or where the send is. */
export function sendStatus(
  send: Snapshot<SendState>,
  adapters: ErrorWording = [],
): { error?: string; progress?: string } {
  if (send.errorCode !== undefined) {
    const error = send.errorReason ? revertedBecause(send.errorReason) : errorText(send.errorCode, adapters)
    return { error }
  }
  if (!send.loading) return {}
  return { progress: send.hash ? messages.waitingForConfirmation : messages.confirmInWallet }
}
