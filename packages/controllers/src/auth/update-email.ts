import { type InvalidEmailError, NotConnectedToEmailError } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { connectorNamespaces } from '../types/connector.js'
import { type EmbeddedWalletErrorType, embeddedWalletOf } from './embedded-wallet-of.js'
import { validEmail } from './valid-email.js'

export interface StartEmailUpdateParameters {
  /** The new address. */
  email: string
}
export type StartEmailUpdateReturnType = undefined
export type StartEmailUpdateErrorType = InvalidEmailError | NotConnectedToEmailError | EmbeddedWalletErrorType

/**
 * Starts an email change (spec §4): a code goes to the current address first. Only a visitor
 * logged in with email or a social account has one to change ('Not connected to email or social').
 */
export async function startEmailUpdate(
  core: SessionCore,
  { email }: StartEmailUpdateParameters,
): Promise<StartEmailUpdateReturnType> {
  const wallet = embeddedWalletOf(core)
  const loggedIn = connectorNamespaces(wallet.connector).some(
    (namespace) => core.chains.chains[namespace]?.account.connectorId === wallet.connectorId,
  )
  if (!loggedIn) throw new NotConnectedToEmailError()
  const address = validEmail(core, email)
  const { action } = await wallet.updateEmail({ email: address })
  core.emailLogin.update = { email: address, action }
}

export interface VerifyEmailUpdateOtpParameters {
  /** The code of the current step, as typed. */
  otp: string
}
export type VerifyEmailUpdateOtpReturnType = undefined
export type VerifyEmailUpdateOtpErrorType = EmbeddedWalletErrorType

/**
 * The code of the current step: the current address's code sends one to the new address, whose
 * code completes the change; the new address is then the account's email.
 */
export async function verifyEmailUpdateOtp(
  core: SessionCore,
  { otp }: VerifyEmailUpdateOtpParameters,
): Promise<VerifyEmailUpdateOtpReturnType> {
  const { update } = core.emailLogin
  if (!update) return
  const wallet = embeddedWalletOf(core)
  if (update.action === 'VERIFY_PRIMARY_OTP') {
    await wallet.updateEmailPrimaryOtp({ otp: otp.trim() })
    core.emailLogin.update = { ...update, action: 'VERIFY_SECONDARY_OTP' }
    return
  }
  const { email } = await wallet.updateEmailSecondaryOtp({ otp: otp.trim() })
  core.emailLogin.email = email
  core.emailLogin.update = undefined
}
