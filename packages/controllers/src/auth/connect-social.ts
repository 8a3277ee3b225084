import {
  HttpRequestError,
  OriginNotAllowedError,
  PopupBlockedError,
  type PopupClosedError,
  SocialConnectionInitError,
  type SocialProvider,
  toAppKitError,
} from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { track } from '../core/track.js'
import { type EmbeddedWallet, type EmbeddedWalletErrorType, embeddedWalletOf } from './embedded-wallet-of.js'
import { type ConnectEmbeddedWalletErrorType, connectEmbeddedWallet } from './finish-email-login.js'
import { assertPageOriginAllowed } from './page-origin.js'
import { type SocialBrowser, windowSocialBrowser } from './social-browser.js'
import { watchSocialPopup } from './watch-social-popup.js'

export interface ConnectSocialParameters {
  provider: SocialProvider
  /** Aborting it closes the popup and stops the login (a closed modal, Cancel). */
  signal?: AbortSignal
  /** The popup, the page's messages and the clock; the page's window unless a test gives its own. */
  browser?: SocialBrowser
}
export type ConnectSocialReturnType = undefined
/**
 * The browser refused the popup, the visitor closed it ('Popup closed'), the secure site gave no
 * provider address ('Failed to initiate social connection'), the page is off the project's
 * allowed origins (APKT002, or the API's 429/5xx while checking), or the login or the connection
 * failed (the secure site refused the provider's answer, the signal's reason).
 */
export type ConnectSocialErrorType =
  | PopupBlockedError
  | PopupClosedError
  | SocialConnectionInitError
  | OriginNotAllowedError
  | HttpRequestError
  | EmbeddedWalletErrorType
  | ConnectEmbeddedWalletErrorType

/** The secure site's loading page, where the popup waits for the provider's address. */
const loadingPage = (wallet: EmbeddedWallet) => `${wallet.secureSiteUrl.replace(/\/+$/, '')}/social/loading`

/**
 * Logs in with a social account (spec §2, §4): a popup opens at once (call this in the click's
 * own handler, or the browser blocks it) on the secure site, which sends it to the provider; the
 * provider's answer comes back as a message from the secure site's origin, and the embedded
 * wallet logs in with it, then connects as after an email code. Every namespace's account notes
 * the provider (`socialProvider`), as the wallet reports it on connecting. Tracked as spec §7's SOCIAL_LOGIN_* events.
 */
export async function connectSocial(
  core: SessionCore,
  { provider, signal, browser = windowSocialBrowser() }: ConnectSocialParameters,
): Promise<ConnectSocialReturnType> {
  const wallet = embeddedWalletOf(core)
  track(core, 'SOCIAL_LOGIN_STARTED', { provider })
  // Nothing awaited before this line: the popup must open in the click's task.
  const popup = browser.open(loadingPage(wallet))
  // Whatever ends the login stops what is still asked of the secure site.
  const attempt = new AbortController()
  const abort = () => attempt.abort(signal?.reason)
  signal?.addEventListener('abort', abort, { once: true })
  if (signal?.aborted) abort()
  try {
    if (!popup) throw new PopupBlockedError()
    const result = watchSocialPopup({
      browser,
      popup,
      origin: new URL(wallet.secureSiteUrl).origin,
      onUntrusted: () => track(core, 'SOCIAL_LOGIN_ERROR', { provider, message: 'Untrusted Origin' }),
      signal: attempt.signal,
    })
    // A popup closed while the address is asked for ends it at once, without waiting for the answer.
    const sent = initiate(core, wallet, provider, attempt.signal).then((uri) => popup.navigate(uri))
    sent.catch(() => undefined)
    await Promise.race([sent, result])
    const resultUri = await result
    // The popup's part is done (the secure site's callback leaves the closing to us).
    popup.close()
    track(core, 'SOCIAL_LOGIN_REQUEST_USER_DATA', { provider })
    await wallet.connectSocial({ resultUri, signal: attempt.signal })
    // An address typed earlier on Connect is not this login's: it must not be remembered as one.
    core.emailLogin.email = undefined
    core.emailLogin.action = undefined
    await connectEmbeddedWallet(core, { signal: attempt.signal })
    track(core, 'SOCIAL_LOGIN_SUCCESS', { provider })
  } catch (error) {
    track(core, 'SOCIAL_LOGIN_ERROR', { provider, message: toAppKitError(error).message })
    throw error
  } finally {
    signal?.removeEventListener('abort', abort)
    attempt.abort()
    popup?.close()
  }
}

/**
 * The provider's address, asked of the secure site while the page's origin is checked (a page the
 * project refuses fails with APKT002 at once, as email login does). The refusal stays itself; any
 * other failure is 'Failed to initiate social connection', its cause kept.
 */
async function initiate(
  core: SessionCore,
  wallet: EmbeddedWallet,
  provider: SocialProvider,
  signal: AbortSignal,
): Promise<string> {
  const asking = wallet.socialRedirectUri({ provider, signal })
  asking.catch(() => undefined)
  try {
    await assertPageOriginAllowed(core, { signal })
    const { uri } = await asking
    return uri
  } catch (error) {
    if (signal.aborted) throw signal.reason
    if (error instanceof OriginNotAllowedError || error instanceof HttpRequestError) throw error
    throw new SocialConnectionInitError({ cause: error })
  }
}
