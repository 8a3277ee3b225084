import type { SessionCore } from '../core/core.js'
import { swapContext } from './swap-context.js'
import { swapFailure } from './swap-failure.js'
import { initialSwapState, swapState } from './swap-state.js'

/**
 * Opens the swap: the network's tokens and gas price, the native coin to sell and the next token
 * to buy. A failure (spec §8: 'Network not supported for Swaps', or for Gas Price) is the state's
 * error; tokens that came before a refused gas price stay, so the visitor can still swap.
 */
export async function loadSwap(core: SessionCore): Promise<void> {
  const state = swapState(core)
  Object.assign(state, initialSwapState(), { loading: true })
  try {
    const context = await swapContext(core)
    const caipNetworkId = context.caipNetwork.caipNetworkId
    // One after the other: on a network without swaps the visitor reads the swap service's refusal,
    // whichever of the two calls the server would have answered first.
    const tokens = await context.api.getTokens({ caipNetworkId })
    state.tokens = tokens
    state.from = tokens[0]
    state.to = tokens[1]
    state.gasPrice = await context.api.getGasPrice({ caipNetworkId })
  } catch (error) {
    state.error = swapFailure(error)
  } finally {
    state.loading = false
  }
}
