import type { TokenBalance } from '@appkit/controllers'
import { useEffect, useRef } from 'react'
import { formatTokenAmount } from '../../format-token-amount.js'
import { TokenImage } from '../../images/token-image.js'
import { messages } from '../../messages.js'

/** The tokens the account can send, one button each. */
export function TokenPicker({
  tokens,
  onPick,
  onCancel,
}: {
  tokens: readonly TokenBalance[]
  onPick: (token: TokenBalance) => void
  onCancel: () => void
}) {
  const root = useRef<HTMLDivElement>(null)
  // The form it replaced had focus: it moves to the first token, or to Cancel when there is none.
  useEffect(() => {
    root.current?.querySelector('button')?.focus()
  }, [])
  return (
    <div className="apk-form" ref={root}>
      {tokens.length === 0 && <p className="apk-muted">{messages.noTokens}</p>}
      <ul className="apk-list" aria-label={messages.chooseToken} data-testid="token-picker">
        {tokens.map((token) => (
          <li key={token.address ?? token.symbol}>
            <button
              type="button"
              className="apk-item"
              data-testid={`pick-token-${token.symbol}`}
              onClick={() => onPick(token)}
            >
              <TokenImage token={token} />
              <span className="apk-name">
                {token.name}
                <span className="apk-detail">
                  {messages.tokenAmount(formatTokenAmount(token.amount), token.symbol)}
                </span>
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
