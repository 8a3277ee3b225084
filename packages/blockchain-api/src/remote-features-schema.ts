import { DEFAULT_SOCIALS } from '@appkit/common'
import { z } from 'zod'

const CONNECT_METHODS = ['email', 'social', 'wallet'] as const
const WALLET_FEATURES = ['onramp', 'swaps', 'receive', 'send'] as const

/** A flag the SDK cannot read is left out (the dapp's value stands), not a failure of the others. */
const flag = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)

/**
 * GET /appkit/v1/config: `{ features }`, the flags the project sets (spec §3's feature config
 * flags, and spec §9's swaps and onramp). Unknown flags are dropped, and so is a known one with a
 * value of the wrong type, so a newer service never breaks an older SDK.
 */
export const remoteConfigSchema = z.object({
  features: z.object({
    email: flag(z.boolean()),
    socials: flag(z.union([z.array(z.enum(DEFAULT_SOCIALS)).max(DEFAULT_SOCIALS.length), z.literal(false)])),
    analytics: flag(z.boolean()),
    pay: flag(z.boolean()),
    emailCapture: flag(z.boolean()),
    connectMethodsOrder: flag(z.array(z.enum(CONNECT_METHODS)).max(CONNECT_METHODS.length)),
    walletFeaturesOrder: flag(z.array(z.enum(WALLET_FEATURES)).max(WALLET_FEATURES.length)),
    collapseWallets: flag(z.boolean()),
    swaps: flag(z.boolean()),
    onramp: flag(z.boolean()),
  }),
})
