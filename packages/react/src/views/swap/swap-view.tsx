import { formatUnits, SWAP_SLIPPAGE_PERCENT } from '@appkit/common'
import {
  chooseSwapToken,
  flipSwap,
  loadSwap,
  quoteSwap,
  runSwap,
  type SwapToken,
  setSwapAmount,
  swapState,
} from '@appkit/controllers/swap'
import { useEffect, useId, useState } from 'react'
import { TokenPicker } from '../../components/token-picker.js'
import { useAppKitCore } from '../../context.js'
import { useProxy } from '../../hooks/use-proxy.js'
import { TokenImage } from '../../images/token-image.js'
import { messages } from '../../messages.js'
import { swapNetworkFee } from './swap-fee.js'

/** Typing settles before the pool is asked. */
const QUOTE_DELAY_MS = 300

/**
 * Spec §9's swaps: pick two tokens, type either amount and get the pool's quote for the other,
 * see the price impact and network fee, then approve (when needed) and swap in the wallet.
 */
export default function SwapView() {
  const core = useAppKitCore()
  const state = swapState(core)
  const swap = useProxy(state)
  const { chains, activeNamespace } = useProxy(core.chains)
  const network = activeNamespace ? chains[activeNamespace]?.caipNetwork?.caipNetworkId : undefined
  const [picking, setPicking] = useState<'from' | 'to'>()
  const fromId = useId()
  const toId = useId()

  // A new network has other tokens and pools.
  useEffect(() => {
    if (network) void loadSwap(core)
  }, [core, network])

  // What a quote answers: the amount typed, on which side, between which tokens.
  const typed = swap.edited === 'from' ? swap.fromAmount : swap.toAmount
  const asked = typed ? `${swap.edited} ${typed} ${swap.from?.address} ${swap.to?.address}` : ''
  useEffect(() => {
    if (!asked) return
    const timer = setTimeout(() => void quoteSwap(core), QUOTE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [core, asked])

  if (picking) {
    return (
      <TokenPicker
        tokens={swap.tokens as SwapToken[]}
        detail={(token) => token.symbol}
        testId={{ list: 'swap-token-picker', rowPrefix: 'swap-pick-' }}
        onPick={(token) => {
          chooseSwapToken(core, picking, token)
          setPicking(undefined)
        }}
        onCancel={() => setPicking(undefined)}
      />
    )
  }

  const busy = swap.step === 'approving' || swap.step === 'swapping'
  const { quote, from, to } = swap
  const ready = Boolean(quote && from && to) && !swap.quoting && !busy && !swap.loading
  const label =
    swap.step === 'approving'
      ? messages.swapApproving
      : swap.step === 'swapping'
        ? messages.swapSwapping
        : messages.swapButton
  return (
    <form
      className="apk-form"
      data-testid="swap-view"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (ready) void runSwap(core)
      }}
    >
      {swap.loading && <p className="apk-muted">{messages.swapLoading}</p>}
      <SwapSide
        id={fromId}
        side="from"
        label={messages.swapFrom}
        token={from}
        amount={swap.fromAmount}
        busy={busy}
        onPick={() => setPicking('from')}
        onType={(value) => setSwapAmount(core, 'from', value)}
      />
      <button
        type="button"
        className="apk-flip"
        data-testid="swap-flip"
        aria-label={messages.swapFlip}
        disabled={busy || !from || !to}
        onClick={() => flipSwap(core)}
      >
        ⇅
      </button>
      <SwapSide
        id={toId}
        side="to"
        label={messages.swapTo}
        token={to}
        amount={swap.toAmount}
        busy={busy}
        onPick={() => setPicking('to')}
        onType={(value) => setSwapAmount(core, 'to', value)}
      />
      <dl className="apk-facts" data-testid="swap-details">
        {quote && to && (
          <>
            <div className="apk-fact">
              <dt>{messages.swapPriceImpact}</dt>
              <dd data-testid="swap-price-impact">{`${quote.priceImpact.toFixed(2)} %`}</dd>
            </div>
            <div className="apk-fact">
              <dt>{messages.swapMinimum(SWAP_SLIPPAGE_PERCENT)}</dt>
              <dd data-testid="swap-minimum">
                {`${formatUnits((quote.toAmount * BigInt(100 - SWAP_SLIPPAGE_PERCENT)) / 100n, to.decimals)} ${to.symbol}`}
              </dd>
            </div>
          </>
        )}
        {swap.gasPrice !== undefined && (
          <div className="apk-fact">
            <dt>{messages.swapNetworkFee}</dt>
            <dd data-testid="swap-network-fee">{`≈ ${swapNetworkFee(swap.gasPrice)} ETH`}</dd>
          </div>
        )}
      </dl>
      <p className="apk-muted" aria-live="polite" data-testid="swap-status">
        {swap.quoting ? messages.swapQuoting : ''}
      </p>
      {swap.error && (
        <p className="apk-error" role="alert" data-testid="swap-error">
          {swap.error}
        </p>
      )}
      {swap.step === 'done' && quote && from && to && (
        <p className="apk-status" role="status" data-testid="swap-done">
          {messages.swapDone(
            `${formatUnits(quote.fromAmount, from.decimals)} ${from.symbol}`,
            `${formatUnits(quote.toAmount, to.decimals)} ${to.symbol}`,
          )}
        </p>
      )}
      <button
        type="submit"
        className="apk-button wide"
        data-testid="swap-submit"
        aria-disabled={!ready}
        disabled={!ready || swap.step === 'done'}
      >
        {label}
      </button>
    </form>
  )
}

function SwapSide(props: {
  id: string
  side: 'from' | 'to'
  label: string
  token: SwapToken | undefined
  amount: string
  busy: boolean
  onPick: () => void
  onType: (value: string) => void
}) {
  const { id, side, token } = props
  return (
    <>
      <label className="apk-label" htmlFor={id}>
        {props.label}
      </label>
      <div className="apk-field">
        <input
          id={id}
          className="apk-input"
          data-testid={`swap-${side}-amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={props.amount}
          readOnly={props.busy}
          onChange={(event) => props.onType(event.currentTarget.value)}
        />
        <button
          type="button"
          className="apk-button secondary"
          data-testid={`swap-${side}-token`}
          aria-label={token ? `${props.label}: ${token.symbol}` : messages.selectToken}
          disabled={props.busy}
          onClick={props.onPick}
        >
          {token && <TokenImage token={token} />}
          <span>{token?.symbol ?? messages.selectToken}</span>
        </button>
      </div>
    </>
  )
}

// Loaded after the modal, as lazy-views.tsx says why.
export { withModal } from '../with-modal.js'
