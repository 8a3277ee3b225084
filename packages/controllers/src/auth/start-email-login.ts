import {
  EmailThrottledError,
  type HttpRequestError,
  type InvalidEmailError,
  type OriginNotAllowedError,
} from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import type { EmailConnectAction } from '../types/embedded-wallet.js'
import { emailCooldownLeft, markEmailSent } from './email-cooldown.js'
import { type EmbeddedWalletErrorType, embeddedWalletOf } from './embedded-wallet-of.js'
import { assertPageOriginAllowed } from './page-origin.js'
import { validEmail } from './valid-email.js'

export interface StartEmailLoginParameters {
  /** The address as typed (spaces around it are dropped). */
  email: string
  /** Aborting it stops the secure frame's start (a closed modal). */
  signal?: AbortSignal
  /** The clock, for spec §9's cooldown (tests give their own). */
  now?: () => number
}
/** What comes next: a code to enter, this device to approve, or nothing (connect at once). */
export type StartEmailLoginReturnType = EmailConnectAction
/**
 * An invalid address, a code asked for within the cooldown, a page off the project's allowed
 * origins or the blockchain API's 429/5xx while checking it, or the embedded wallet's failure.
 */
export type StartEmailLoginErrorType =
  | InvalidEmailError
  | EmailThrottledError
  | OriginNotAllowedError
  | HttpRequestError
  | EmbeddedWalletErrorType

/**
 * Asks the embedded wallet to log in with `email` (spec §4): it answers what comes next, a code to
 * enter (VERIFY_OTP), this device to approve (VERIFY_DEVICE), or nothing (CONNECT). An invalid
 * address is refused (APKTW002); a code sent less than 30 s ago makes the user wait (spec §9).
 */
export async function startEmailLogin(
  core: SessionCore,
  { email, signal, now = Date.now }: StartEmailLoginParameters,
): Promise<StartEmailLoginReturnType> {
  const wallet = embeddedWalletOf(core)
  const address = validEmail(core, email)
  const wait = emailCooldownLeft(core, { now: now() })
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
