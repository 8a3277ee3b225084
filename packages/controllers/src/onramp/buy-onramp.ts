import type { ChainNamespace } from '@appkit/common'
import { fetchTokenBalances } from '../account/fetch-token-balances.js'
import type { SessionCore } from '../core/core.js'
import { fetchBalance } from '../session/fetch-balance.js'
import type { OnrampUrlRequest } from '../types/onramp-api.js'
import { onrampApi } from './load-onramp.js'
import { onrampState } from './onramp-state.js'

/** How often the purchase is read while the provider's window is open (ours, not the spec's). */
export const ONRAMP_POLL_MS = 1000
/** The provider's window (spec §2's popup size). */
export const ONRAMP_POPUP_FEATURES = 'popup,width=600,height=800'

export const ONRAMP_POPUP_BLOCKED =
  'The browser blocked the window of the provider: allow pop-ups and try again'
export const ONRAMP_POPUP_CLOSED = 'Popup closed'
export const ONRAMP_START_FAILED = 'The provider could not start the purchase'

/** What the action needs of the browser; a test passes its own. */
export interface OnrampWindow {
  open(): { closed: boolean; opener: unknown; location: { href: string }; close(): void } | null
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const browserWindow = (): OnrampWindow => ({
  open: () => window.open('about:blank', 'appkit-onramp', ONRAMP_POPUP_FEATURES),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
})

/**
 * Opens the provider for this purchase in a popup and follows it to completed or failed; then the
 * balances and the activity are read again. The popup opens first, before anything is awaited, so
 * it counts as the click's. It is cut off from the dapp (`opener` cleared) before the provider's
 * page loads in it. Never rejects: the outcome is in the on-ramp state.
 */
export async function buyOnramp(
  core: SessionCore,
  request: OnrampUrlRequest,
  namespace: ChainNamespace,
  win: OnrampWindow = browserWindow(),
): Promise<undefined> {
  const feature = onrampState(core)
  const { state } = feature
  for (const stop of feature.stop) stop()
  const popup = win.open()
  if (!popup) {
    state.purchase = { status: 'failed', error: ONRAMP_POPUP_BLOCKED, symbol: request.purchaseCurrency }
    return undefined
  }
  popup.opener = null
  const symbol = request.purchaseCurrency
  state.purchase = { status: 'starting', symbol }
  let started: { url: string; statusUrl?: string }
  try {
    const api = await onrampApi(core)
    if (!api) throw new Error('No on-ramp API')
    started = await api.generateUrl(request)
    const protocol = new URL(started.url).protocol
    if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`Not a web page: ${started.url}`)
  } catch {
    popup.close()
    state.purchase = { status: 'failed', error: ONRAMP_START_FAILED, symbol }
    return undefined
  }
  popup.location.href = started.url
  state.purchase = { status: 'open', symbol }
  const statusUrl = started.statusUrl
  if (!statusUrl) return undefined

  let handle: unknown
  let stopped = false
  const stop = () => {
    stopped = true
    win.clearTimeout(handle)
    feature.stop.delete(stop)
  }
  feature.stop.add(stop)
  const poll = async () => {
    const api = await onrampApi(core)
    const closed = popup.closed
    try {
      const status = await api!.getPurchaseStatus(statusUrl)
      if (stopped) return
      state.purchase = {
        status: status.status,
        symbol,
        amount: status.purchaseAmount?.amount,
        txHash: status.txHash,
        error: status.error,
      }
      if (status.status === 'completed') {
        stop()
        core.activity.stale = true
        void fetchBalance(core, { namespace, force: true })
        void fetchTokenBalances(core, { namespace, force: true })
        return
      }
      if (status.status === 'failed') return stop()
      // Closed before paying: nothing will come. Once paid, the Ether is on its way regardless.
      if (closed && status.status === 'open') {
        state.purchase = { status: 'failed', error: ONRAMP_POPUP_CLOSED, symbol }
        return stop()
      }
    } catch {
      // A missed read is retried on the next tick; the provider's page has the outcome too.
    }
    if (!stopped) handle = win.setTimeout(() => void poll(), ONRAMP_POLL_MS)
  }
  handle = win.setTimeout(() => void poll(), ONRAMP_POLL_MS)
  return undefined
}

/** Stops following a purchase and forgets it (the visitor starts another). */
export function resetOnrampPurchase(core: SessionCore): void {
  const feature = onrampState(core)
  for (const stop of feature.stop) stop()
  feature.state.purchase = undefined
}
