import { z } from 'zod/mini'
import { jsonStore, type StorageLike } from './json-store.js'

/** The cloud's device id format (AUTH.md): 8–128 of A-Z a-z 0-9 - _. */
const deviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{22,128}$/))

/**
 * This browser's device id for the cloud: 16 random bytes (base64url), made once and kept in this
 * origin's storage. It is what a device approval is bound to; it is not a secret.
 */
export function loadDeviceId(storage: StorageLike, random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const store = jsonStore(storage, 'device-id', deviceIdSchema)
  const existing = store.read()
  if (existing) return existing
  const bytes = random.getRandomValues(new Uint8Array(16))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  const id = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  store.write(id)
  return id
}
