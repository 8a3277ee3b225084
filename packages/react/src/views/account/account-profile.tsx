import { explorerAddressUrl, FALLBACK_BALANCE, formatUnits, shortenAddress } from '@appkit/common'
import type { ChainState } from '@appkit/controllers'
import { Avatar } from '../../components/avatar.js'
import { useAppKitCore } from '../../context.js'
import { copyText } from '../../copy-text.js'
import { formatTokenAmount } from '../../format-token-amount.js'
import type { Snapshot } from '../../hooks/use-proxy.js'
import { messages } from '../../messages.js'
import { CopyIcon } from '../../modal/icons.js'
import { ExplorerLink } from '../explorer-link.js'

/** Who is connected: the profile's avatar and name (else the address), the balance, the explorer. */
export function AccountProfile({ chain }: { chain: Snapshot<ChainState> }) {
  const core = useAppKitCore()
  const { account, caipNetwork } = chain
  const address = account.address!
  const explorerUrl = caipNetwork && explorerAddressUrl(caipNetwork, address)

  const balance = account.balance
  const balanceText =
    account.balanceLoading && balance === undefined
      ? messages.balanceLoading
      : messages.amount(
          // Grouped for the locale as the token rows below it are ("10,000 ETH").
          balance ? formatTokenAmount(formatUnits(balance.value, balance.decimals)) : FALLBACK_BALANCE,
          balance?.symbol ?? caipNetwork?.nativeCurrency.symbol ?? '',
        )
  return (
    <>
      {account.profileImage ? (
        <img className="apk-avatar large" src={account.profileImage} alt="" data-testid="account-avatar" />
      ) : (
        <Avatar address={address} large />
      )}
      <p className="apk-title">
        <span data-testid="account-address" title={address}>
          {account.profileName ?? shortenAddress(address)}
        </span>
        <button
          type="button"
          className="apk-icon-button"
          aria-label={messages.copyAddress}
          onClick={() => void copyText(core, address, 'addressCopied')}
          style={{ display: 'inline-grid', verticalAlign: 'middle' }}
        >
          <CopyIcon />
        </button>
      </p>
      {account.profileName && (
        <p className="apk-muted" data-testid="account-short-address">
          {shortenAddress(address)}
        </p>
      )}
      <p className="apk-balance" data-testid="account-balance" aria-live="polite">
        {balanceText}
      </p>
      <ExplorerLink network={caipNetwork} url={explorerUrl} testId="account-explorer" />
    </>
  )
}
