import type { ReactNode } from 'react'
import { TokenImage } from '../images/token-image.js'
import { messages } from '../messages.js'
import { ChoiceList } from './choice-list.js'

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
  return (
    <ChoiceList
      label={messages.chooseToken}
      choices={tokens}
      keyOf={(token) => token.address ?? token.symbol}
      current={undefined}
      row={(token) => (
        <>
          <TokenImage token={token} />
          <span className="apk-name">
            {token.name}
            <span className="apk-detail">{detail(token)}</span>
          </span>
        </>
      )}
      testId={testId.list}
      rowTestId={(_, token) => `${testId.rowPrefix}${token.symbol}`}
      empty={<p className="apk-muted">{messages.noTokens}</p>}
      onPick={onPick}
      onCancel={onCancel}
    />
  )
}
