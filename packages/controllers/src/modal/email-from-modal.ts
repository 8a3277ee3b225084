import { ModalClosedError, toAppKitError } from '@appkit/common'
import { connectEmbeddedWallet, verifyEmailOtp, waitForEmailDevice } from '../auth/finish-email-login.js'
import { startEmailLogin } from '../auth/start-email-login.js'
import { startEmailUpdate, verifyEmailUpdateOtp } from '../auth/update-email.js'
import type { AppKitCore } from '../core/core.js'
import { resetView } from '../state/router.js'
import { pushView } from '../state/view-history.js'
import { closeModalAfterFlow } from './close-modal-after-flow.js'
import { withAttempt } from './with-attempt.js'

/**
 * What the modal does around the email login's steps: each waits as long as the modal is open,
 * the login's end closes it, and a failure comes back as the message to show beside the field
 * (the user corrects the address or the code where they typed it). Undefined means it went on.
 */
export async function step(
  core: AppKitCore,
  run: (signal: AbortSignal) => Promise<void>,
): Promise<string | undefined> {
  try {
    await withAttempt(core, run)
    return undefined
  } catch (error) {
    if (error instanceof ModalClosedError) return undefined
    return toAppKitError(error).message
  }
}

/** The email typed on Connect: on to the code (or device) step, or connected at once. */
export function emailFromModal(core: AppKitCore, email: string): Promise<string | undefined> {
  return step(core, async (signal) => {
    const action = await startEmailLogin(core, { email, signal })
    if (action === 'CONNECT') {
      await connectEmbeddedWallet(core, { signal })
      closeModalAfterFlow(core)
    } else pushView(core.router, 'EmailLogin')
  })
}

/** Another code to the same address, within spec §9's cooldown. */
export function resendEmailFromModal(core: AppKitCore): Promise<string | undefined> {
  const { email } = core.emailLogin
  return step(core, async (signal) => {
    if (email) await startEmailLogin(core, { email, signal })
  })
}

/** The code from the mail: connected and closed, or the reason to show. */
export function emailOtpFromModal(core: AppKitCore, otp: string): Promise<string | undefined> {
  return step(core, async (signal) => {
    await verifyEmailOtp(core, { otp, signal })
    closeModalAfterFlow(core)
  })
}

/** Waits for the device approval; a failure returns to Connect with the reason. */
export async function emailDeviceFromModal(core: AppKitCore): Promise<string | undefined> {
  const failure = await step(core, (signal) => waitForEmailDevice(core, { signal }))
  if (failure && core.modal.open) resetView(core.router, 'Connect')
  return failure
}

/** An email change from the account: the new address, then a code for each step. */
export function emailUpdateFromModal(core: AppKitCore, email: string): Promise<string | undefined> {
  return step(core, () => startEmailUpdate(core, { email }))
}

/** A code of the email change; once both went through, back to the account. */
export function emailUpdateOtpFromModal(core: AppKitCore, otp: string): Promise<string | undefined> {
  return step(core, async () => {
    await verifyEmailUpdateOtp(core, { otp })
    if (!core.emailLogin.update) resetView(core.router, 'Account')
  })
}
