import { z } from 'zod/mini'

// The cloud's auth API answers (apps/cloud/AUTH.md), parsed at the edge. Unknown fields are dropped.

export const startAnswerSchema = z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) })

const session = {
  sessionToken: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  expiresAt: z.string().check(z.maxLength(64)),
}
const userId = z.string().check(z.minLength(1), z.maxLength(128))

export const loginAnswerSchema = z.object({
  ...session,
  user: z.object({ id: userId, email: z.string().check(z.maxLength(320)), isNew: z.boolean() }),
})
export type LoginAnswer = z.output<typeof loginAnswerSchema>

/** A social login's answer: the user may have no email. */
export const socialLoginAnswerSchema = z.object({
  ...session,
  user: z.object({ id: userId, email: z.nullish(z.string().check(z.maxLength(320))), isNew: z.boolean() }),
})
export type SocialLoginAnswer = z.output<typeof socialLoginAnswerSchema>

/** POST /farcaster/login: a session for the fid of the channel, named by the cloud's registry. */
export const farcasterLoginAnswerSchema = z.object({
  ...socialLoginAnswerSchema.shape,
  userName: z.string().check(z.maxLength(256)),
  fid: z.number().check(z.int(), z.positive()),
})
export type FarcasterLoginAnswer = z.output<typeof farcasterLoginAnswerSchema>

export const sessionAnswerSchema = z.object({
  user: z.object({ id: userId, email: z.nullish(z.string()) }),
  deviceId: z.string(),
  expiresAt: z.string(),
})
export type SessionAnswer = z.output<typeof sessionAnswerSchema>

export const emailUpdateStartSchema = z.object({ action: z.literal('VERIFY_PRIMARY_OTP') })
export const emailUpdatePrimarySchema = z.object({ action: z.literal('VERIFY_SECONDARY_OTP') })
export const emailUpdateSecondarySchema = z.object({ email: z.string().check(z.maxLength(320)) })

const base64 = z.string().check(z.maxLength(8192), z.regex(/^[A-Za-z0-9+/]+={0,2}$/))

/** What the cloud keeps of a wallet: the public addresses, one share and one sealed share. */
export const walletSharesSchema = z.object({
  evmAddress: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  solanaAddress: z.optional(z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))),
  authShare: base64,
  recoveryShareSealed: base64,
})
export type WalletShares = z.output<typeof walletSharesSchema>
