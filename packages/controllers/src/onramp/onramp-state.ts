import { proxy } from 'valtio/vanilla'
import { featureState } from '../core/feature-state.js'
import type { OnrampOptions, OnrampPurchaseStatus, OnrampQuote } from '../types/onramp-api.js'

/** What the Buy views show: the options, the last quote, and the purchase under way. */
export interface OnrampState {
  options?: OnrampOptions
  /** The options are the built-in defaults: the call failed (spec §7). */
  optionsFallback: boolean
  quote?: OnrampQuote
  /** The quote is the input amount: the quote call failed (spec §7). */
  quoteFallback: boolean
  quoteLoading: boolean
  purchase?: {
    status: OnrampPurchaseStatus['status'] | 'starting'
    /** What is bought (its symbol). */
    symbol: string
    amount?: string
    txHash?: string
    error?: string
  }
}

/** The instance's on-ramp state; its poll stops when the instance is destroyed. */
export const onrampState = featureState(
  () => ({
    state: proxy<OnrampState>({ optionsFallback: false, quoteFallback: false, quoteLoading: false }),
    stop: new Set<() => void>(),
    /** The quote asked for last: an older answer arriving later is dropped. */
    asked: { quote: '' },
  }),
  (made) => {
    for (const stop of made.stop) stop()
  },
)
