import { isCaipNetworkId } from '@appkit/common'
import type { SiwxSession } from '@appkit/controllers'
import { z } from 'zod/mini'
import { SIWX_MESSAGE_MAX_LENGTH, SIWX_SIGNATURE_MAX_LENGTH } from '../constants.js'

// The shape of a kept session. Bounds are generous: they keep a corrupted or hostile entry from
// putting megabytes into memory and views, not from holding a real session.
const field = (max = 2_048) => z.string().check(z.maxLength(max))
const optionalField = (max?: number) => z.optional(field(max))
const resources = z.optional(z.array(field()).check(z.maxLength(100)))

const dataSchema = z.object({
  accountAddress: field(128),
  chainId: field(80).check(z.refine(isCaipNetworkId, 'must be a CAIP-2 id')),
  domain: field(),
  uri: field(),
  version: field(16),
  nonce: field(256),
  statement: optionalField(),
  resources,
  requestId: optionalField(),
  issuedAt: optionalField(64),
  expirationTime: optionalField(64),
  notBefore: optionalField(64),
})

const cacaoSchema = z.object({
  h: z.object({ t: z.literal('caip122') }),
  p: z.object({
    domain: field(),
    iss: field(),
    aud: field(),
    version: field(16),
    nonce: field(256),
    iat: field(64),
    nbf: optionalField(64),
    exp: optionalField(64),
    statement: optionalField(),
    requestId: optionalField(),
    resources,
  }),
  s: z.object({ t: field(64), s: field(SIWX_SIGNATURE_MAX_LENGTH) }),
})

export const siwxSessionSchema = z.object({
  data: dataSchema,
  message: field(SIWX_MESSAGE_MAX_LENGTH),
  signature: field(SIWX_SIGNATURE_MAX_LENGTH),
  cacao: z.optional(cacaoSchema),
})

/** A kept session, or undefined when `value` is not one (unknown keys are dropped). */
export function parseSiwxSession(value: unknown): SiwxSession | undefined {
  const result = siwxSessionSchema.safeParse(value)
  return result.success ? (result.data as SiwxSession) : undefined
}
