import { shortenAddress } from '@appkit/common'
import { chainsState, disconnectFromModal, pushView, showSnack } from '@appkit/controllers'
import { Avatar } from '../components/avatar.js'
import { WalletImage } from '../components/wallet-image.js'
import { useProxy } from '../hooks/use-proxy.js'
import { messages } from '../messages.js'
import { CopyIcon } from '../modal/icons.js'

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text)
    showSnack(messages.addressCopied, 'success')
  } catch {
    showSnack(messages.copyFailed, 'error')
  }
}

export function AccountView() {
  const { chains, activeNamespace } = useProxy(chainsState)
  const chain = activeNamespace ? chains[activeNamespace] : undefined
  const account = chain?.account
  if (!chain || !account?.address) return null
  const network = chain.caipNetwork
  return (
    <div className="apk-center" data-testid="account-view">
      <Avatar address={account.address} large />
      <p className="apk-title">
        <span data-testid="account-address" title={account.address}>
          {shortenAddress(account.address)}
        </span>
        <button
          type="button"
          className="apk-icon-button"
          aria-label={messages.copyAddress}
          onClick={() => copy(account.address!)}
          style={{ display: 'inline-grid', verticalAlign: 'middle' }}
        >
          <CopyIcon />
        </button>
      </p>
      <p className="apk-balance" data-testid="account-balance" aria-live="polite">
        {account.balanceLoading && account.balance === undefined
          ? messages.balanceLoading
          : account.balance !== undefined
            ? `${account.balance} ${account.balanceSymbol ?? ''}`.trim()
            : messages.balanceUnavailable}
      </p>
      <button
        type="button"
        className="apk-item"
        data-testid="account-network"
        onClick={() => pushView('Networks')}
        aria-label={`${messages.network}: ${chain.unsupported ? messages.unknownNetwork : (network?.name ?? '')}`}
      >
        <WalletImage src={network?.imageUrl} name={network?.name ?? '?'} />
        <span className="apk-name">{chain.unsupported ? messages.unknownNetwork : network?.name}</span>
      </button>
      <button type="button" className="apk-item" onClick={() => pushView('ProfileWallets')}>
        <span className="apk-name">{messages.wallets}</span>
      </button>
      <button type="button" className="apk-button secondary wide" onClick={() => void disconnectFromModal()}>
        {messages.disconnect}
      </button>
    </div>
  )
}
