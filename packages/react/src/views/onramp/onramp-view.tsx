import { replaceView } from '@appkit/controllers/modal'
import {
  buyOnramp,
  fetchOnrampQuote,
  loadOnrampOptions,
  onrampAmountProblem,
  onrampFeePercent,
  onrampState,
} from '@appkit/controllers/onramp'
import { useEffect, useId, useState } from 'react'
import { useAppKitCore } from '../../context.js'
import { useProxy } from '../../hooks/use-proxy.js'
import { TokenImage } from '../../images/token-image.js'
import { OnrampChoice, type OnrampPicking } from './onramp-choice.js'
import { onrampMessages as m } from './onramp-messages.js'
import { formatPurchaseAmount } from './purchase-amount.js'

/** Typing settles before a quote is asked for. */
const QUOTE_DELAY_MS = 300

/** The on-ramp's form: what to buy, on which network, how much and how to pay, with the quote. */
export default function OnRampView() {
  const core = useAppKitCore()
  const feature = onrampState(core)
  const onramp = useProxy(feature.state)
  const { chains, activeNamespace } = useProxy(core.chains)
  const chain = activeNamespace ? chains[activeNamespace] : undefined
  const [currencyId, setCurrencyId] = useState<string>()
  const [networkId, setNetworkId] = useState<string>()
  const [fiat, setFiat] = useState('USD')
  const [method, setMethod] = useState('card')
  const [amount, setAmount] = useState('100')
  const [picking, setPicking] = useState<OnrampPicking>()
  const ids = { currency: useId(), network: useId(), amount: useId(), fiat: useId(), status: useId() }

  useEffect(() => void loadOnrampOptions(core), [core])

  const options = onramp.options
  const currency =
    options?.purchaseCurrencies.find((c) => c.id === currencyId) ?? options?.purchaseCurrencies[0]
  const activeChainId = chain?.caipNetwork ? String(chain.caipNetwork.id) : undefined
  const network =
    currency?.networks.find((n) => n.chain_id === networkId) ??
    currency?.networks.find((n) => n.chain_id === activeChainId) ??
    currency?.networks[0]
  const payment = options?.paymentCurrencies.find((c) => c.id === fiat) ?? options?.paymentCurrencies[0]
  const problem = onrampAmountProblem(amount, payment, method)
  const address = chain?.account.address

  useEffect(() => {
    if (problem || !currency || !network || !payment) return
    const timer = setTimeout(
      () =>
        void fetchOnrampQuote(core, {
          purchaseCurrency: currency.id,
          paymentCurrency: payment.id,
          amount: amount.replace(',', '.'),
          network: network.chain_id,
          paymentMethod: method,
        }),
      QUOTE_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [core, problem, currency, network, payment, amount, method])

  if (!options) return <span className="apk-spinner" />
  if (picking) {
    const done = () => setPicking(undefined)
    return (
      <OnrampChoice
        picking={picking}
        options={options}
        currency={currency}
        current={{ currency: currency?.id, network: network?.chain_id, fiat: payment?.id }}
        onPick={{
          currency: (id) => {
            setCurrencyId(id)
            setNetworkId(undefined)
          },
          network: setNetworkId,
          fiat: setFiat,
        }}
        onDone={done}
      />
    )
  }
  const quote = problem ? undefined : onramp.quote
  const canBuy = !problem && currency && network && payment && address && activeNamespace
  const buy = () => {
    if (!canBuy) return
    void buyOnramp(
      core,
      {
        address,
        network: network.chain_id,
        purchaseCurrency: currency.id,
        paymentCurrency: payment.id,
        paymentMethod: method,
        fiatAmount: amount.replace(',', '.'),
      },
      activeNamespace,
    )
    // The purchase takes the form's place: Back and Done return to the account.
    replaceView(core.router, 'OnRampPurchase')
  }

  return (
    <form
      className="apk-form"
      data-testid="onramp-view"
      onSubmit={(event) => {
        event.preventDefault()
        buy()
      }}
    >
      {onramp.optionsFallback && (
        <p className="apk-muted" data-testid="onramp-options-fallback">
          {m.optionsFallback}
        </p>
      )}
      <span className="apk-label" id={ids.currency}>
        {m.currency}
      </span>
      <button
        type="button"
        className="apk-item"
        data-testid="onramp-currency"
        aria-describedby={ids.currency}
        onClick={() => setPicking('currency')}
      >
        {currency && <TokenImage token={currency} />}
        <span className="apk-name">{currency && `${currency.name} (${currency.symbol})`}</span>
      </button>
      <span className="apk-label" id={ids.network}>
        {m.network}
      </span>
      <button
        type="button"
        className="apk-item"
        data-testid="onramp-network"
        aria-describedby={ids.network}
        disabled={!currency?.networks.length}
        onClick={() => setPicking('network')}
      >
        <span className="apk-name">{network?.display_name ?? m.noNetwork}</span>
      </button>
      <label className="apk-label" htmlFor={ids.amount}>
        {m.pay}
      </label>
      <div className="apk-field">
        <input
          id={ids.amount}
          className="apk-input"
          data-testid="onramp-amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-describedby={ids.status}
          onChange={(event) => setAmount(event.target.value)}
        />
        <button
          type="button"
          className="apk-button secondary"
          data-testid="onramp-fiat"
          aria-label={`${m.paymentCurrency}: ${payment?.id ?? fiat}`}
          onClick={() => setPicking('fiat')}
        >
          {payment?.id ?? fiat}
        </button>
      </div>
      <fieldset className="apk-form" data-testid="onramp-methods">
        <legend className="apk-label">{m.paymentMethod}</legend>
        {payment?.payment_method_limits.map((limit) => (
          <label key={limit.id} className="apk-item" data-testid={`onramp-method-${limit.id}`}>
            <input
              type="radio"
              name="onramp-method"
              value={limit.id}
              checked={method === limit.id}
              onChange={() => setMethod(limit.id)}
            />
            <span className="apk-name">{m.methods[limit.id] ?? limit.id}</span>
            <span className="apk-muted">{m.limits(limit.min, limit.max, payment.id)}</span>
          </label>
        ))}
      </fieldset>
      <div id={ids.status} className="apk-status-line" aria-live="polite">
        {problem ? (
          <p className="apk-error" data-testid="onramp-error">
            {m.problem(problem, payment?.id ?? fiat)}
          </p>
        ) : !network ? (
          <p className="apk-error">{m.noNetwork}</p>
        ) : quote ? (
          <div data-testid="onramp-quote">
            <p className="apk-name" data-testid="onramp-receive">
              {m.youGet(formatPurchaseAmount(quote.purchaseAmount.amount), quote.purchaseAmount.currency)}
            </p>
            <p className="apk-muted" data-testid="onramp-fee">
              {onramp.quoteFallback
                ? m.quoteFallback
                : m.fee(quote.networkFee.amount, quote.networkFee.currency, onrampFeePercent(quote))}
            </p>
          </div>
        ) : (
          <p className="apk-muted">{m.quoteLoading}</p>
        )}
      </div>
      <p className="apk-muted">{m.feeRange}</p>
      <button type="submit" className="apk-button wide" data-testid="onramp-continue" aria-disabled={!canBuy}>
        {m.continue}
      </button>
    </form>
  )
}

// Loaded after the modal, as lazy-views.tsx says why.
export { withModal } from '../with-modal.js'
