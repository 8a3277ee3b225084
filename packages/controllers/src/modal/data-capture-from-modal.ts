import { InvalidEmailError, isEmailAddress, toAppKitError } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { showAlert } from '../state/alert.js'
import { replaceView } from '../state/router.js'

/**
 * DataCapture's address (spec §4, §5): checked here (APKTW002), then a code goes to it. Resolves
 * with the reason to show beside the field, or undefined once the code is on its way.
 */
export async function captureEmailFromModal(core: AppKitCore, email: string): Promise<string | undefined> {
  const address = email.trim()
  if (!isEmailAddress(address)) {
    void showAlert(core.alert, 'APKTW002')
    return new InvalidEmailError().message
  }
  try {
    await core.options.siwx?.requestEmailCode?.(address)
    core.siwx.captureEmail = address
    return undefined
  } catch (error) {
    return toAppKitError(error).message
  }
}

/** DataCapture's code: once the address is proven, on to the signature in the same place. */
export async function verifyCaptureCodeFromModal(
  core: AppKitCore,
  code: string,
): Promise<string | undefined> {
  try {
    await core.options.siwx?.verifyEmailCode?.(code)
    core.siwx.captureEmail = undefined
    replaceView(core.router, 'SIWXSignMessage')
    return undefined
  } catch (error) {
    return toAppKitError(error).message
  }
}

/** Back to the address field, for another address or another code. */
export function restartEmailCapture(core: AppKitCore): void {
  core.siwx.captureEmail = undefined
}
