import { SIWX_NONCE_LENGTH } from './constants.js'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
// The largest multiple of 62 below 256: bytes from here up are thrown away, so that every
// character is equally likely (a plain `byte % 62` would favour the first 8).
const LIMIT = 256 - (256 % ALPHABET.length)

/**
 * A one-time sign-in nonce: 20 letters and digits from the platform's CSPRNG, about 119 bits,
 * which EIP-4361's `8*( ALPHA / DIGIT )` accepts.
 */
export function generateNonce(): string {
  let nonce = ''
  while (nonce.length < SIWX_NONCE_LENGTH) {
    // A few spare bytes per round: about 3% of bytes are thrown away.
    for (const byte of crypto.getRandomValues(new Uint8Array(SIWX_NONCE_LENGTH + 4))) {
      if (byte >= LIMIT || nonce.length === SIWX_NONCE_LENGTH) continue
      nonce += ALPHABET[byte % ALPHABET.length]
    }
  }
  return nonce
}
