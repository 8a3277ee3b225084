// @vitest-environment happy-dom
import type { AccountApi } from '@appkit/controllers'
import type { ContractCallRequest } from '@appkit/controllers/adapter'
import {
  InsufficientLiquidityError,
  type SwapApi,
  SwapsNotSupportedError,
  type SwapToken,
} from '@appkit/controllers/swap'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppKitProvider } from '../../context.js'
import { capableAdapter } from '../../test/capable-adapter.js'
import { connectStub, createTestKit } from '../../test/render.js'
import SwapView from './swap-view.js'

const ETH: SwapToken = {
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
}
const USD: SwapToken = {
  address: 'eip155:1:0x00000000000000000000000000000000000000aa',
  symbol: 'LUSD',
  name: 'Lab USD',
  decimals: 6,
}

// 3000 LUSD (6 decimals) per ETH (18 decimals), each way.
const ethToUsd = Object.assign((wei: bigint) => (wei * 3000n) / 10n ** 12n, {
  inverse: (usd: bigint) => (usd * 10n ** 12n) / 3000n,
})
const usdToEth = Object.assign((usd: bigint) => (usd * 10n ** 12n) / 3000n, {
  inverse: (wei: bigint) => (wei * 3000n) / 10n ** 12n,
})

/** A pool at that price, quoting either way. */
function pool(patch: Partial<SwapApi> = {}): SwapApi {
  return {
    getTokens: async () => [ETH, USD],
    getGasPrice: async () => 1_000_000_000n,
    getQuote: async ({ from, amount, amountOut }) => {
      const price = from === ETH.address ? ethToUsd : usdToEth
      return amount !== undefined
        ? { fromAmount: amount, toAmount: price(amount), priceImpact: 0.5 }
        : { fromAmount: price.inverse(amountOut!), toAmount: amountOut!, priceImpact: 0.5 }
    },
    getAllowance: async () => 0n,
    buildApprove: async () => ({ to: '0xusd', data: '0xa', value: 0n }),
    buildSwap: async () => ({ to: '0xpool', data: '0xb', value: 0n }),
    ...patch,
  }
}

// The view waits for typing to settle before it asks for a quote: fake time moves past that wait,
// and each step lets the fake service's answers and React's renders land.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})
const settle = () => act(() => vi.advanceTimersByTimeAsync(1_000))

async function openSwap(
  swaps: SwapApi,
  sendCall: (request: ContractCallRequest) => Promise<string> = async () => '0xhash',
) {
  const adapter = capableAdapter()
  const calls: ContractCallRequest[] = []
  adapter.send!.sendCall = (request) => {
    calls.push(request)
    return sendCall(request)
  }
  const api: AccountApi = {
    getBalances: async () => [],
    getHistory: async () => ({ transactions: [] }),
    getIdentity: async () => ({}),
    getAllowedOrigins: async () => [],
    alertCodeOf: () => undefined,
    swaps,
  }
  const core = createTestKit({ api: async () => api }, adapter)
  await connectStub(core)
  render(
    <AppKitProvider core={core}>
      <SwapView />
    </AppKitProvider>,
  )
  await settle()
  return { calls }
}

const pay = () => screen.getByLabelText('You pay') as HTMLInputElement
const receive = () => screen.getByLabelText('You receive') as HTMLInputElement
const swapButton = () => screen.getByRole('button', { name: 'Swap' }) as HTMLButtonElement
async function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } })
  await settle()
}

describe('SwapView', () => {
  it('opens selling the native coin for the next token, with the network fee, and nothing to swap yet', async () => {
    await openSwap(pool())
    expect(screen.getByRole('button', { name: 'You pay: ETH' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'You receive: LUSD' })).toBeTruthy()
    // 1 gwei × 150 000 gas.
    expect(screen.getByTestId('swap-network-fee').textContent).toBe('≈ 0.00015 ETH')
    expect(swapButton().disabled).toBe(true)
  })

  it('fills in what the pool gives, with the price impact and the least received at 1 % slippage', async () => {
    await openSwap(pool())
    await type(pay(), '0.5')
    expect(receive().value).toBe('1500')
    expect(screen.getByTestId('swap-price-impact').textContent).toBe('0.50 %')
    expect(screen.getByTestId('swap-minimum').textContent).toBe('1485 LUSD')
    expect(screen.getByText('Least received (1 % slippage)')).toBeTruthy()
    expect(swapButton().disabled).toBe(false)
  })

  it('fills in what it costs when the amount received is typed', async () => {
    await openSwap(pool())
    await type(receive(), '300')
    expect(pay().value).toBe('0.1')
  })

  it('asks nothing for an amount that is not a number, and offers nothing to swap', async () => {
    const getQuote = vi.fn(pool().getQuote)
    await openSwap(pool({ getQuote }))
    await type(pay(), '1,2.3')
    expect(getQuote).not.toHaveBeenCalled()
    expect(receive().value).toBe('')
    expect(swapButton().disabled).toBe(true)
  })

  it("says spec §8's 'Network not supported for Swaps' when the network has no pools", async () => {
    await openSwap(
      pool({
        getTokens: async () => {
          throw new SwapsNotSupportedError()
        },
      }),
    )
    expect(screen.getByRole('alert').textContent).toBe('Network not supported for Swaps')
    expect(screen.getByRole('button', { name: 'Switch the tokens' })).toHaveProperty('disabled', true)
    expect(swapButton().disabled).toBe(true)
  })

  it("says 'Insufficient liquidity' and keeps the amount typed", async () => {
    await openSwap(
      pool({
        getQuote: async () => {
          throw new InsufficientLiquidityError()
        },
      }),
    )
    await type(pay(), '5000')
    expect(screen.getByRole('alert').textContent).toBe('Insufficient liquidity')
    expect(pay().value).toBe('5000')
    expect(swapButton().disabled).toBe(true)
  })

  it('switches the tokens and the amounts with the switch button', async () => {
    await openSwap(pool())
    await type(pay(), '0.5')
    fireEvent.click(screen.getByRole('button', { name: 'Switch the tokens' }))
    await settle()
    expect(screen.getByRole('button', { name: 'You pay: LUSD' })).toBeTruthy()
    expect(pay().value).toBe('1500')
    // The amount typed moved to the paying side and is quoted again: 1500 LUSD buys 0.5 ETH.
    expect(receive().value).toBe('0.5')
  })

  it("picking the other side's token from the list switches the two", async () => {
    await openSwap(pool())
    fireEvent.click(screen.getByRole('button', { name: 'You pay: ETH' }))
    expect(screen.getByRole('list', { name: 'Choose a token' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Lab USD/ }))
    expect(screen.getByRole('button', { name: 'You pay: LUSD' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'You receive: ETH' })).toBeTruthy()
  })

  it('leaves the tokens as they were when the list is cancelled', async () => {
    await openSwap(pool())
    fireEvent.click(screen.getByRole('button', { name: 'You receive: LUSD' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'You receive: LUSD' })).toBeTruthy()
  })

  it('approves a token first, then swaps, and says what was swapped', async () => {
    const { calls } = await openSwap(pool())
    fireEvent.click(screen.getByRole('button', { name: 'You pay: ETH' }))
    fireEvent.click(screen.getByRole('button', { name: /Lab USD/ }))
    await type(pay(), '300')
    expect(receive().value).toBe('0.1')
    fireEvent.click(swapButton())
    await settle()
    expect(calls.map((call) => call.to)).toEqual(['0xusd', '0xpool'])
    expect(screen.getByRole('status').textContent).toBe('Swapped 300 LUSD for 0.1 ETH')
    expect(swapButton().disabled).toBe(true)
  })

  it('says which step the wallet is on while it decides, and locks the form', async () => {
    let approve = (_hash: string) => {}
    const { calls } = await openSwap(pool(), (call) =>
      call.to === '0xusd' ? new Promise((resolve) => (approve = resolve)) : Promise.resolve('0xswap'),
    )
    fireEvent.click(screen.getByRole('button', { name: 'You pay: ETH' }))
    fireEvent.click(screen.getByRole('button', { name: /Lab USD/ }))
    await type(pay(), '300')
    fireEvent.click(swapButton())
    await settle()
    const busy = screen.getByRole('button', { name: 'Approve in your wallet…' }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    expect(pay().readOnly).toBe(true)
    expect(screen.getByRole('button', { name: 'You pay: LUSD' })).toHaveProperty('disabled', true)
    await act(async () => approve('0xapproved'))
    await settle()
    expect(calls).toHaveLength(2)
    expect(screen.getByRole('status').textContent).toBe('Swapped 300 LUSD for 0.1 ETH')
  })

  it("says 'Transaction rejected' when the wallet refuses, and keeps everything typed", async () => {
    await openSwap(pool(), async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    })
    await type(pay(), '0.5')
    fireEvent.click(swapButton())
    await settle()
    expect(screen.getByRole('alert').textContent).toBe('Transaction rejected')
    expect(pay().value).toBe('0.5')
    expect(receive().value).toBe('1500')
    expect(swapButton().disabled).toBe(false)
  })
})
