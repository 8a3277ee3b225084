import { EmailThrottledError, InvalidEmailError, isEmailAddress } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { showAlert } from '../state/alert.js'
import type { EmailConnectAction } from '../types/embedded-wallet.js'
import { emailCooldownLeft, markEmailSent } from './email-cooldown.js'
import { embeddedWalletOf } from './embedded-wallet-of.js'
import { assertPageOriginAllowed } from './page-origin.js'

/**
 * Asks the embedded wallet to log in with `email` (spec §4): it answers what comes next, a code to
 * enter (VERIFY_OTP), this device to approve (VERIFY_DEVICE), or nothing (CONNECT). An invalid
 * address raises APKTW002; a code sent less than 30 s ago makes the user wait (spec §9).
 */
export async function startEmailLogin(
  core: AppKitCore,
  email: string,
  { signal, now = Date.now }: { signal?: AbortSignal; now?: () => number } = {},
): Promise<EmailConnectAction> {
  const wallet = embeddedWalletOf(core)
  const address = email.trim()
  if (!isEmailAddress(address)) {
    void showAlert(core.alert, 'APKTW002')
    throw new InvalidEmailError()
  }
  const wait = emailCooldownLeft(core, now())
  if (wait > 0) throw new EmailThrottledError(wait)
  // The origin check and the secure frame's start go side by side: a refused page fails at once.
  const attempt = new AbortController()
  const abort = () => attempt.abort(signal?.reason)
  signal?.addEventListener('abort', abort, { once: true })
  const connecting = wallet.connectEmail({ email: address, signal: attempt.signal })
  try {
    await assertPageOriginAllowed(core, { signal: attempt.signal })
  } catch (error) {
    connecting.catch(() => undefined)
    attempt.abort(error)
    throw error
  } finally {
    signal?.removeEventListener('abort', abort)
  }
  const { action } = await connecting
  // A mail went out (a code, or the device approval): the next may not follow at once.
  if (action !== 'CONNECT') markEmailSent(core, now())
  core.emailLogin.email = address
  core.emailLogin.action = action
  return action
}
