import type { SiwxMessage, SiwxMessageData } from '@appkit/controllers'
import { renderSiwxMessage } from './format-message.js'
import { validateSiwxMessageData } from './validate-message-data.js'

/**
 * A message ready to sign: its fields and `toString()`, the text. The fields are the checked data
 * (an empty statement, request id or resource list left out, as in the text), frozen, because the
 * text is rendered once here and a field changed afterwards would no longer be what was signed.
 */
export function createSiwxMessage(data: SiwxMessageData): SiwxMessage {
  const valid = validateSiwxMessageData(data)
  const text = renderSiwxMessage(valid)
  const { resources, ...fields } = valid.data
  return Object.freeze({
    ...fields,
    ...(resources === undefined ? {} : { resources: Object.freeze(resources) as string[] }),
    toString: () => text,
  })
}
