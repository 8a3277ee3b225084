import { z } from 'zod'
import { codeMatches, hashCode, newSalt } from '../../auth/secrets.js'
import { openValue, signValue } from './signed-value.js'

/**
 * A mailed code's challenge: where the code went, for which project, until when, and the code's
 * keyed hash (HMAC-SHA256 under the auth secret, the login codes' pepper, with the challenge's own
 * salt). The client holds it; without the secret it cannot try the million codes offline.
 */
export interface EmailChallenge {
  email: string
  projectId: string
  /** Random, per challenge: the code hash's salt and the key its attempts are counted under. */
  salt: string
  codeHash: string
  /** Unix ms. */
  exp: number
}

/** A proven address: the email of a right code, for one project, until `exp` (Unix ms). */
export interface EmailProof {
  email: string
  projectId: string
  exp: number
}

const emailField = z.string().max(254)
const projectField = z.string().max(256)
const timeField = z.number().int().positive()

const challengeSchema = z.strictObject({
  email: emailField,
  projectId: projectField,
  salt: z.string().max(64),
  codeHash: z.string().regex(/^[0-9a-f]{64}$/),
  exp: timeField,
})

const proofSchema = z.strictObject({ email: emailField, projectId: projectField, exp: timeField })

/** The signed challenge of `code`, mailed to `email`. */
export function makeChallenge(
  secret: Uint8Array,
  fields: { email: string; projectId: string; code: string; exp: number },
): string {
  const salt = newSalt()
  const challenge: EmailChallenge = {
    email: fields.email,
    projectId: fields.projectId,
    salt,
    codeHash: hashCode(secret, salt, fields.code),
    exp: fields.exp,
  }
  return signValue(secret, 'siwx-email-challenge', challenge)
}

/** A challenge this cloud signed, read back; undefined when forged, altered or malformed. */
export function openChallenge(secret: Uint8Array, value: unknown): EmailChallenge | undefined {
  const parsed = challengeSchema.safeParse(openValue(secret, 'siwx-email-challenge', value))
  return parsed.success ? parsed.data : undefined
}

/** Whether `code` is the challenge's, compared in constant time. */
export function challengeCodeMatches(secret: Uint8Array, challenge: EmailChallenge, code: string): boolean {
  return codeMatches(secret, challenge.salt, code, challenge.codeHash)
}

/** The email token: the proof, signed. */
export function makeEmailToken(secret: Uint8Array, proof: EmailProof): string {
  const { email, projectId, exp } = proof
  return signValue(secret, 'siwx-email-token', { email, projectId, exp })
}

/** An email token this cloud signed, read back (expired or not); undefined when forged or malformed. */
export function openEmailToken(secret: Uint8Array, value: unknown): EmailProof | undefined {
  const parsed = proofSchema.safeParse(openValue(secret, 'siwx-email-token', value))
  return parsed.success ? parsed.data : undefined
}
