import { proxy } from 'valtio/vanilla'
import type { SessionCore } from '../core/core.js'
import { featureState } from '../core/feature-state.js'
import type { SwapQuote, SwapToken } from './swap-api.js'

/** Where a swap is: picking and typing, the wallet approving, then swapping, then done. */
export type SwapStep = 'form' | 'approving' | 'swapping' | 'done'

/** The Swap view's state: kept with the feature, made the first time Swap opens. */
export interface SwapState {
  tokens: SwapToken[]
  loading: boolean
  from: SwapToken | undefined
  to: SwapToken | undefined
  /** What the visitor typed, as typed; the other field is the quote's. */
  fromAmount: string
  toAmount: string
  /** Which field the visitor typed in last: the quote answers for the other one. */
  edited: 'from' | 'to'
  quote: SwapQuote | undefined
  quoting: boolean
  gasPrice: bigint | undefined
  step: SwapStep
  hash: string | undefined
  /** The last failure's words (spec §8 for the swap service's own), shown until the next try. */
  error: string | undefined
}

/** Every key named, undefined ones too (the type has no optional key): assigning it over a used state clears them all. */
export function initialSwapState(): SwapState {
  return {
    tokens: [],
    loading: false,
    from: undefined,
    to: undefined,
    fromAmount: '',
    toAmount: '',
    edited: 'from',
    quote: undefined,
    quoting: false,
    gasPrice: undefined,
    step: 'form',
    hash: undefined,
    error: undefined,
  }
}

/** The instance's swap state, a valtio proxy the view reads. */
export const swapState: (core: SessionCore) => SwapState = featureState(() => proxy(initialSwapState()))
