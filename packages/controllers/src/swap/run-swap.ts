import { SWAP_SLIPPAGE_PERCENT } from '@appkit/common'
import { fetchTokenBalances } from '../account/fetch-token-balances.js'
import type { SessionCore } from '../core/core.js'
import { fetchBalance } from '../session/fetch-balance.js'
import { swapContext } from './swap-context.js'
import { swapFailure } from './swap-failure.js'
import { swapState } from './swap-state.js'

/** The service's id of the native coin: it is sent as value, so never approved. */
const NATIVE_SUFFIX = ':0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * The quoted swap: when the pool may not yet take enough of the token sold (spec §5: sufficient
 * when at least the amount), the wallet approves that amount first; then the swap, built with
 * spec §9's 1 % slippage, and its receipt. A failure goes back to the form with everything typed
 * still there and says why.
 */
export async function runSwap(core: SessionCore): Promise<void> {
  const state = swapState(core)
  const { from, to, quote } = state
  if (!from || !to || !quote || state.step === 'approving' || state.step === 'swapping') return
  state.error = undefined
  try {
    const context = await swapContext(core)
    const pair = { from: from.address, to: to.address, userAddress: context.userAddress }
    if (!from.address.toLowerCase().endsWith(NATIVE_SUFFIX)) {
      const allowance = await context.api.getAllowance({
        tokenAddress: from.address,
        userAddress: context.userAddress,
      })
      if (allowance < quote.fromAmount) {
        state.step = 'approving'
        const approval = await context.api.buildApprove({ ...pair, amount: quote.fromAmount })
        await context.waitForReceipt(await context.sendCall(approval))
      }
    }
    state.step = 'swapping'
    const call = await context.api.buildSwap({
      ...pair,
      amount: quote.fromAmount,
      slippage: SWAP_SLIPPAGE_PERCENT,
    })
    const hash = await context.sendCall(call)
    state.hash = hash
    await context.waitForReceipt(hash)
    state.step = 'done'
    const namespace = context.caipNetwork.chainNamespace
    void fetchBalance(core, { namespace, force: true })
    void fetchTokenBalances(core, { namespace, force: true })
  } catch (error) {
    state.step = 'form'
    state.error = swapFailure(error)
  }
}
