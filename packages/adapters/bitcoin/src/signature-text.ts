import { fromBase64, fromHex, toBase64 } from './bytes.js'

/**
 * A signature as wallets answer it over WalletConnect, in its base64 text form. Most answer
 * base64; some answer hex, which becomes base64. Base64 of a real signature (65 bytes or a witness
 * stack of about a hundred) is never all hex digits by chance, so the two cannot be confused.
 */
export function signatureText(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined
  const hex = value.replace(/^0x/, '')
  if (/^(?:[0-9a-fA-F]{2})+$/.test(hex)) return toBase64(fromHex(hex)!)
  return fromBase64(value)?.length ? value : undefined
}
