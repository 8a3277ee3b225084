import { z } from 'zod/mini'
import { isBase64 } from './base64.js'
import { farcasterProofSchema } from './farcaster-api.js'
import { socialProofSchema } from './social-api.js'

// The secure site server's own endpoints for the recovery share (README "Key shares"). Both need
// `Authorization: Bearer <cloud session token>`; the server asks the cloud whose session it is.

export const SEAL_PATH = '/seal'
export const RECOVERY_CODE_PATH = '/recovery/code'
export const UNSEAL_PATH = '/recovery/unseal'

/** Shares are small (a 64-byte secret makes 65-byte shares); the cloud takes 8192 characters. */
const base64Field = z.string().check(
  z.maxLength(8192),
  z.refine((value) => isBase64(value), 'expected standard base64'),
)

/**
 * The address recovery codes go to is sealed with the share (the cloud cannot change it later); a
 * social user's share is sealed to the identity of `social`'s fresh ID token instead.
 */
export const sealRequestSchema = z.union([
  z.object({
    share: base64Field,
    email: z.string().check(z.minLength(3), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+$/)),
  }),
  z.object({ share: base64Field, social: socialProofSchema }),
  z.object({ share: base64Field, farcaster: farcasterProofSchema }),
])
export const sealAnswerSchema = z.object({ sealed: base64Field })
/** POST /recovery/code: this server mails an 8-digit code to the email sealed in `sealed`. */
export const recoveryCodeRequestSchema = z.object({ sealed: base64Field })
/**
 * POST /recovery/unseal: the mailed code (a social user's share: a fresh login as the sealed
 * identity instead), and a one-off P-256 public key of the device (raw, base64); the share comes
 * back encrypted to that key (shared/share-transport.ts).
 */
export const unsealRequestSchema = z.union([
  z.object({ sealed: base64Field, code: z.string().check(z.regex(/^\d{8}$/)), deviceKey: base64Field }),
  z.object({ sealed: base64Field, social: socialProofSchema, deviceKey: base64Field }),
  z.object({ sealed: base64Field, farcaster: farcasterProofSchema, deviceKey: base64Field }),
])
export const unsealAnswerSchema = z.object({
  serverKey: base64Field,
  iv: base64Field,
  ciphertext: base64Field,
})

/** Every error of the server is `{ error: { code, message } }`, like the cloud's. */
export const serverErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string().check(z.maxLength(2048)) }),
})
