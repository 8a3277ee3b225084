import { fetchTokenBalances } from '@appkit/controllers'
import { disconnectFromModal, pushView } from '@appkit/controllers/modal'
import { useEffect } from 'react'
import { WalletImage } from '../../components/wallet-image.js'
import { useAppKitCore } from '../../context.js'
import { useProxy } from '../../hooks/use-proxy.js'
import { NetworkImage } from '../../images/network-image.js'
import { messages } from '../../messages.js'
import { AccountProfile } from './account-profile.js'
import { EmailAccount } from './email-account.js'
import { PasskeyAccount } from './passkey-account.js'
import { RegisterNameEntry } from './register-name-entry.js'
import { SocialAccount } from './social-account.js'
import { TokenList } from './token-list.js'
import { WalletFeatures } from './wallet-features.js'

/** The connected account: who, what it holds, what it can do, and its network and wallets. */
export function AccountView() {
  const core = useAppKitCore()
  const { chains, activeNamespace } = useProxy(core.chains)
  const chain = activeNamespace ? chains[activeNamespace] : undefined
  const address = chain?.account.address
  const networkId = chain?.caipNetwork?.caipNetworkId

  // Each account and network reads its tokens afresh (the API's cache answers repeats).
  useEffect(() => {
    if (activeNamespace && address && networkId) void fetchTokenBalances(core, { namespace: activeNamespace })
  }, [core, activeNamespace, address, networkId])

  if (!chain || !address) return null
  const network = chain.caipNetwork
  const networkName = chain.unsupported ? messages.unknownNetwork : (network?.name ?? '')
  return (
    <div className="apk-center" data-testid="account-view">
      <AccountProfile chain={chain} />
      <RegisterNameEntry chain={chain} />
      <SocialAccount chain={chain} />
      <EmailAccount chain={chain} />
      <PasskeyAccount chain={chain} />
      <WalletFeatures chain={chain} />
      <TokenList chain={chain} />
      <button
        type="button"
        className="apk-item"
        data-testid="account-network"
        onClick={() => pushView(core.router, 'Networks')}
        aria-label={messages.networkButtonLabel(networkName)}
      >
        {network ? <NetworkImage network={network} /> : <WalletImage name="?" />}
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
