import { type ReactNode, useEffect, useRef } from 'react'
import { TokenImage } from '../images/token-image.js'
import { messages } from '../messages.js'

interface PickableToken {
  symbol: string
  name: string
  address?: string
  iconUrl?: string
}

/** A list of tokens, one button each, in place of the form that asked for one (Send, Swap). */
export function TokenPicker<T extends PickableToken>({
  tokens,
  detail,
  testId,
  onPick,
  onCancel,
}: {
  tokens: readonly T[]
  /** What a row says under the token's name: the balance (Send), the symbol (Swap). */
  detail: (token: T) => ReactNode
  /** The list's test id; each row's is `${rowPrefix}${symbol}`. */
  testId: { list: string; rowPrefix: string }
  onPick: (token: T) => void
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
      <ul className="apk-list" aria-label={messages.chooseToken} data-testid={testId.list}>
        {tokens.map((token) => (
          <li key={token.address ?? token.symbol}>
            <button
              type="button"
              className="apk-item"
              data-testid={`${testId.rowPrefix}${token.symbol}`}
              onClick={() => onPick(token)}
            >
              <TokenImage token={token} />
              <span className="apk-name">
                {token.name}
                <span className="apk-detail">{detail(token)}</span>
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
