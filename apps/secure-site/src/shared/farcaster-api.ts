import { z } from 'zod/mini'
import type { SocialProof } from './social-api.js'

/**
 * What a Farcaster user proves to /seal and /recovery/unseal: the Sign In With Farcaster message
 * the Farcaster app signed for the channel this page opened, and the page's secret whose SHA-256
 * (hex) is that message's nonce. The cloud's relay sees the message and signature, never the
 * secret: they alone do not open the share (the PKCE of this login).
 */
export const farcasterProofSchema = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(16_384)),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{2,2048}$/)),
  verifier: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
})
export type FarcasterProof = z.output<typeof farcasterProofSchema>

/** What a social or Farcaster user proves to open or seal a recovery share: its fresh login. */
export type LoginProof = SocialProof | FarcasterProof

/** The body field a login's proof travels in to /seal and /recovery/unseal. */
export const proofField = (proof: LoginProof): { social: SocialProof } | { farcaster: FarcasterProof } =>
  'idToken' in proof ? { social: proof } : { farcaster: proof }
