import type { SwapToken } from '@appkit/controllers/swap'
import { useEffect, useRef } from 'react'
import { TokenImage } from '../../images/token-image.js'
import { messages } from '../../messages.js'

/** The tokens the swap service trades on this network, one button each. */
export function SwapTokenPicker({
  tokens,
  onPick,
  onCancel,
}: {
  tokens: readonly SwapToken[]
  onPick: (token: SwapToken) => void
  onCancel: () => void
}) {
  const root = useRef<HTMLDivElement>(null)
  // The form it replaced had focus: it moves to the first token.
  useEffect(() => {
    root.current?.querySelector('button')?.focus()
  }, [])
  return (
    <div className="apk-form" ref={root}>
      <ul className="apk-list" aria-label={messages.chooseToken} data-testid="swap-token-picker">
        {tokens.map((token) => (
          <li key={token.address}>
            <button
              type="button"
              className="apk-item"
              data-testid={`swap-pick-${token.symbol}`}
              onClick={() => onPick(token)}
            >
              <TokenImage token={token} />
              <span className="apk-name">
                {token.name}
                <span className="apk-detail">{token.symbol}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="apk-button secondary wide" onClick={onCancel}>
        {messages.cancel}
      </button>
    </div>
  )
}
