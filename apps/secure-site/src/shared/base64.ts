// Shares travel as standard, padded base64 (RFC 4648 §4): the form the cloud's auth API checks.
// btoa/atob exist in browsers and in Node 20, so the page and the server share this file.

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

export function isBase64(value: string): boolean {
  return value.length > 0 && BASE64.test(value)
}

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Throws a TypeError on anything but standard padded base64: a share is never guessed at. */
export function fromBase64(value: string): Uint8Array {
  if (!isBase64(value)) throw new TypeError('Expected standard base64')
  const binary = atob(value)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
