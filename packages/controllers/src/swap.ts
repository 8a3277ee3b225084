// The Swap view's state and actions: an entry of its own, so only the view's lazy chunk loads it.

export { loadSwap } from './swap/load-swap.js'
export { chooseSwapToken, flipSwap, quoteSwap, setSwapAmount } from './swap/quote-swap.js'
export { runSwap } from './swap/run-swap.js'
export type { SwapApi, SwapCall, SwapQuote, SwapToken } from './swap/swap-api.js'
export {
  GasPriceNotSupportedError,
  InsufficientLiquidityError,
  SwapsNotSupportedError,
  SwapUnavailableError,
} from './swap/swap-errors.js'
export { type SwapState, type SwapStep, swapState } from './swap/swap-state.js'
