import type { ChainState, TokenBalance } from '@appkit/controllers'
import { formatFiat } from '../../format-fiat.js'
import { formatTokenAmount } from '../../format-token-amount.js'
import type { Snapshot } from '../../hooks/use-proxy.js'
import { TokenImage } from '../../images/token-image.js'
import { messages } from '../../messages.js'

function TokenRow({ token }: { token: TokenBalance }) {
  const amount = messages.tokenAmount(formatTokenAmount(token.amount), token.symbol)
  return (
    <li className="apk-item apk-token" data-testid="token-row" data-symbol={token.symbol}>
      <TokenImage token={token} />
      <span className="apk-name">
        {token.name}
        <span className="apk-detail" data-testid="token-amount">
          {amount}
        </span>
      </span>
      {token.value !== undefined && (
        <span className="apk-value">
          <span data-testid="token-value">{formatFiat(token.value)}</span>
          {token.price !== undefined && (
            <span className="apk-detail">{messages.tokenPrice(formatFiat(token.price))}</span>
          )}
        </span>
      )}
    </li>
  )
}

/**
 * What the account holds on its network, from the blockchain API: the total value, then each
 * token. Shown only where the adapter can read tokens; a failed read keeps the last list. The API
 * lists the tokens held (spec §7: "my tokens with balance") and a token without decimals is left out
 * (spec §5), while Activity keeps both kinds' transfers: the list says so rather than leave the
 * visitor guessing.
 */
export function TokenList({ chain }: { chain: Snapshot<ChainState> }) {
  const { account, adapter } = chain
  if (!adapter?.balances?.getTokenBalances) return null
  const { tokens, tokensLoading } = account
  if (!tokens) {
    return tokensLoading ? (
      <p className="apk-muted" aria-live="polite">
        {messages.tokensLoading}
      </p>
    ) : null
  }
  const total = tokens.reduce((sum, token) => sum + (token.value ?? 0), 0)
  return (
    <section className="apk-tokens" aria-label={messages.tokens}>
      <p className="apk-title" data-testid="account-total">
        {formatFiat(total)}
      </p>
      {tokens.length === 0 ? (
        <p className="apk-muted">{messages.noTokens}</p>
      ) : (
        <ul className="apk-list" aria-label={messages.tokens} data-testid="token-list">
          {tokens.map((token) => (
            <TokenRow key={token.address ?? token.symbol} token={token} />
          ))}
        </ul>
      )}
      <p className="apk-muted" data-testid="token-list-note" style={{ fontSize: '0.85em' }}>
        {messages.tokensNotListed}
      </p>
    </section>
  )
}
