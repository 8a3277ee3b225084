import { webcrypto } from 'node:crypto'
import { SealedShareInvalidError } from './errors.js'

// AES-256-GCM through WebCrypto (Node's). A sealed share is [version 1][12-byte IV][ciphertext + 16-byte tag],
// and its associated data names the user: a share sealed for one account cannot be opened by a
// session of another, even with this server's help.

const VERSION = 1
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

export async function sealShare(key: SealKey, share: Uint8Array, userId: string): Promise<Uint8Array> {
  const iv = webcrypto.getRandomValues(new Uint8Array(IV_BYTES))
  const ciphertext = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: associatedData(userId) },
    key,
    share as Uint8Array<ArrayBuffer>,
  )
  const sealed = new Uint8Array(1 + IV_BYTES + ciphertext.byteLength)
  sealed[0] = VERSION
  sealed.set(iv, 1)
  sealed.set(new Uint8Array(ciphertext), 1 + IV_BYTES)
  return sealed
}

/** The share, or SealedShareInvalidError: another key, another user, or changed bytes. */
export async function unsealShare(key: SealKey, sealed: Uint8Array, userId: string): Promise<Uint8Array> {
  if (sealed.length <= 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) throw new SealedShareInvalidError()
  try {
    const plain = await subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.slice(1, 1 + IV_BYTES), additionalData: associatedData(userId) },
      key,
      sealed.slice(1 + IV_BYTES),
    )
    return new Uint8Array(plain)
  } catch {
    throw new SealedShareInvalidError()
  }
}
