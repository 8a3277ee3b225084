import { type ErrorCode, toAppKitError } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { validateSend } from './validate-send.js'

/**
 * Why the form cannot be sent as it stands: the code of the spec §5 error sending would raise
 * ('An amount and receiver address are required', 'Invalid address', …), or undefined when it
 * would go. The Send view says it as the visitor types, beside the disabled button.
 */
export function sendBlocker(core: AppKitCore): ErrorCode | undefined {
  try {
    validateSend(core)
    return undefined
  } catch (error) {
    return toAppKitError(error).code
  }
}
