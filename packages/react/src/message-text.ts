import { getRpcErrorMessage } from '@appkit/common'
import type { SnackMessage } from '@appkit/controllers'
import { errors, toasts } from './error-messages.js'
import { messages } from './messages.js'

/** The text of an error code, in the catalogue's language. */
export function errorText(code: string | number): string {
  const known = errors[String(code)]
  if (known) return known
  return (typeof code === 'number' ? getRpcErrorMessage(code) : undefined) ?? errors.UNKNOWN_ERROR!
}

/** The text of a toast: a key of the catalogue, or an error code. */
export function snackText(message: SnackMessage | undefined): string {
  if (!message) return ''
  if ('errorCode' in message) return errorText(message.errorCode)
  const table: Record<string, unknown> = { ...messages, ...toasts }
  const text = table[message.key]
  return typeof text === 'string' ? text : errorText('UNKNOWN_ERROR')
}
