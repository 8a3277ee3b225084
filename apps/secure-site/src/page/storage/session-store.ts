import { z } from 'zod/mini'
import { socialProviderSchema } from '../../shared/social-api.js'
import { type JsonStore, jsonStore, type StorageLike } from './json-store.js'

/**
 * The cloud session of the user logged in on this device. Only ever in this origin's storage. An
 * email login has `email`; a social one has `social` (and `email` when the provider gave one); a
 * Farcaster one has `farcaster`.
 */
const storedSessionSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  userId: z.string().check(z.minLength(1), z.maxLength(128)),
  email: z.optional(z.string().check(z.maxLength(320))),
  social: z.optional(
    z.object({
      provider: socialProviderSchema,
      userName: z.string().check(z.maxLength(256)),
    }),
  ),
  farcaster: z.optional(
    z.object({
      fid: z.number().check(z.int(), z.positive()),
      userName: z.string().check(z.maxLength(256)),
    }),
  ),
  expiresAt: z.string().check(z.maxLength(64)),
})
export type StoredSession = z.output<typeof storedSessionSchema>

export function sessionStore(storage: StorageLike): JsonStore<StoredSession> {
  return jsonStore(storage, 'session', storedSessionSchema)
}

/** Who a session says the user is; a social or Farcaster identity is proven by a fresh login, not a mailed code. */
export type SessionIdentity =
  | { kind: 'email'; email: string | undefined }
  | ({ kind: 'social' } & NonNullable<StoredSession['social']>)
  | ({ kind: 'farcaster' } & NonNullable<StoredSession['farcaster']>)

export function sessionIdentity(session: StoredSession): SessionIdentity {
  if (session.social) return { kind: 'social', ...session.social }
  if (session.farcaster) return { kind: 'farcaster', ...session.farcaster }
  return { kind: 'email', email: session.email }
}
