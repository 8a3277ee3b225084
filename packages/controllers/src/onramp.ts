// The on-ramp (Buy): loaded with its views, only when the visitor opens them.
export {
  buyOnramp,
  ONRAMP_POPUP_CLOSED,
  type OnrampWindow,
  resetOnrampPurchase,
} from './onramp/buy-onramp.js'
export { clearOnrampQuote, fetchOnrampQuote, loadOnrampOptions } from './onramp/load-onramp.js'
export { DEFAULT_ONRAMP_OPTIONS } from './onramp/onramp-defaults.js'
export { fallbackOnrampQuote, onrampFeePercent } from './onramp/onramp-fees.js'
export { type OnrampAmountProblem, onrampAmountProblem, toCents } from './onramp/onramp-limits.js'
export { type OnrampState, onrampState } from './onramp/onramp-state.js'
export type {
  OnrampApi,
  OnrampOptions,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
  OnrampPurchaseStatus,
  OnrampQuote,
} from './types/onramp-api.js'
