import { z } from 'zod/mini'
import { isBase64 } from './base64.js'

// The secure site server's own endpoints for the recovery share (README "Key shares"). Both need
// `Authorization: Bearer <cloud session token>`; the server asks the cloud whose session it is.

export const SEAL_PATH = '/seal'
export const UNSEAL_PATH = '/recovery/unseal'

/** Shares are small (a 64-byte secret makes 65-byte shares); the cloud takes 8192 characters. */
const base64Field = z.string().check(
  z.maxLength(8192),
  z.refine((value) => isBase64(value), 'expected standard base64'),
)

export const sealRequestSchema = z.object({ share: base64Field })
export const sealAnswerSchema = z.object({ sealed: base64Field })
export const unsealRequestSchema = z.object({ sealed: base64Field })
export const unsealAnswerSchema = z.object({ share: base64Field })

/** Every error of the server is `{ error: { code, message } }`, like the cloud's. */
export const serverErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string().check(z.maxLength(2048)) }),
})
