import { InvalidEmailError, isEmailAddress } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { showAlert } from '../state/alert.js'
import { embeddedWalletOf } from './embedded-wallet-of.js'

/** Starts an email change (spec §4): a code goes to the current address first. */
export async function startEmailUpdate(core: AppKitCore, email: string): Promise<void> {
  const address = email.trim()
  if (!isEmailAddress(address)) {
    void showAlert(core.alert, 'APKTW002')
    throw new InvalidEmailError()
  }
  const { action } = await embeddedWalletOf(core).updateEmail({ email: address })
  core.emailLogin.update = { email: address, action }
}

/**
 * The code of the current step: the current address's code sends one to the new address, whose
 * code completes the change; the new address is then the account's email.
 */
export async function verifyEmailUpdateOtp(core: AppKitCore, otp: string): Promise<void> {
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
