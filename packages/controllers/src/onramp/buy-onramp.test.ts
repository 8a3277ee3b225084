import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { fakeApi } from '../test/fake-account.js'
import { network } from '../test/fake-adapter.js'
import type { OnrampApi, OnrampPurchaseStatus } from '../types/onramp-api.js'
import {
  buyOnramp,
  ONRAMP_POPUP_BLOCKED,
  ONRAMP_POPUP_CLOSED,
  ONRAMP_START_FAILED,
  type OnrampWindow,
} from './buy-onramp.js'
import { onrampState } from './onramp-state.js'

const REQUEST = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  network: '31337',
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  fiatAmount: '100',
}

/** A browser whose timers run when the test says, and a popup the test can close. */
function fakeWindow(blocked = false) {
  const timers: (() => void)[] = []
  const popup = { closed: false, opener: {} as unknown, location: { href: 'about:blank' }, close: () => {} }
  const win: OnrampWindow = {
    open: () => (blocked ? null : popup),
    setTimeout: (run) => timers.push(run),
    clearTimeout: () => {},
  }
  /** Runs the next poll and lets its reads settle. */
  const tick = async () => {
    timers.shift()?.()
    for (let i = 0; i < 10; i++) await Promise.resolve()
  }
  return { win, popup, tick, pending: () => timers.length }
}

function coreWith(onramp: Partial<OnrampApi>) {
  const api = fakeApi({
    onramp: {
      getOptions: async () => ({ purchaseCurrencies: [], paymentCurrencies: [] }),
      getQuote: async () => Promise.reject(new Error('unused')),
      generateUrl: async () => ({
        url: 'http://127.0.0.1:8787/onramp/buy/p1',
        statusUrl: 'http://127.0.0.1:8787/s/p1',
      }),
      getPurchaseStatus: async () => ({ status: 'open' }),
      ...onramp,
    },
  })
  return createTestCore({ networks: [network(1)], api: async () => api })
}

describe('buyOnramp', () => {
  it('cuts the popup off from the dapp, loads the provider in it, and follows the purchase to completed', async () => {
    let status: OnrampPurchaseStatus = { status: 'open' }
    const core = coreWith({ getPurchaseStatus: async () => status })
    const { win, popup, tick } = fakeWindow()
    await buyOnramp(core, REQUEST, 'eip155', win)
    expect(popup.opener).toBeNull()
    expect(popup.location.href).toBe('http://127.0.0.1:8787/onramp/buy/p1')
    expect(onrampState(core).state.purchase).toMatchObject({ status: 'open' })
    status = { status: 'completed', purchaseAmount: { amount: '0.0392', currency: 'ETH' }, txHash: '0xabc' }
    await tick()
    expect(onrampState(core).state.purchase).toEqual({
      status: 'completed',
      symbol: 'ETH',
      amount: '0.0392',
      txHash: '0xabc',
      error: undefined,
    })
    expect(core.activity.stale).toBe(true)
  })

  it("ends with the provider's reason when the payment fails", async () => {
    const core = coreWith({
      getPurchaseStatus: async () => ({ status: 'failed', error: 'Your card was declined.' }),
    })
    const { win, tick, pending } = fakeWindow()
    await buyOnramp(core, REQUEST, 'eip155', win)
    await tick()
    expect(onrampState(core).state.purchase).toMatchObject({
      status: 'failed',
      error: 'Your card was declined.',
    })
    expect(pending()).toBe(0)
  })

  it("says 'Popup closed' when the window closes before paying, and keeps following once paid", async () => {
    let status: OnrampPurchaseStatus = { status: 'sending' }
    const core = coreWith({ getPurchaseStatus: async () => status })
    const { win, popup, tick } = fakeWindow()
    await buyOnramp(core, REQUEST, 'eip155', win)
    popup.closed = true
    await tick()
    expect(onrampState(core).state.purchase?.status).toBe('sending')
    status = { status: 'open' }
    await tick()
    expect(onrampState(core).state.purchase).toMatchObject({ status: 'failed', error: ONRAMP_POPUP_CLOSED })
  })

  it('says so when the browser blocks the popup, or the provider cannot start, and opens nothing else', async () => {
    const blocked = coreWith({})
    await buyOnramp(blocked, REQUEST, 'eip155', fakeWindow(true).win)
    expect(onrampState(blocked).state.purchase).toMatchObject({
      status: 'failed',
      error: ONRAMP_POPUP_BLOCKED,
    })

    const failing = coreWith({ generateUrl: async () => Promise.reject(new Error('HTTP status code: 500')) })
    const { win, popup } = fakeWindow()
    await buyOnramp(failing, REQUEST, 'eip155', win)
    expect(onrampState(failing).state.purchase).toMatchObject({
      status: 'failed',
      error: ONRAMP_START_FAILED,
    })
    expect(popup.location.href).toBe('about:blank')
  })

  it('a provider URL that is not a web page (javascript:) is never loaded in the popup', async () => {
    const core = coreWith({ generateUrl: async () => ({ url: 'javascript:alert(document.domain)' }) })
    const { win, popup } = fakeWindow()
    await buyOnramp(core, REQUEST, 'eip155', win)
    expect(popup.location.href).toBe('about:blank')
    expect(onrampState(core).state.purchase).toMatchObject({ status: 'failed', error: ONRAMP_START_FAILED })
  })
})
