import { webcrypto } from 'node:crypto'
import { SealedShareInvalidError } from './errors.js'

// AES-256-GCM through WebCrypto (Node's). A sealed share is [version 2][12-byte IV][ciphertext + 16-byte tag],
// and its associated data names the user: a share sealed for one account cannot be opened by a
// session of another, even with this server's help. The plaintext is [email length, 2 bytes][email]
// [share]: the address recovery codes go to is sealed with the share, so whoever writes the cloud's
// database cannot point the code at an inbox of their own. Version 1 (no email) is no longer opened.
// Version 3 is a social user's: the same layout with the identity `["<issuer>","<subject>"]` (JSON)
// in the email's place; it opens with a fresh login as that identity instead of a mailed code.

const EMAIL_VERSION = 2
const IDENTITY_VERSION = 3
const IV_BYTES = 12
const TAG_BYTES = 16

export type SealKey = webcrypto.CryptoKey
const { subtle } = webcrypto

/** The recovery key as a non-extractable AES-GCM key. */
export function importSealKey(raw: Uint8Array): Promise<SealKey> {
  if (raw.length !== 32) throw new RangeError('The recovery key must be 32 bytes')
  return subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, 'AES-GCM', false, ['encrypt', 'decrypt'])
}

function associatedData(version: number, userId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`appkit-secure-site/recovery-share/v${version}\u0000${userId}`)
}

/** The social login (issuer, subject) a share is sealed to. */
export interface SealedIdentity {
  issuer: string
  subject: string
}

/** The share with its owner: an email (codes are mailed there) or a social identity. */
export type SealedContent = { share: Uint8Array } & (
  | { email: string; identity?: undefined }
  | { identity: SealedIdentity; email?: undefined }
)

export async function sealShare(key: SealKey, content: SealedContent, userId: string): Promise<Uint8Array> {
  const version = content.identity ? IDENTITY_VERSION : EMAIL_VERSION
  const owner = new TextEncoder().encode(
    content.identity ? JSON.stringify([content.identity.issuer, content.identity.subject]) : content.email,
  )
  if (owner.length > 0xffff) throw new RangeError('The owner is too long')
  const plain = new Uint8Array(2 + owner.length + content.share.length)
  plain[0] = owner.length >> 8
  plain[1] = owner.length & 0xff
  plain.set(owner, 2)
  plain.set(content.share, 2 + owner.length)
  const iv = webcrypto.getRandomValues(new Uint8Array(IV_BYTES))
  const ciphertext = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: associatedData(version, userId) },
    key,
    plain,
  )
  plain.fill(0)
  const sealed = new Uint8Array(1 + IV_BYTES + ciphertext.byteLength)
  sealed[0] = version
  sealed.set(iv, 1)
  sealed.set(new Uint8Array(ciphertext), 1 + IV_BYTES)
  return sealed
}

/** The share and its owner, or SealedShareInvalidError: another key, another user, or changed bytes. */
export async function unsealShare(key: SealKey, sealed: Uint8Array, userId: string): Promise<SealedContent> {
  const version = sealed[0]
  if (
    sealed.length <= 1 + IV_BYTES + TAG_BYTES ||
    (version !== EMAIL_VERSION && version !== IDENTITY_VERSION)
  )
    throw new SealedShareInvalidError()
  let plain: Uint8Array
  try {
    plain = new Uint8Array(
      await subtle.decrypt(
        {
          name: 'AES-GCM',
          iv: sealed.slice(1, 1 + IV_BYTES),
          additionalData: associatedData(version, userId),
        },
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
  const owner = new TextDecoder().decode(plain.subarray(2, 2 + length))
  const share = plain.slice(2 + length)
  plain.fill(0)
  if (version === EMAIL_VERSION) return { share, email: owner }
  const [issuer, subject] = JSON.parse(owner) as [string, string]
  return { share, identity: { issuer, subject } }
}
