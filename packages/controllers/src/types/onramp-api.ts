/** Spec §3's onramp options: what can be bought, on which networks, paid how and within what limits. */
export interface OnrampOptions {
  purchaseCurrencies: readonly OnrampPurchaseCurrency[]
  paymentCurrencies: readonly OnrampPaymentCurrency[]
}

export interface OnrampPurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: readonly { name: string; display_name: string; chain_id: string; contract_address: string }[]
}

export interface OnrampPaymentCurrency {
  id: string
  /** Amounts as decimal strings, e.g. "10.00". */
  payment_method_limits: readonly { id: string; min: string; max: string }[]
}

export interface OnrampAmount {
  amount: string
  currency: string
}

/** Spec §3's onramp quote. */
export interface OnrampQuote {
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
}

export interface OnrampQuoteRequest {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  /** The network's chain id, e.g. "1". */
  network: string
  paymentMethod?: string
}

export interface OnrampUrlRequest {
  address: string
  /** The network's chain id. */
  network: string
  purchaseCurrency: string
  paymentCurrency: string
  paymentMethod: string
  fiatAmount: string
}

/** Where a purchase made at the provider stands. */
export interface OnrampPurchaseStatus {
  status: 'open' | 'sending' | 'completed' | 'failed'
  purchaseAmount?: OnrampAmount
  txHash?: string
  error?: string
}

/** The on-ramp calls of spec §7, as the dapp's blockchain API serves them. */
export interface OnrampApi {
  getOptions(args?: { signal?: AbortSignal }): Promise<OnrampOptions>
  getQuote(request: OnrampQuoteRequest, args?: { signal?: AbortSignal }): Promise<OnrampQuote>
  /** The provider's page for this purchase, and where to read how it goes (when the provider says). */
  generateUrl(request: OnrampUrlRequest): Promise<{ url: string; statusUrl?: string }>
  getPurchaseStatus(statusUrl: string, args?: { signal?: AbortSignal }): Promise<OnrampPurchaseStatus>
}
