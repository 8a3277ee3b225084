import { shortenAddress } from '@appkit/common'
import { openModal } from '@appkit/controllers/modal'
import { buttonMessages as messages } from '../button-messages.js'
import { useAppKitCore } from '../context.js'
import { useAppKitAccount } from '../hooks/use-appkit-account.js'
import { useShownAccount } from '../hooks/use-shown-account.js'
import { ShadowRoot } from '../styles/shadow-root.js'
import { Avatar } from './avatar.js'
import { useModalIntent } from './modal-intent.js'

export interface AccountButtonProps {
  balance?: 'show' | 'hide'
}

export function AccountButtonInner({ balance = 'show' }: AccountButtonProps) {
  const core = useAppKitCore()
  const intent = useModalIntent()
  const { namespace, inActiveNamespace, wallets } = useShownAccount()
  const account = useAppKitAccount({ namespace })
  if (!namespace || !account.address) return null
  const short = shortenAddress(account.address)
  const shown =
    balance === 'show' && account.balance !== undefined
      ? messages.amount(account.balance, account.balanceSymbol ?? '')
      : undefined
  const more = wallets > 1 ? messages.moreWallets(wallets - 1) : undefined
  return (
    <button
      type="button"
      className="apk-button secondary"
      data-testid="account-button"
      aria-haspopup="dialog"
      {...intent}
      aria-label={messages.accountButtonLabel(account.profileName ?? short, shown, more)}
      // Account shows the active namespace's; with none there, every wallet is in Wallets.
      onClick={() => openModal(core, { view: inActiveNamespace ? 'Account' : 'ProfileWallets' })}
    >
      {/* A space between the texts (not drawn in the flex row): the text reads "1 ETH alice", not "1 ETHalice". */}
      {shown !== undefined && <span data-testid="account-button-balance">{shown}</span>}{' '}
      {account.profileImage ? (
        <img className="apk-avatar" src={account.profileImage} alt="" />
      ) : (
        <Avatar address={account.address} />
      )}
      <span data-testid="account-button-name">{account.profileName ?? short}</span>
      {more !== undefined && (
        <span className="apk-count" data-testid="account-button-wallets">
          {more}
        </span>
      )}
    </button>
  )
}

/** A connected account's balance and short address, and how many more wallets are connected. */
export function AppKitAccountButton(props: AccountButtonProps) {
  return (
    <ShadowRoot tag="appkit-account-button">
      <AccountButtonInner {...props} />
    </ShadowRoot>
  )
}
