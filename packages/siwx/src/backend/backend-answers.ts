import { z } from 'zod/mini'
import { siwxSessionSchema } from '../storage/session-schema.js'

// The sign-in server's answers (apps/cloud README, "Sign-in with X"), parsed before anything in
// them is used: a server of another version, a proxy's error page or a hostile answer becomes a
// typed error, never a session.

/**
 * A bearer token as the server issues it (32 random bytes, base64url). Wider here: any RFC 6750
 * token68 of sane length, so another backend's tokens pass; nothing that could break a header.
 */
export const SIWX_TOKEN_PATTERN = /^[A-Za-z0-9\-._~+/]{16,512}=*$/

export const siwxTokenSchema = z.string().check(z.regex(SIWX_TOKEN_PATTERN))
const isoDate = z.string().check(
  z.maxLength(64),
  z.refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date'),
)

export const nonceAnswerSchema = z.object({ nonce: z.string().check(z.maxLength(256)), expiresAt: isoDate })

/** The address email capture proved; RFC 5321's longest path. */
const capturedEmail = z.string().check(z.maxLength(254))

export const createdSessionAnswerSchema = z.object({
  token: siwxTokenSchema,
  session: siwxSessionSchema,
  expiresAt: isoDate,
  email: z.optional(capturedEmail),
})

export const currentSessionAnswerSchema = z.object({
  session: siwxSessionSchema,
  expiresAt: isoDate,
  email: z.optional(capturedEmail),
})

/** A challenge or an email token: opaque, sent back as it came; bounded so it cannot bloat a page. */
const signedValue = z.string().check(z.minLength(1), z.maxLength(2_048))

export const emailChallengeAnswerSchema = z.object({ challenge: signedValue, expiresAt: isoDate })

export const emailTokenAnswerSchema = z.object({ emailToken: signedValue, email: capturedEmail })

/** Every error the server sends is `{ message }`. */
export const errorAnswerSchema = z.object({ message: z.string() })
