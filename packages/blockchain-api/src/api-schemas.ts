import { z } from 'zod'

// The blockchain API's answers (API.md), parsed at the edge. Required fields are the ones the
// account views cannot work without; the rest may be null or absent. Unknown keys are dropped, so a
// server that adds fields never breaks an older client.

/** A decimal number as text: "1", "0.5", "1000000.000001". */
const decimalString = z.string().regex(/^\d+(\.\d+)?$/, 'expected a non-negative decimal string')
/** A JSON-RPC quantity: "0x0", "0x1a". */
const hexQuantity = z.string().regex(/^0x[0-9a-fA-F]+$/, 'expected a hex quantity')
const optionalNumber = z.number().finite().nullish()

/** GET /v1/supported-chains. */
export const supportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: z.array(z.string()),
})

/** GET /projects/v1/origins: the origins the project's pages may run on (spec §7). */
export const allowedOriginsSchema = z.object({
  allowedOrigins: z.array(z.string().max(2048)).max(1000),
})

/** One entry of a portfolio (spec §3's token balance). */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  /** CAIP-10 of the token contract; absent for the native coin. */
  address: z.string().nullish(),
  value: optionalNumber,
  price: z.number().finite().nullish(),
  quantity: z.object({ decimals: z.string().regex(/^\d+$/), numeric: decimalString }),
  iconUrl: z.string().nullish(),
})

/** GET /v1/account/{address}/balance. */
export const balancesResponseSchema = z.object({ balances: z.array(tokenBalanceSchema) })

/** POST /v1/fungible/price. */
export const fungiblePriceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  iconUrl: z.string().nullish(),
  price: z.number().finite(),
  address: z.string(),
})
export const fungiblePricesResponseSchema = z.object({ fungibles: z.array(fungiblePriceSchema) })

const transferSchema = z.object({
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: decimalString }),
  price: optionalNumber,
  value: optionalNumber,
  fungible_info: z
    .object({
      name: z.string().nullish(),
      symbol: z.string().nullish(),
      icon: z.object({ url: z.string() }).nullish(),
    })
    .nullish(),
  nft_info: z
    .object({
      name: z.string().nullish(),
      flags: z.object({ is_spam: z.boolean() }),
      content: z.object({ preview: z.object({ url: z.string() }).nullish() }).nullish(),
    })
    .nullish(),
})

/** One transaction of an account's history (spec §3's activity transaction). */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    // A string, not an enum: a new operation type on the server must not reject a page.
    operationType: z.string(),
    hash: z.string(),
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.string(),
    nonce: z.number().int().nonnegative().nullish(),
    chain: z.string(),
  }),
  transfers: z.array(transferSchema),
})

/** GET /v1/account/{address}/history. */
export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  next: z.string().nullish(),
})

/** GET /v1/identity/{address}. */
export const identitySchema = z.object({
  name: z.string().nullish(),
  avatar: z.string().nullish(),
})

/** GET /v1/profile/account/{name}: a name-service entry (spec §3), addresses by coin type. */
export const nameProfileSchema = z.object({
  name: z.string(),
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: z.unknown().optional(),
})

/** GET /v1/profile/reverse/{address}: every name of an address. */
export const namesOfAddressSchema = z.array(nameProfileSchema)

/** GET /v1/profile/suggestions/{name}: names like it in the zone, and whether each is taken. */
export const nameSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})

/** POST /v1/profile/account: the registered entry. */
export const registeredNameSchema = nameProfileSchema.extend({ success: z.literal(true) })

/** One asset of `wallet_getAssets` (spec §3's wallet-assets entry). */
export const walletAssetSchema = z.object({
  address: z.string(),
  balance: hexQuantity,
  type: z.enum(['NATIVE', 'ERC20']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().int().min(0).max(255),
    price: optionalNumber,
    iconUrl: z.string().nullish(),
  }),
})

/** The result of `wallet_getAssets`: assets by hex chain id. */
export const walletAssetsSchema = z.record(z.string(), z.array(walletAssetSchema))

export type SupportedChains = z.output<typeof supportedChainsSchema>
export type TokenBalance = z.output<typeof tokenBalanceSchema>
export type BalancesResponse = z.output<typeof balancesResponseSchema>
export type FungiblePrice = z.output<typeof fungiblePriceSchema>
export type Transaction = z.output<typeof transactionSchema>
export type Transfer = z.output<typeof transferSchema>
export type HistoryResponse = z.output<typeof historyResponseSchema>
export type Identity = z.output<typeof identitySchema>
export type NameProfile = z.output<typeof nameProfileSchema>
export type NameSuggestion = z.output<typeof nameSuggestionsSchema>['suggestions'][number]
export type WalletAsset = z.output<typeof walletAssetSchema>
export type WalletAssets = z.output<typeof walletAssetsSchema>
