import type { ErrorCode } from '@appkit/common'
import type { SendState } from '@appkit/controllers/modal'
import { revertedBecause } from '../../error-messages.js'
import type { Snapshot } from '../../hooks/use-proxy.js'
import { type ErrorWording, errorText } from '../../message-text.js'
import { messages } from '../../messages.js'

/** What the form still lacks: asked for, not a fault of the visitor's. */
const MISSING = new Set<ErrorCode>(['SEND_DETAILS_MISSING', 'SEND_TOKEN_MISSING'])

/**
 * The one line the Send view says under its form: where a send is, the failure of the last try
 * (worded by `adapters` first), else why Send is disabled as the form stands: a name still being
 * looked up (`resolving`), something missing (a hint) or wrong (an error), in spec §5's words.
 */
export function sendStatus(
  send: Pick<Snapshot<SendState>, 'errorCode' | 'errorReason' | 'loading' | 'hash'>,
  adapters: ErrorWording = [],
  { blocker, resolving }: { blocker?: ErrorCode; resolving?: string } = {},
): { error?: string; hint?: string; progress?: string } {
  if (send.loading)
    return { progress: send.hash ? messages.waitingForConfirmation : messages.confirmInWallet }
  if (send.errorCode !== undefined) {
    const error = send.errorReason ? revertedBecause(send.errorReason) : errorText(send.errorCode, adapters)
    return { error }
  }
  if (resolving) return { hint: messages.lookingUpName(resolving) }
  if (!blocker) return {}
  return MISSING.has(blocker)
    ? { hint: errorText(blocker, adapters) }
    : { error: errorText(blocker, adapters) }
}
