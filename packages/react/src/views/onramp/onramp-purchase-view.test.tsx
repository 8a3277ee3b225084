// @vitest-environment happy-dom
import type { AccountApi } from '@appkit/controllers'
import { type AppKitCore, openModal, pushView } from '@appkit/controllers/modal'
import { DEFAULT_ONRAMP_OPTIONS } from '@appkit/controllers/onramp'
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { useProxy } from '../../hooks/use-proxy.js'
import { connectStub, createTestKit, renderWith } from '../../test/render.js'
import { AnyView } from '../lazy-views.js'

type Onramp = NonNullable<AccountApi['onramp']>
const PROVIDER = 'http://127.0.0.1:8787/onramp/buy/1'
const STATUS = 'http://127.0.0.1:8787/v1/onramp/purchases/1'

/** The provider's window as the browser hands it over: the page it shows, whether it was closed. */
function providerWindow() {
  return { closed: false, opener: window as unknown, location: { href: 'about:blank' }, close: vi.fn() }
}

// The views load lazily on first open; loaded here once, the router's switch renders them at once.
beforeAll(async () => {
  await Promise.all([import('./onramp-view.js'), import('./onramp-purchase-view.js')])
})

// The quote waits for typing to settle and the purchase is read on a timer: fake time moves them on.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})
const settle = () => act(() => vi.advanceTimersByTimeAsync(1_000))

async function buyFlow(onramp: Partial<Onramp>, popup: ReturnType<typeof providerWindow> | null) {
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
  const api: AccountApi = {
    getBalances: async () => [],
    getHistory: async () => ({ transactions: [] }),
    getIdentity: async () => ({}),
    getAllowedOrigins: async () => [],
    alertCodeOf: () => undefined,
    onramp: {
      getOptions: async () => DEFAULT_ONRAMP_OPTIONS,
      getQuote: () => Promise.reject(new Error('HTTP status code: 500')),
      generateUrl: async () => ({ url: PROVIDER, statusUrl: STATUS }),
      getPurchaseStatus: async () => ({ status: 'open' }),
      ...onramp,
    },
  }
  const core = createTestKit({ api: async () => api })
  await connectStub(core)
  openModal(core, { view: 'Account' })
  pushView(core.router, 'OnRampBuy')
  renderWith(core, <Routed router={core.router} />)
  await settle()
  return { core, open }
}

/** The modal's body: whichever view the router is on. */
function Routed({ router }: { router: AppKitCore['router'] }) {
  return <AnyView view={useProxy(router).view} />
}

const status = () => screen.getByTestId('onramp-status').textContent
const continueButton = () => screen.getByRole('button', { name: 'Continue with the provider' })

describe('buying through the provider', () => {
  it('opens the provider cut off from the dapp, follows the purchase to its end, and Done returns to the account', async () => {
    const popup = providerWindow()
    const reads = [
      { status: 'open' as const },
      { status: 'sending' as const },
      { status: 'completed' as const, purchaseAmount: { amount: '0.04', currency: 'ETH' }, txHash: '0xabc' },
    ]
    const generateUrl = vi.fn(async () => ({ url: PROVIDER, statusUrl: STATUS }))
    const { core, open } = await buyFlow(
      { generateUrl, getPurchaseStatus: async () => reads.shift()! },
      popup,
    )
    fireEvent.click(continueButton())
    expect(open).toHaveBeenCalledOnce()
    await act(async () => undefined)
    expect(core.router.view).toBe('OnRampPurchase')
    expect(generateUrl).toHaveBeenCalledWith(
      expect.objectContaining({
        network: '1',
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        fiatAmount: '100',
      }),
    )
    expect(popup.opener).toBeNull()
    expect(popup.location.href).toBe(PROVIDER)
    expect(status()).toBe('Complete the purchase in the provider’s window')
    await settle()
    expect(status()).toBe('Complete the purchase in the provider’s window')
    await settle()
    expect(status()).toBe('Paid: the provider is sending your tokens…')
    await settle()
    expect(status()).toBe('Purchase complete: 0.04 ETH arrived')
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(core.router.view).toBe('Account')
  })

  it('says the browser blocked the window, and Try again goes back to the form', async () => {
    const generateUrl = vi.fn(async () => ({ url: PROVIDER }))
    const { core } = await buyFlow({ generateUrl }, null)
    fireEvent.click(continueButton())
    await act(async () => undefined)
    expect(status()).toBe('Purchase failed')
    expect(screen.getByTestId('onramp-purchase-error').textContent).toBe(
      'The browser blocked the window of the provider: allow pop-ups and try again',
    )
    expect(generateUrl).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(core.router.view).toBe('OnRampBuy')
    await settle()
    expect((screen.getByLabelText('You pay') as HTMLInputElement).value).toBe('100')
  })

  it('closes the window and says so when the provider cannot start the purchase', async () => {
    const popup = providerWindow()
    await buyFlow({ generateUrl: () => Promise.reject(new Error('HTTP status code: 503')) }, popup)
    fireEvent.click(continueButton())
    await settle()
    expect(popup.close).toHaveBeenCalled()
    expect(screen.getByTestId('onramp-purchase-error').textContent).toBe(
      'The provider could not start the purchase',
    )
  })

  it("a window closed before paying is spec §8's 'Popup closed'", async () => {
    const popup = providerWindow()
    await buyFlow({}, popup)
    fireEvent.click(continueButton())
    await act(async () => undefined)
    popup.closed = true
    await settle()
    expect(status()).toBe('Purchase failed')
    expect(screen.getByTestId('onramp-purchase-error').textContent).toBe('Popup closed')
  })
})

describe('the on-ramp form', () => {
  it('sends nothing to the provider while the amount is outside the limits', async () => {
    const { core, open } = await buyFlow({}, providerWindow())
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '5' } })
    expect(screen.getByTestId('onramp-error').textContent).toBe('The minimum is 10.00 USD')
    expect(continueButton().getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(continueButton())
    expect(open).not.toHaveBeenCalled()
    expect(core.router.view).toBe('OnRampBuy')
  })

  it('buys on the network and in the currency picked', async () => {
    const generateUrl = vi.fn(async () => ({ url: PROVIDER }))
    await buyFlow({ generateUrl }, providerWindow())
    expect(screen.getByTestId('onramp-network').textContent).toBe('Ethereum')
    fireEvent.click(screen.getByTestId('onramp-network'))
    fireEvent.click(screen.getByTestId('onramp-network-list-8453'))
    fireEvent.click(screen.getByTestId('onramp-fiat'))
    fireEvent.click(screen.getByTestId('onramp-fiat-list-EUR'))
    expect(screen.getByTestId('onramp-method-card').textContent).toContain('10.00–7500.00 EUR')
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '20,50' } })
    fireEvent.click(screen.getByRole('radio', { name: /Bank account/ }))
    fireEvent.click(continueButton())
    await act(async () => undefined)
    expect(generateUrl).toHaveBeenCalledWith(
      expect.objectContaining({
        network: '8453',
        paymentCurrency: 'EUR',
        fiatAmount: '20.50',
        paymentMethod: 'bank_account',
      }),
    )
  })

  it('says the provider does not sell on the network when the currency has none', async () => {
    const options = {
      ...DEFAULT_ONRAMP_OPTIONS,
      purchaseCurrencies: [
        ...DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies,
        { id: 'LAB', name: 'Lab', symbol: 'LAB', networks: [] },
      ],
    }
    const { open } = await buyFlow({ getOptions: async () => options }, providerWindow())
    fireEvent.click(screen.getByTestId('onramp-currency'))
    fireEvent.click(screen.getByTestId('onramp-currency-list-LAB'))
    // The network's button and the form's error line both say it.
    expect(screen.getByTestId('onramp-network').textContent).toBe(
      'The provider does not sell on this network',
    )
    expect(screen.getAllByText('The provider does not sell on this network')).toHaveLength(2)
    expect(continueButton().getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(continueButton())
    expect(open).not.toHaveBeenCalled()
  })
})
