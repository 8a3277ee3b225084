const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/**
 * The bytes of standard, padded base64 (what BIP-322 and the legacy message signatures are
 * written in), or undefined for anything else. Stricter than atob, which skips whitespace.
 */
export function decodeBase64(text: string): Uint8Array | undefined {
  if (!BASE64.test(text)) return undefined
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
