import { formatBalance } from '@appkit/common'
import type { TokenBalance } from '@appkit/controllers'
import { WalletImage } from '../../components/wallet-image.js'
import { messages } from '../../messages.js'

/** The tokens the account can send, one button each. */
export function TokenPicker({
  tokens,
  onPick,
}: {
  tokens: readonly TokenBalance[]
  onPick: (token: TokenBalance) => void
}) {
  return (
    <ul className="apk-list" aria-label={messages.chooseToken} data-testid="token-picker">
      {tokens.map((token) => (
        <li key={token.address ?? token.symbol}>
          <button
            type="button"
            className="apk-item"
            data-testid={`pick-token-${token.symbol}`}
            onClick={() => onPick(token)}
          >
            <WalletImage src={token.iconUrl} name={token.symbol} />
            <span className="apk-name">
              {token.name}
              <span className="apk-detail">
                {messages.tokenAmount(formatBalance(token.amount), token.symbol)}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
