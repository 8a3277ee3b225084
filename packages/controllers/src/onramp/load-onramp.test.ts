import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { fakeApi } from '../test/fake-account.js'
import { network } from '../test/fake-adapter.js'
import type { OnrampApi } from '../types/onramp-api.js'
import { fetchOnrampQuote, loadOnrampOptions } from './load-onramp.js'
import { DEFAULT_ONRAMP_OPTIONS } from './onramp-defaults.js'
import { onrampState } from './onramp-state.js'

const failing = () => Promise.reject(new Error('HTTP status code: 500'))
const coreWith = (onramp: Partial<OnrampApi>) =>
  createTestCore({
    networks: [network(1)],
    api: async () =>
      fakeApi({
        onramp: {
          getOptions: failing,
          getQuote: failing,
          generateUrl: failing,
          getPurchaseStatus: failing,
          ...onramp,
        },
      }),
  })
const QUOTE = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '42', network: '1' }

describe('on-ramp options and quotes', () => {
  it('ask through the one API client the core shares, not a new one per call', async () => {
    let clients = 0
    const core = createTestCore({
      networks: [network(1)],
      api: async () => {
        clients++
        return fakeApi({
          onramp: {
            getOptions: failing,
            getQuote: failing,
            generateUrl: failing,
            getPurchaseStatus: failing,
          },
        })
      },
    })
    await loadOnrampOptions(core)
    await fetchOnrampQuote(core, QUOTE)
    await fetchOnrampQuote(core, { ...QUOTE, amount: '43' })
    expect(clients).toBe(1)
  })

  it('fall back to the built-in options when the call fails (spec §7)', async () => {
    const core = coreWith({})
    await loadOnrampOptions(core)
    expect(onrampState(core).state).toMatchObject({ options: DEFAULT_ONRAMP_OPTIONS, optionsFallback: true })
  })

  it('fall back to a quote of the input amount when the quote fails (spec §7)', async () => {
    const core = coreWith({})
    await fetchOnrampQuote(core, QUOTE)
    expect(onrampState(core).state).toMatchObject({
      quoteFallback: true,
      quoteLoading: false,
      quote: {
        purchaseAmount: { amount: '42', currency: 'ETH' },
        paymentTotal: { amount: '42', currency: 'USD' },
      },
    })
  })

  it('keep the answer of the last quote asked for when an older one arrives later', async () => {
    let release: (value: unknown) => void = () => {}
    const slow = new Promise((resolve) => {
      release = resolve
    })
    const quote = (amount: string) => ({
      networkFee: { amount: '0', currency: 'USD' },
      paymentSubtotal: { amount, currency: 'USD' },
      paymentTotal: { amount, currency: 'USD' },
      purchaseAmount: { amount, currency: 'ETH' },
      quoteId: amount,
    })
    const core = coreWith({
      getQuote: async (request) => {
        if (request.amount === '1') await slow
        return quote(request.amount)
      },
    })
    const first = fetchOnrampQuote(core, { ...QUOTE, amount: '1' })
    await fetchOnrampQuote(core, { ...QUOTE, amount: '2' })
    release(undefined)
    await first
    expect(onrampState(core).state.quote?.quoteId).toBe('2')
  })
})
