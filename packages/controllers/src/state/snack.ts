import { type ErrorCode, SNACK_MS } from '@appkit/common'
import { proxy, ref } from 'valtio/vanilla'

export type SnackVariant = 'success' | 'error' | 'info' | 'loading'

/** The toasts the core itself raises; views add their own keys for what they raise. */
export type SnackKey =
  | 'connectionRejected'
  | 'switchDeclined'
  | 'actionNotAllowed'
  | 'tokenBalanceUnavailable'
  | 'failedToFetchTransactions'
  | 'transactionSent'
  | 'transactionPending'
  | 'transactionRejected'
  | 'errorSigningMessage'

/**
 * What a toast says, as a key of the UI's message catalogue or the code of an error, so the UI can
 * say it in the user's language; or the secure site's own words for a failure there (spec §8: the
 * frame's error message is shown), which that site words for itself.
 */
export type SnackMessage = { key: string } | { errorCode: ErrorCode } | { frameMessage: string }

export interface SnackState {
  open: boolean
  message?: SnackMessage
  variant: SnackVariant
}

export function createSnackState(): SnackState {
  return proxy<SnackState>({ open: false, variant: 'info' })
}

/** Shows a toast; `timers` is the owner's slot for the hide timer. */
export function showSnack(
  state: SnackState,
  timers: { snack?: ReturnType<typeof setTimeout> },
  message: SnackMessage,
  variant: SnackVariant = 'info',
): void {
  Object.assign(state, { open: true, message: ref({ ...message }), variant })
  clearTimeout(timers.snack)
  // A loading toast stays until replaced: its end is not a matter of time.
  if (variant !== 'loading') timers.snack = setTimeout(() => hideSnack(state, timers), SNACK_MS)
}

export function hideSnack(state: SnackState, timers: { snack?: ReturnType<typeof setTimeout> }): void {
  clearTimeout(timers.snack)
  state.open = false
}
