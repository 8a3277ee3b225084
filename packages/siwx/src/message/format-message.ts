import type { SiwxMessageData } from '@appkit/controllers'
import { renderCaip122 } from './render-caip122.js'
import { renderEip4361 } from './render-eip4361.js'
import { type ValidSiwxMessageData, validateSiwxMessageData } from './validate-message-data.js'

/**
 * The text a wallet signs: EIP-4361 for eip155, the CAIP-122 form for solana and bip122. Throws an
 * InvalidSiwxFieldError subclass (which field, which rule) for data that would make a message a
 * parser or a wallet cannot read.
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  return renderSiwxMessage(validateSiwxMessageData(data))
}

export function renderSiwxMessage(valid: ValidSiwxMessageData): string {
  return valid.namespace === 'eip155' ? renderEip4361(valid) : renderCaip122(valid)
}
