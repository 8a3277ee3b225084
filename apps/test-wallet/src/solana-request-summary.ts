import { getBase58Encoder, getBase64Encoder, getTransactionDecoder } from '@solana/kit'
import type { SummaryLine } from './summary-line.js'

/**
 * What a person reads before approving a Solana request: the message as text (or as sent when it
 * is not text) and the account; a transaction's signers (the fee payer first). Throws on malformed
 * params: the caller shows them raw instead.
 */
export function solanaSummary(method: string, params: unknown): SummaryLine[] | undefined {
  const named = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}
  switch (method) {
    case 'solana_signMessage':
      return [
        { label: 'Message', value: messageText(named.message) },
        { label: 'Account', value: String(named.pubkey ?? '') },
      ]
    case 'solana_signTransaction': {
      const bytes = getBase64Encoder().encode(String(named.transaction))
      const { signatures } = getTransactionDecoder().decode(bytes)
      return [
        { label: 'Signers', value: Object.keys(signatures).join(', ') },
        { label: 'Transaction', value: String(named.transaction) },
      ]
    }
    default:
      return undefined
  }
}

/** UTF-8 text of a base58 message when it is text; the base58 itself otherwise. */
function messageText(message: unknown): string {
  const base58 = String(message)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(getBase58Encoder().encode(base58))
  } catch {
    return base58
  }
}
