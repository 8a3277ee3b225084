import { shortenAddress } from '@appkit/common'
import { disconnectFromModal, notify, pushView } from '@appkit/controllers'
import { Avatar } from '../components/avatar.js'
import { WalletImage } from '../components/wallet-image.js'
import { useAppKitCore } from '../context.js'
import { formatAmount } from '../format-amount.js'
import { useProxy } from '../hooks/use-proxy.js'
import { messages } from '../messages.js'
import { CopyIcon } from '../modal/icons.js'

export function AccountView() {
  const core = useAppKitCore()
  const { chains, activeNamespace } = useProxy(core.chains)
  const chain = activeNamespace ? chains[activeNamespace] : undefined
  const account = chain?.account
  if (!chain || !account?.address) return null
  const address = account.address
  const network = chain.caipNetwork
  const networkName = chain.unsupported ? messages.unknownNetwork : (network?.name ?? '')

  async function copy() {
    try {
      await navigator.clipboard.writeText(address)
      notify(core, { key: 'addressCopied' }, 'success')
    } catch {
      notify(core, { key: 'copyFailed' }, 'error')
    }
  }

  return (
    <div className="apk-center" data-testid="account-view">
      <Avatar address={address} large />
      <p className="apk-title">
        <span data-testid="account-address" title={address}>
          {shortenAddress(address)}
        </span>
        <button
          type="button"
          className="apk-icon-button"
          aria-label={messages.copyAddress}
          onClick={() => void copy()}
          style={{ display: 'inline-grid', verticalAlign: 'middle' }}
        >
          <CopyIcon />
        </button>
      </p>
      <p className="apk-balance" data-testid="account-balance" aria-live="polite">
        {account.balanceLoading && account.balance === undefined
          ? messages.balanceLoading
          : account.balance !== undefined
            ? messages.amount(formatAmount(account.balance), account.balance.symbol)
            : messages.balanceUnavailable}
      </p>
      <button
        type="button"
        className="apk-item"
        data-testid="account-network"
        onClick={() => pushView(core.router, 'Networks')}
        aria-label={messages.networkButtonLabel(networkName)}
      >
        <WalletImage src={network?.imageUrl} name={network?.name ?? '?'} />
        <span className="apk-name">{networkName}</span>
      </button>
      <button type="button" className="apk-item" onClick={() => pushView(core.router, 'ProfileWallets')}>
        <span className="apk-name">{messages.wallets}</span>
      </button>
      <button
        type="button"
        className="apk-button secondary wide"
        onClick={() => void disconnectFromModal(core)}
      >
        {messages.disconnect}
      </button>
    </div>
  )
}
