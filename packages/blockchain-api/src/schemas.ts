import { z } from 'zod'

// Every response body the client accepts, parsed at the edge (DESIGN: "every input from outside is
// parsed with zod"). Required fields are the ones the modal cannot work without; the rest may be
// null or absent, because explorers omit what a wallet does not have. Unknown keys are dropped, so
// a server that adds fields never breaks an older client.

const optionalString = z.string().nullish()

/** One way a wallet injects itself into the page, e.g. `{ namespace: 'eip155', injected_id: 'isFoo' }`. */
export const injectedEntrySchema = z.object({
  injected_id: z.string(),
  namespace: z.string(),
})

/** A wallet list entry (spec §3) as the explorer sends it. */
export const explorerWalletSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  image_id: optionalString,
  rdns: optionalString,
  // CAIP-2 ids; a missing list means "none declared", which callers treat like an empty one.
  chains: z
    .array(z.string())
    .nullish()
    .transform((chains) => chains ?? []),
  homepage: optionalString,
  mobile_link: optionalString,
  desktop_link: optionalString,
  webapp_link: optionalString,
  app_store: optionalString,
  play_store: optionalString,
  injected: z.array(injectedEntrySchema).nullish(),
  // A string, not an enum: a new badge on the server must not reject a whole page of wallets.
  badge_type: optionalString,
  order: z.number().nullish(),
})

/** GET /getWallets: `count` is the number of matches before paging. */
export const getWalletsResponseSchema = z.object({
  count: z.number().int().nonnegative(),
  data: z.array(explorerWalletSchema),
})

/** GET /getAnalyticsConfig. */
export const analyticsConfigSchema = z.object({
  isAnalyticsEnabled: z.boolean(),
})

export type InjectedEntry = z.output<typeof injectedEntrySchema>
export type ExplorerWallet = z.output<typeof explorerWalletSchema>
export type GetWalletsResponse = z.output<typeof getWalletsResponseSchema>
export type AnalyticsConfig = z.output<typeof analyticsConfigSchema>
