/** 32 random bytes, base64url: 43 characters, as RFC 7636 wants of a code_verifier. */
export function randomToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)))
}

/** RFC 7636 §4.2: S256 challenge = base64url(SHA-256(verifier)). */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return base64Url(new Uint8Array(digest))
}

function base64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
