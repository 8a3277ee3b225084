import { lazy, Suspense } from 'react'
import { useAppKitCore } from '../context.js'
import { copyText } from '../copy-text.js'
import { useProxy } from '../hooks/use-proxy.js'
import { NetworkImage } from '../images/network-image.js'
import { messages } from '../messages.js'
import { CopyIcon } from '../modal/icons.js'

const QrCode = lazy(() => import('./wallet-connect/qr-code.js'))

/** Where to send assets to this account: the address as text and as a QR code, on its network. */
export function ReceiveView() {
  const core = useAppKitCore()
  const { chains, activeNamespace } = useProxy(core.chains)
  const chain = activeNamespace ? chains[activeNamespace] : undefined
  const address = chain?.account.address
  const network = chain?.caipNetwork
  if (!address || !network) return null

  return (
    <div className="apk-center" data-testid="receive-view">
      <Suspense fallback={<span className="apk-spinner" />}>
        <QrCode
          uri={address}
          icon={<NetworkImage network={network} />}
          name={network.name}
          label={messages.receiveQrLabel}
        />
      </Suspense>
      <p className="apk-muted">{messages.receiveText(network.name)}</p>
      <p className="apk-address" data-testid="receive-address">
        {address}
      </p>
      <p className="apk-muted">{messages.receiveNetworks}</p>
      <ul className="apk-networks" aria-label={messages.receiveNetworks} data-testid="receive-networks">
        {chain.requestedCaipNetworks.map((n) => (
          <li key={n.caipNetworkId} className="apk-tag" data-testid="receive-network">
            <NetworkImage network={n} /> {n.name}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="apk-button secondary wide"
        onClick={() => void copyText(core, address, 'addressCopied')}
      >
        <CopyIcon />
        {messages.copyAddress}
      </button>
    </div>
  )
}
