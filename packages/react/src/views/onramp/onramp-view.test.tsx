// @vitest-environment happy-dom
import type { AccountApi } from '@appkit/controllers'
import { DEFAULT_ONRAMP_OPTIONS } from '@appkit/controllers/onramp'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connectStub, createTestKit, renderWith } from '../../test/render.js'
import OnRampView from './onramp-view.js'

const failing = () => Promise.reject(new Error('HTTP status code: 500'))

function kitWith(onramp: Partial<NonNullable<AccountApi['onramp']>>) {
  const api: AccountApi = {
    getBalances: async () => [],
    getHistory: async () => ({ transactions: [] }),
    getIdentity: async () => ({}),
    getAllowedOrigins: async () => [],
    alertCodeOf: () => undefined,
    onramp: {
      getOptions: failing,
      getQuote: failing,
      generateUrl: failing,
      getPurchaseStatus: failing,
      ...onramp,
    },
  }
  return createTestKit({ api: async () => api })
}

describe('OnRampView', () => {
  it("offers each payment method with spec §9's limits, and says when an amount is outside them", async () => {
    const core = kitWith({ getOptions: async () => DEFAULT_ONRAMP_OPTIONS })
    await connectStub(core)
    renderWith(core, <OnRampView />)
    expect((await screen.findByTestId('onramp-method-card')).textContent).toContain('10.00–7500.00 USD')
    expect(screen.getByTestId('onramp-method-bank_account').textContent).toContain('10.00–25000.00 USD')
    fireEvent.change(screen.getByTestId('onramp-amount'), { target: { value: '7600' } })
    expect(screen.getByTestId('onramp-error').textContent).toBe('The maximum is 7500.00 USD')
    expect(screen.getByTestId('onramp-continue').getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(screen.getByRole('radio', { name: /Bank account/ }))
    expect(screen.queryByTestId('onramp-error')).toBeNull()
  })

  it("picks the currency, network and payment currency from the modal's own lists, not selects", async () => {
    const core = kitWith({ getOptions: async () => DEFAULT_ONRAMP_OPTIONS })
    await connectStub(core)
    renderWith(core, <OnRampView />)
    fireEvent.click(await screen.findByTestId('onramp-fiat'))
    expect(document.activeElement).toBe(screen.getByTestId('onramp-fiat-list-USD'))
    fireEvent.click(screen.getByTestId('onramp-fiat-list-EUR'))
    expect(screen.getByTestId('onramp-fiat').textContent).toBe('EUR')
    expect(screen.getByTestId('onramp-method-card').textContent).toContain('10.00–7500.00 EUR')
    fireEvent.click(screen.getByTestId('onramp-network'))
    fireEvent.click(screen.getByTestId('onramp-network-list-8453'))
    expect(screen.getByTestId('onramp-network').textContent).toBe('Base')
    fireEvent.click(screen.getByTestId('onramp-currency'))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByTestId('onramp-currency').textContent).toBe('Ether (ETH)')
    expect(document.querySelector('select')).toBeNull()
  })

  it('shows the quote with its fee and share', async () => {
    const core = kitWith({
      getOptions: async () => DEFAULT_ONRAMP_OPTIONS,
      getQuote: async () => ({
        networkFee: { amount: '2.00', currency: 'USD' },
        paymentSubtotal: { amount: '98.00', currency: 'USD' },
        paymentTotal: { amount: '100.00', currency: 'USD' },
        purchaseAmount: { amount: '0.0392', currency: 'ETH' },
        quoteId: 'q',
      }),
    })
    await connectStub(core)
    renderWith(core, <OnRampView />)
    await waitFor(() => expect(screen.getByTestId('onramp-fee').textContent).toBe('Fee 2.00 USD (2 %)'))
    expect(screen.getByTestId('onramp-receive').textContent).toBe('You get ≈ 0.0392 ETH')
  })

  it('falls back to the built-in options and a quote of the input amount when the calls fail', async () => {
    const core = kitWith({})
    await connectStub(core)
    renderWith(core, <OnRampView />)
    expect(await screen.findByTestId('onramp-options-fallback')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('onramp-receive').textContent).toBe('You get ≈ 100 ETH'))
    expect(screen.getByTestId('onramp-fee').textContent).toBe(
      'Estimate only: the provider’s quote is unavailable',
    )
  })
})
