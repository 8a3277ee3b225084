// The recovery share on its way from this site's server to a device: encrypted to a one-off P-256
// key the device made for this one request, so the share is never in clear on the wire, in a proxy's
// or the server's logs, or in the cloud (which could otherwise read it off a TLS-terminating hop).
// ECDH P-256 → HKDF-SHA256 → AES-256-GCM, all WebCrypto: the same code in the browser and in Node.

const INFO = new TextEncoder().encode('appkit-secure-site/recovery-share-transport/v1')
const IV_BYTES = 12
/** An uncompressed P-256 point: 0x04, x, y. */
export const DEVICE_KEY_BYTES = 65

const subtle = () => globalThis.crypto.subtle
// Named from the API itself: the server's TypeScript lib has no DOM types (CryptoKey) to name.
type Key = Awaited<ReturnType<ReturnType<typeof subtle>['importKey']>>
type KeyPair = { publicKey: Key; privateKey: Key }
const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const

export interface SealedForDevice {
  /** The server's one-off public key (raw, 65 bytes). */
  serverKey: Uint8Array
  iv: Uint8Array
  ciphertext: Uint8Array
}

export interface DeviceKey {
  /** Raw, 65 bytes: what the device sends. */
  publicKey: Uint8Array
  privateKey: Key
}

/** A one-off device key; its private half cannot be exported and is dropped after one answer. */
export async function newDeviceKey(): Promise<DeviceKey> {
  const pair = (await subtle().generateKey(P256, false, ['deriveBits'])) as KeyPair
  const publicKey = new Uint8Array(await subtle().exportKey('raw', pair.publicKey))
  return { publicKey, privateKey: pair.privateKey }
}

/** The AES key both sides derive; the device key is bound in as salt, so an answer fits one request. */
async function transportKey(privateKey: Key, peerRaw: Uint8Array, deviceRaw: Uint8Array) {
  const peer = await subtle().importKey('raw', peerRaw as Uint8Array<ArrayBuffer>, P256, false, [])
  const shared = await subtle().deriveBits({ name: 'ECDH', public: peer }, privateKey, 256)
  const hkdf = await subtle().importKey('raw', shared, 'HKDF', false, ['deriveKey'])
  return subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: deviceRaw as Uint8Array<ArrayBuffer>, info: INFO },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/**
 * Server side: `share` encrypted to `devicePublicKey`. Throws a TypeError for bytes that are not a
 * P-256 point (WebCrypto's import refuses them).
 */
export async function encryptForDevice(
  devicePublicKey: Uint8Array,
  share: Uint8Array,
): Promise<SealedForDevice> {
  if (devicePublicKey.length !== DEVICE_KEY_BYTES || devicePublicKey[0] !== 4)
    throw new TypeError('Not an uncompressed P-256 public key')
  const server = (await subtle().generateKey(P256, false, ['deriveBits'])) as KeyPair
  const key = await transportKey(server.privateKey, devicePublicKey, devicePublicKey)
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const ciphertext = await subtle().encrypt({ name: 'AES-GCM', iv }, key, share as Uint8Array<ArrayBuffer>)
  return {
    serverKey: new Uint8Array(await subtle().exportKey('raw', server.publicKey)),
    iv,
    ciphertext: new Uint8Array(ciphertext),
  }
}

/** Device side: the share, or a rejection (another key, changed bytes). */
export async function decryptOnDevice(device: DeviceKey, sealed: SealedForDevice): Promise<Uint8Array> {
  const key = await transportKey(device.privateKey, sealed.serverKey, device.publicKey)
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: sealed.iv as Uint8Array<ArrayBuffer> },
    key,
    sealed.ciphertext as Uint8Array<ArrayBuffer>,
  )
  return new Uint8Array(plain)
}
