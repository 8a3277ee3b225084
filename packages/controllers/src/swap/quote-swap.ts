import { formatUnits, isDecimal, parseUnits } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import type { SwapToken } from './swap-api.js'
import { swapContext } from './swap-context.js'
import { swapFailure } from './swap-failure.js'
import { swapState } from './swap-state.js'

/** The visitor typed in one of the two amounts: the other waits for the next quote. */
export function setSwapAmount(core: SessionCore, side: 'from' | 'to', value: string): void {
  const state = swapState(core)
  if (state.step !== 'form' && state.step !== 'done') return
  state.step = 'form'
  state.edited = side
  if (side === 'from') state.fromAmount = value
  else state.toAmount = value
  state.quote = undefined
  state.error = undefined
}

/** Picks a token for one side; picking the other side's token swaps the two. */
export function chooseSwapToken(core: SessionCore, side: 'from' | 'to', token: SwapToken): void {
  const state = swapState(core)
  const other = side === 'from' ? state.to : state.from
  if (other?.address === token.address) flipSwap(core)
  else if (side === 'from') state.from = token
  else state.to = token
  state.quote = undefined
  state.error = undefined
}

/** Sell what was bought: the tokens change sides, and so does the amount typed. */
export function flipSwap(core: SessionCore): void {
  const state = swapState(core)
  ;[state.from, state.to] = [state.to, state.from]
  ;[state.fromAmount, state.toAmount] = [state.toAmount, state.fromAmount]
  state.edited = state.edited === 'from' ? 'to' : 'from'
  state.quote = undefined
}

/**
 * Asks the pool what the typed amount trades for (either way) and fills in the other field. A
 * quote for an amount the visitor has since changed is dropped; an empty or invalid amount asks
 * nothing.
 */
export async function quoteSwap(core: SessionCore): Promise<void> {
  const state = swapState(core)
  const { from, to, edited } = state
  const typed = edited === 'from' ? state.fromAmount : state.toAmount
  const token = edited === 'from' ? from : to
  if (!from || !to || !token || !isDecimal(typed.trim()) || Number(typed) <= 0) return
  const raw = parseUnits(typed.trim(), token.decimals)
  state.quoting = true
  state.error = undefined
  try {
    const context = await swapContext(core)
    const quote = await context.api.getQuote({
      from: from.address,
      to: to.address,
      userAddress: context.userAddress,
      ...(edited === 'from' ? { amount: raw } : { amountOut: raw }),
    })
    const now = edited === 'from' ? state.fromAmount : state.toAmount
    if (now !== typed || state.from !== from || state.to !== to) return
    state.quote = quote
    if (edited === 'from') state.toAmount = formatUnits(quote.toAmount, to.decimals)
    else state.fromAmount = formatUnits(quote.fromAmount, from.decimals)
  } catch (error) {
    state.error = swapFailure(error)
  } finally {
    state.quoting = false
  }
}
