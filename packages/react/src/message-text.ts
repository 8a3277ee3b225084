import { type ErrorCode, getRpcErrorMessage } from '@appkit/common'
import type { ChainAdapter } from '@appkit/controllers'
import type { SnackMessage } from '@appkit/controllers/modal'
import { errors, toasts } from './error-messages.js'
import { messages } from './messages.js'

/** The adapters whose words for their own error codes come first (the instance's adapters). */
export type ErrorWording = readonly Pick<ChainAdapter, 'errorMessages'>[]

/**
 * The text of an error code, in the catalogue's language: an adapter's words for a code it
 * declared, else the catalogue's, else a JSON-RPC code's standard wording, else 'Unknown error'.
 */
export function errorText(code: ErrorCode | string, adapters: ErrorWording = []): string {
  for (const { errorMessages } of adapters) {
    const own = errorMessages?.[code as keyof typeof errorMessages]
    if (own) return own
  }
  const known = (errors as Readonly<Partial<Record<string, string>>>)[String(code)]
  if (known) return known
  return (typeof code === 'number' ? getRpcErrorMessage(code) : undefined) ?? errors.UNKNOWN_ERROR
}

/** The text of a toast: a key of the catalogue, or an error code (worded as `errorText` does). */
export function snackText(message: SnackMessage | undefined, adapters: ErrorWording = []): string {
  if (!message) return ''
  if ('errorCode' in message) return errorText(message.errorCode, adapters)
  if ('frameMessage' in message) return message.frameMessage
  const table: Record<string, unknown> = { ...messages, ...toasts }
  const text = table[message.key]
  return typeof text === 'string' ? text : errorText('UNKNOWN_ERROR')
}
