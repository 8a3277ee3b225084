import { z } from 'zod/mini'
import { accountTypeSchema, addressSchema, chainIdSchema, socialProviderSchema } from './fields.js'

/** A sign-in-with-X message (spec §3) the embedded wallet signed while logging in. */
export const siwxMessageSchema = z.object({
  accountAddress: z.string(),
  chainId: z.string(),
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
  serializedMessage: z.optional(z.string()),
  notBefore: z.optional(z.string()),
  statement: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
  requestId: z.optional(z.string()),
  issuedAt: z.optional(z.string()),
  expirationTime: z.optional(z.string()),
})

/**
 * The logged-in user as the frame reports it (spec §3 "User (from frame)"). Unknown keys are
 * dropped rather than refused: the secure site is deployed on its own, and a field it adds must not
 * break dapps that pinned an older SDK.
 */
export const frameUserSchema = z.object({
  email: z.nullish(z.string().check(z.maxLength(254))),
  address: addressSchema,
  chainId: chainIdSchema,
  accounts: z.array(z.object({ address: addressSchema, type: accountTypeSchema })).check(z.maxLength(64)),
  userName: z.optional(z.string().check(z.maxLength(256))),
  /** The social provider of a social login (spec §3 account state's socialProvider). */
  socialProvider: z.optional(socialProviderSchema),
  /**
   * The Farcaster account of a Farcaster login (spec §3 account state's socialProvider 'farcaster').
   * A key of its own rather than a seventh `socialProvider`: an SDK pinned to the six-name enum
   * drops an unknown key but would refuse the whole User for an unknown name, and lose the login.
   */
  farcaster: z.optional(
    z.object({ fid: z.int().check(z.positive()), userName: z.string().check(z.maxLength(256)) }),
  ),
  preferredAccountType: accountTypeSchema,
  signature: z.optional(z.string()),
  message: z.optional(z.string()),
  siwxMessage: z.optional(siwxMessageSchema),
  smartAccountDeployed: z.optional(z.boolean()),
})

export type FrameUser = z.output<typeof frameUserSchema>
export type SiwxMessage = z.output<typeof siwxMessageSchema>
