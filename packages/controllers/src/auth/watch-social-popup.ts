import { PopupClosedError, SOCIAL_POPUP_CHECK_MS } from '@appkit/common'
import type { SocialBrowser, SocialPopup } from './social-browser.js'

export interface WatchSocialPopupParameters {
  browser: SocialBrowser
  popup: SocialPopup
  /** The secure site's origin: the only sender whose `resultUri` counts. */
  origin: string
  /** A `resultUri` from another origin: ignored, and told here (spec §6's 'Untrusted Origin'). */
  onUntrusted: (origin: string) => void
  signal?: AbortSignal
}

/**
 * Waits for the secure site to hand back the provider's answer (a message carrying `resultUri`)
 * while the popup is open. Rejects with 'Popup closed' once a check (every second, spec §9) finds
 * it closed, or with the signal's reason. The listener and the check stop on every outcome.
 */
export function watchSocialPopup({
  browser,
  popup,
  origin,
  onUntrusted,
  signal,
}: WatchSocialPopupParameters): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const stops: (() => void)[] = []
    const settle = (finish: () => void) => {
      for (const stop of stops.splice(0)) stop()
      finish()
    }
    if (signal?.aborted) return reject(signal.reason)
    stops.push(
      browser.listen(({ origin: from, data }) => {
        const resultUri = (data as { resultUri?: unknown } | null)?.resultUri
        if (typeof resultUri !== 'string') return
        if (from !== origin) return onUntrusted(from)
        settle(() => resolve(resultUri))
      }),
    )
    stops.push(
      browser.every(SOCIAL_POPUP_CHECK_MS, () => {
        if (popup.closed) settle(() => reject(new PopupClosedError()))
      }),
    )
    const abort = () => settle(() => reject(signal?.reason))
    signal?.addEventListener('abort', abort, { once: true })
    stops.push(() => signal?.removeEventListener('abort', abort))
  })
}
