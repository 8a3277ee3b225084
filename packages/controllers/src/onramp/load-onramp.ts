import { accountApi } from '../account/account-api.js'
import type { SessionCore } from '../core/core.js'
import type { OnrampApi, OnrampQuoteRequest } from '../types/onramp-api.js'
import { DEFAULT_ONRAMP_OPTIONS } from './onramp-defaults.js'
import { fallbackOnrampQuote } from './onramp-fees.js'
import { onrampState } from './onramp-state.js'

/** The dapp's on-ramp API, when its blockchain API has one: the one client the core shares. */
export async function onrampApi(core: SessionCore): Promise<OnrampApi | undefined> {
  return (await accountApi(core))?.onramp
}

/** Reads the options; on any failure the built-in defaults stand in (spec §7). Never rejects. */
export async function loadOnrampOptions(core: SessionCore): Promise<undefined> {
  const { state } = onrampState(core)
  try {
    const api = await onrampApi(core)
    if (!api) throw new Error('No on-ramp API')
    state.options = await api.getOptions()
    state.optionsFallback = false
  } catch {
    state.options = DEFAULT_ONRAMP_OPTIONS
    state.optionsFallback = true
  }
  return undefined
}

/**
 * Quotes an amount; on any failure the quote of the input amount stands in (spec §7). A newer call
 * wins over one still under way. Never rejects.
 */
export async function fetchOnrampQuote(core: SessionCore, request: OnrampQuoteRequest): Promise<undefined> {
  const { state, asked: last } = onrampState(core)
  const asked = `${request.amount}|${request.paymentCurrency}|${request.paymentMethod}|${request.network}`
  last.quote = asked
  state.quoteLoading = true
  let quote: typeof state.quote
  let fallback = false
  try {
    const api = await onrampApi(core)
    if (!api) throw new Error('No on-ramp API')
    quote = await api.getQuote(request)
  } catch {
    quote = fallbackOnrampQuote(request.amount, request.paymentCurrency, request.purchaseCurrency)
    fallback = true
  }
  if (last.quote !== asked) return undefined
  state.quote = quote
  state.quoteFallback = fallback
  state.quoteLoading = false
  return undefined
}

export function clearOnrampQuote(core: SessionCore): void {
  const { state, asked } = onrampState(core)
  asked.quote = ''
  state.quote = undefined
  state.quoteFallback = false
  state.quoteLoading = false
}
