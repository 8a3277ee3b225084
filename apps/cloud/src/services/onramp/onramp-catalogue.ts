/**
 * What the cloud's on-ramp sells and takes (spec §3's onramp options): Ether on each local chain,
 * paid in USD or EUR by card or bank account within spec §9's limits.
 */

export const PAYMENT_METHODS = ['card', 'bank_account'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const FIAT_CURRENCIES = ['USD', 'EUR'] as const
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number]

/** Spec §9's limits, in cents, the same for USD and EUR. */
export const METHOD_LIMITS_CENTS: Readonly<Record<PaymentMethod, { min: bigint; max: bigint }>> = {
  card: { min: 1_000n, max: 750_000n },
  bank_account: { min: 1_000n, max: 2_500_000n },
}

/** The provider's fee per method, in basis points: inside spec §9's 1–2 %. */
export const METHOD_FEE_BPS: Readonly<Record<PaymentMethod, bigint>> = { card: 200n, bank_account: 100n }

/** The price of one ETH, in cents of each currency (USD as the blockchain API prices it). */
export const ETH_PRICE_CENTS: Readonly<Record<FiatCurrency, bigint>> = { USD: 250_005n, EUR: 230_000n }

const CHAIN_NAMES: Readonly<Record<number, string>> = { 31337: 'Anvil', 31338: 'Anvil B' }

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  PAYMENT_METHODS.some((method) => method === value)
export const isFiatCurrency = (value: unknown): value is FiatCurrency =>
  FIAT_CURRENCIES.some((currency) => currency === value)

const cents = (value: bigint) => `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`

/** GET /v1/onramp/options for the chains the cloud runs. */
export function onrampOptions(chainIds: readonly number[]) {
  return {
    purchaseCurrencies: [
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: chainIds.map((chainId) => ({
          name: `eip155:${chainId}`,
          display_name: CHAIN_NAMES[chainId] ?? `Chain ${chainId}`,
          chain_id: String(chainId),
          contract_address: '',
        })),
      },
    ],
    paymentCurrencies: FIAT_CURRENCIES.map((id) => ({
      id,
      payment_method_limits: PAYMENT_METHODS.map((method) => ({
        id: method,
        min: cents(METHOD_LIMITS_CENTS[method].min),
        max: cents(METHOD_LIMITS_CENTS[method].max),
      })),
    })),
  }
}

export { cents as formatCents }
