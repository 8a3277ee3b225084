import { describe, expect, it } from 'vitest'
import { connectWallet } from '../session/connect-wallet.js'
import { createTestCore } from '../test/core.js'
import { fakeApi, withAccountFeatures } from '../test/fake-account.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import type { ContractCallRequest } from '../types/capabilities.js'
import { loadSwap } from './load-swap.js'
import { chooseSwapToken, quoteSwap, setSwapAmount } from './quote-swap.js'
import { runSwap } from './run-swap.js'
import type { SwapApi, SwapToken } from './swap-api.js'
import { InsufficientLiquidityError, SwapsNotSupportedError } from './swap-errors.js'
import { swapState } from './swap-state.js'

const ETH: SwapToken = {
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
}
const USD: SwapToken = {
  address: 'eip155:1:0x00000000000000000000000000000000000000aa',
  symbol: 'USD',
  name: 'Dollar',
  decimals: 6,
}

async function ready(patch: Partial<SwapApi> = {}) {
  const calls: string[] = []
  const swaps: SwapApi = {
    getTokens: async () => [ETH, USD],
    getGasPrice: async () => 1_000_000_000n,
    getQuote: async ({ amount, amountOut }) =>
      amount !== undefined
        ? { fromAmount: amount, toAmount: (amount / 10n ** 12n) * 3000n, priceImpact: 0.5 }
        : { fromAmount: (amountOut! * 10n ** 12n) / 3000n, toAmount: amountOut!, priceImpact: 0.5 },
    getAllowance: async () => 0n,
    buildApprove: async ({ amount }) => {
      calls.push(`approve ${amount}`)
      return { to: '0xusd', data: '0xa', value: 0n }
    },
    buildSwap: async ({ amount, slippage }) => {
      calls.push(`swap ${amount} at ${slippage} %`)
      return { to: '0xpool', data: '0xb', value: 0n }
    },
    ...patch,
  }
  const adapter = new FakeAdapter()
  withAccountFeatures(adapter)
  const sent: Omit<ContractCallRequest, 'caipNetwork'>[] = []
  ;((adapter as { send?: unknown }).send as { sendCall?: unknown }).sendCall = async ({
    caipNetwork: _,
    ...request
  }: ContractCallRequest) => {
    sent.push(request)
    return `0x${sent.length}`
  }
  const core = createTestCore({
    adapters: [adapter],
    networks: [network(1)],
    api: async () => fakeApi({ swaps }),
  })
  await connectWallet(core, { connector: connector('a') })
  await loadSwap(core)
  return { core, calls, sent, state: swapState(core) }
}

describe('swap flow', () => {
  it('opens with the native coin to sell, the next token to buy and the gas price', async () => {
    const { state } = await ready()
    expect(state).toMatchObject({ from: ETH, to: USD, gasPrice: 1_000_000_000n, loading: false })
    expect(state.error).toBeUndefined()
  })

  it('fills in the other side from the quote, whichever side was typed', async () => {
    const { core, state } = await ready()
    setSwapAmount(core, 'from', '0.5')
    await quoteSwap(core)
    expect(state.toAmount).toBe('1500')
    setSwapAmount(core, 'to', '300')
    await quoteSwap(core)
    expect(state.fromAmount).toBe('0.1')
  })

  it('drops a quote for an amount the visitor has since changed', async () => {
    let release = () => {}
    const other = await ready({
      getQuote: () =>
        new Promise((resolve) => {
          release = () => resolve({ fromAmount: 1n, toAmount: 999n, priceImpact: 0 })
        }),
    })
    setSwapAmount(other.core, 'from', '1')
    const asked = quoteSwap(other.core)
    await new Promise((resolve) => setTimeout(resolve, 0))
    setSwapAmount(other.core, 'from', '2')
    release()
    await asked
    expect(other.state.quote).toBeUndefined()
    expect(other.state.toAmount).toBe('')
  })

  it('approves exactly the amount first when the allowance is below it, then swaps at 1 % slippage', async () => {
    const { core, calls, sent, state } = await ready({ getAllowance: async () => 99_999n })
    chooseSwapToken(core, 'from', USD)
    setSwapAmount(core, 'from', '0.1')
    await quoteSwap(core)
    await runSwap(core)
    expect(calls).toEqual(['approve 100000', 'swap 100000 at 1 %'])
    expect(sent.map((call) => call.to)).toEqual(['0xusd', '0xpool'])
    expect(state.step).toBe('done')
  })

  it('does not approve when the allowance equals the amount (spec §5: at least)', async () => {
    const { core, calls } = await ready({ getAllowance: async () => 100_000n })
    chooseSwapToken(core, 'from', USD)
    setSwapAmount(core, 'from', '0.1')
    await quoteSwap(core)
    await runSwap(core)
    expect(calls).toEqual(['swap 100000 at 1 %'])
  })

  it("says 'Insufficient liquidity' and keeps what was typed", async () => {
    const { core, state } = await ready({
      getQuote: async () => {
        throw new InsufficientLiquidityError()
      },
    })
    setSwapAmount(core, 'to', '9999999')
    await quoteSwap(core)
    expect(state).toMatchObject({ error: 'Insufficient liquidity', toAmount: '9999999', quote: undefined })
  })

  it("says 'Network not supported for Swaps' when the service has no pools there", async () => {
    const { state } = await ready({
      getTokens: async () => {
        throw new SwapsNotSupportedError()
      },
    })
    expect(state).toMatchObject({ error: 'Network not supported for Swaps', tokens: [], loading: false })
  })

  it("forgets the last network's refusal when it opens again", async () => {
    let supported = false
    const { core, state } = await ready({
      getTokens: async () => {
        if (!supported) throw new SwapsNotSupportedError()
        return [ETH, USD]
      },
    })
    expect(state.error).toBe('Network not supported for Swaps')
    supported = true
    await loadSwap(core)
    expect(state.error).toBeUndefined()
    expect(state.to).toEqual(USD)
  })

  it('goes back to the form with the amounts kept when the wallet refuses the swap', async () => {
    const { core, state } = await ready()
    const adapter = core.chains.chains.eip155!.adapter!
    ;((adapter as { send?: unknown }).send as { sendCall?: unknown }).sendCall = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    setSwapAmount(core, 'from', '0.5')
    await quoteSwap(core)
    await runSwap(core)
    expect(state).toMatchObject({
      step: 'form',
      fromAmount: '0.5',
      toAmount: '1500',
      error: 'Transaction rejected',
    })
  })
})
