import { accountApi } from '../account/account-api.js'
import type { AppKitCore } from '../core/core.js'
import type { SessionFailure } from '../core/session-events.js'
import { showAlert } from '../state/alert.js'
import { type SnackKey, showSnack } from '../state/snack.js'
import { modalTimers } from './modal-timers.js'
import { attachNamespaceWarning } from './namespace-warning.js'

/** The toast each quiet failure of the session gets (spec §4, §6, §8). */
const TOASTS: Record<SessionFailure, SnackKey> = {
  tokenBalances: 'tokenBalanceUnavailable',
  activity: 'failedToFetchTransactions',
  rpcCallNotAllowed: 'actionNotAllowed',
}

/** Failures of the blockchain API that also raise an alert (429 → APKT010, 5xx → APKT009). */
const FROM_THE_API: ReadonlySet<SessionFailure> = new Set(['tokenBalances', 'activity'])

/**
 * What the modal tells the visitor about the session's quiet events: a toast for a failed read or
 * a refused call, the API's alert when the API was the cause, the alert of a refusal spec §8 gives
 * one to (an invalid email, a page off the allowed origins), and warning APKTW001 on entering a
 * namespace with no wallet while another has one. The session only announces; this decides.
 */
export function attachNoticeFlows(core: AppKitCore): () => void {
  const stops = [
    core.session.on('failed', ({ what, error }) => {
      // Not through notify(): its error mapping would join the first paint for a toast that needs none.
      showSnack(core.snack, modalTimers(core), { key: TOASTS[what] }, 'error')
      if (FROM_THE_API.has(what)) void alertForApiFailure(core, error)
    }),
    core.session.on('refused', ({ code }) => void showAlert(core.alert, code)),
    attachNamespaceWarning(core),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}

async function alertForApiFailure(core: AppKitCore, error: unknown): Promise<void> {
  const api = await accountApi(core)?.catch(() => undefined)
  const code = api?.alertCodeOf(error)
  if (code) void showAlert(core.alert, code)
}
