import { webcrypto } from 'node:crypto'
import { SealedShareInvalidError } from './errors.js'

// AES-256-GCM through WebCrypto (Node's). A sealed share is [version 2][12-byte IV][ciphertext + 16-byte tag],
// and its associated data names the user: a share sealed for one account cannot be opened by a
// session of another, even with this server's help. The plaintext is [email length, 2 bytes][email]
// [share]: the address recovery codes go to is sealed with the share, so whoever writes the cloud's
// database cannot point the code at an inbox of their own. Version 1 (no email) is no longer opened.

const VERSION = 2
const IV_BYTES = 12
const TAG_BYTES = 16

export type SealKey = webcrypto.CryptoKey
const { subtle } = webcrypto

/** The recovery key as a non-extractable AES-GCM key. */
export function importSealKey(raw: Uint8Array): Promise<SealKey> {
  if (raw.length !== 32) throw new RangeError('The recovery key must be 32 bytes')
  return subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, 'AES-GCM', false, ['encrypt', 'decrypt'])
}

function associatedData(userId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`appkit-secure-site/recovery-share/v${VERSION}\u0000${userId}`)
}

export interface SealedContent {
  share: Uint8Array
  /** Where this server mails the recovery codes for this share. */
  email: string
}

export async function sealShare(key: SealKey, content: SealedContent, userId: string): Promise<Uint8Array> {
  const email = new TextEncoder().encode(content.email)
  if (email.length > 0xffff) throw new RangeError('The email is too long')
  const plain = new Uint8Array(2 + email.length + content.share.length)
  plain[0] = email.length >> 8
  plain[1] = email.length & 0xff
  plain.set(email, 2)
  plain.set(content.share, 2 + email.length)
  const iv = webcrypto.getRandomValues(new Uint8Array(IV_BYTES))
  const ciphertext = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: associatedData(userId) },
    key,
    plain,
  )
  plain.fill(0)
  const sealed = new Uint8Array(1 + IV_BYTES + ciphertext.byteLength)
  sealed[0] = VERSION
  sealed.set(iv, 1)
  sealed.set(new Uint8Array(ciphertext), 1 + IV_BYTES)
  return sealed
}

/** The share and its email, or SealedShareInvalidError: another key, another user, or changed bytes. */
export async function unsealShare(key: SealKey, sealed: Uint8Array, userId: string): Promise<SealedContent> {
  if (sealed.length <= 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) throw new SealedShareInvalidError()
  let plain: Uint8Array
  try {
    plain = new Uint8Array(
      await subtle.decrypt(
        { name: 'AES-GCM', iv: sealed.slice(1, 1 + IV_BYTES), additionalData: associatedData(userId) },
        key,
        sealed.slice(1 + IV_BYTES),
      ),
    )
  } catch {
    throw new SealedShareInvalidError()
  }
  // Only this server seals, so a short plaintext means a changed key or format, not bad input.
  const length = plain.length < 2 ? plain.length : (plain[0]! << 8) | plain[1]!
  if (plain.length < 2 + length + 1) throw new SealedShareInvalidError()
  const email = new TextDecoder().decode(plain.subarray(2, 2 + length))
  const share = plain.slice(2 + length)
  plain.fill(0)
  return { share, email }
}
