import { z } from 'zod/mini'
import { type JsonStore, jsonStore, type StorageLike } from './json-store.js'

/** The cloud session of the user logged in on this device. Only ever in this origin's storage. */
const storedSessionSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  userId: z.string().check(z.minLength(1), z.maxLength(128)),
  email: z.string().check(z.maxLength(320)),
  expiresAt: z.string().check(z.maxLength(64)),
})
export type StoredSession = z.output<typeof storedSessionSchema>

export function sessionStore(storage: StorageLike): JsonStore<StoredSession> {
  return jsonStore(storage, 'session', storedSessionSchema)
}
