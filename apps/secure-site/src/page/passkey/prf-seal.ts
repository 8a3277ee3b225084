import { WalletSharesMismatchError } from '../errors.js'

// The recovery share sealed to a passkey, in this page: AES-256-GCM under a key derived (HKDF-SHA256)
// from the passkey's PRF output, which only the authenticator can produce, after the person uses it.
// Neither the cloud (which stores the result) nor this site's server ever sees the PRF output.
// Format: [version 0x50][32-byte HKDF salt][12-byte IV][ciphertext + 16-byte tag]; the associated
// data names the user, so a blob moved to another account does not open. 0x50 differs from the
// server seal's version (2): a page tells the two apart by the first byte.

export const PASSKEY_SEAL_VERSION = 0x50
const SALT_BYTES = 32
const IV_BYTES = 12
const TAG_BYTES = 16
const INFO = 'appkit-secure-site/passkey-recovery/v1'

/**
 * What the page asks the authenticator's PRF to evaluate: the same for every passkey of this site
 * (each passkey's PRF is its own secret function), so a login that names no passkey can ask it.
 */
export const PRF_INPUT = new TextEncoder().encode(`${INFO}/prf-input`)

export function isPasskeySealed(sealed: Uint8Array): boolean {
  return sealed[0] === PASSKEY_SEAL_VERSION
}

async function keyFrom(prfOutput: Uint8Array, salt: Uint8Array): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', prfOutput as Uint8Array<ArrayBuffer>, 'HKDF', false, [
    'deriveKey',
  ])
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: salt as Uint8Array<ArrayBuffer>,
      info: new TextEncoder().encode(INFO),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

const associatedData = (userId: string) => new TextEncoder().encode(`${INFO}\u0000${userId}`)

export async function sealToPasskey(
  share: Uint8Array,
  prfOutput: Uint8Array,
  userId: string,
): Promise<Uint8Array> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: associatedData(userId) },
    await keyFrom(prfOutput, salt),
    share as Uint8Array<ArrayBuffer>,
  )
  const sealed = new Uint8Array(1 + SALT_BYTES + IV_BYTES + ciphertext.byteLength)
  sealed[0] = PASSKEY_SEAL_VERSION
  sealed.set(salt, 1)
  sealed.set(iv, 1 + SALT_BYTES)
  sealed.set(new Uint8Array(ciphertext), 1 + SALT_BYTES + IV_BYTES)
  return sealed
}

/** The share, or WalletSharesMismatchError: another passkey, another user, or changed bytes. */
export async function openWithPasskey(
  sealed: Uint8Array,
  prfOutput: Uint8Array,
  userId: string,
): Promise<Uint8Array> {
  const head = 1 + SALT_BYTES + IV_BYTES
  if (sealed.length <= head + TAG_BYTES || !isPasskeySealed(sealed)) {
    throw new WalletSharesMismatchError({ details: 'Not a share sealed to a passkey' })
  }
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.slice(1 + SALT_BYTES, head), additionalData: associatedData(userId) },
      await keyFrom(prfOutput, sealed.slice(1, 1 + SALT_BYTES)),
      sealed.slice(head),
    )
    return new Uint8Array(plain)
  } catch (cause) {
    throw new WalletSharesMismatchError({ details: 'The share does not open with this passkey', cause })
  }
}
