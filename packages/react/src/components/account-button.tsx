import { shortenAddress } from '@appkit/common'
import { openModal } from '@appkit/controllers/modal'
import { buttonMessages as messages } from '../button-messages.js'
import { useAppKitCore } from '../context.js'
import { useAppKitAccount } from '../hooks/use-appkit-account.js'
import { ShadowRoot } from '../styles/shadow-root.js'
import { Avatar } from './avatar.js'
import { useModalIntent } from './modal-intent.js'

export interface AccountButtonProps {
  balance?: 'show' | 'hide'
}

export function AccountButtonInner({ balance = 'show' }: AccountButtonProps) {
  const core = useAppKitCore()
  const intent = useModalIntent()
  const account = useAppKitAccount()
  if (!account.address) return null
  const short = shortenAddress(account.address)
  const shown =
    balance === 'show' && account.balance !== undefined
      ? messages.amount(account.balance, account.balanceSymbol ?? '')
      : undefined
  return (
    <button
      type="button"
      className="apk-button secondary"
      data-testid="account-button"
      aria-haspopup="dialog"
      {...intent}
      aria-label={messages.accountButtonLabel(account.profileName ?? short, shown)}
      onClick={() => openModal(core, { view: 'Account' })}
    >
      {/* A space between the texts (not drawn in the flex row): the text reads "1 ETH alice", not "1 ETHalice". */}
      {shown !== undefined && <span data-testid="account-button-balance">{shown}</span>}{' '}
      {account.profileImage ? (
        <img className="apk-avatar" src={account.profileImage} alt="" />
      ) : (
        <Avatar address={account.address} />
      )}
      <span data-testid="account-button-name">{account.profileName ?? short}</span>
    </button>
  )
}

/** The connected account's balance and short address; opens Account. */
export function AppKitAccountButton(props: AccountButtonProps) {
  return (
    <ShadowRoot tag="appkit-account-button">
      <AccountButtonInner {...props} />
    </ShadowRoot>
  )
}
