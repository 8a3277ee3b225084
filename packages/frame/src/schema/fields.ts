import type { AccountType } from '@appkit/common'
import { z } from 'zod/mini'

// Field schemas shared by requests and replies. Bounds are generous: they exist so a message cannot
// smuggle a megabyte into a field that a UI will render, not to second-guess the secure site.

/** A numeric EVM chain id or a CAIP-2 / namespace-specific one (spec §3: string or number). */
export const chainIdSchema = z.union([
  // z.int() is a safe integer already.
  z.int().check(z.nonnegative()),
  z.string().check(z.minLength(1), z.maxLength(128)),
])

export const addressSchema = z.string().check(z.minLength(1), z.maxLength(128))

/** Spec §3: the embedded wallet's account types. */
export const accountTypeSchema = z.enum(['eoa', 'smartAccount'] as const satisfies readonly AccountType[])

/** Spec §3: the social providers (Farcaster has its own requests). */
export const socialProviderSchema = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])

export const emailSchema = z.email().check(z.maxLength(254))

/** Spec §5: a one-time code is a string; its format is the secure site's business. */
export const otpSchema = z.string().check(z.minLength(1), z.maxLength(64))

/** A JSON-RPC method name: letters, digits and underscores, as every method of spec §7 is. */
export const rpcMethodSchema = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,127}$/))

/** A URL the app will open or show: http(s) only, so a reply can never hand it `javascript:`. */
export const httpUrlSchema = z
  .string()
  .check(z.maxLength(4096), z.refine(isHttpUrl, 'must be an http(s) URL'))

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

export type ChainIdValue = z.output<typeof chainIdSchema>
export type SocialProvider = z.output<typeof socialProviderSchema>
