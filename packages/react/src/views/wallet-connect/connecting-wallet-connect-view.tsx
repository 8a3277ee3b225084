import { connectFromModal, pushView, walletConnectConnector, walletImageUrl } from '@appkit/controllers/modal'
import { lazy, Suspense, useEffect } from 'react'
import { useAppKitCore } from '../../context.js'
import { copyText } from '../../copy-text.js'
import { useProxy } from '../../hooks/use-proxy.js'
import { MarkImage } from '../../images/mark-image.js'
import { messages } from '../../messages.js'
import { walletLink } from './deep-link.js'

// The QR encoder is its own chunk: only a visitor who pairs by QR downloads it.
const QrCode = lazy(() => import('./qr-code.js'))

/**
 * Pairing by WalletConnect: the QR code, the link to copy, and, for a wallet picked from the list,
 * a button that opens its app with the pairing. `basic` is the view for dapps without adapters.
 */
export function ConnectingWalletConnectView({ basic = false }: { basic?: boolean }) {
  const core = useAppKitCore()
  const { data } = useProxy(core.router)
  const { uri } = useProxy(core.walletConnect)
  const connectorId = data?.connector?.id ?? walletConnectConnector(core)?.id
  const wallet = data?.wallet

  useEffect(() => {
    const connector = core.connectors.connectors.find((c) => c.id === connectorId)
    // A phone opens the wallet's app with the pairing; anywhere else the user scans the QR code.
    if (connector)
      void connectFromModal(core, connector, { method: core.options.isMobile ? 'mobile' : 'qrcode' })
  }, [core, connectorId])

  if (!connectorId) return <p className="apk-muted">{messages.noWalletConnect}</p>
  const name = wallet?.name ?? messages.walletConnect
  const appLink =
    wallet && (core.options.isMobile ? wallet.mobile_link : (wallet.desktop_link ?? wallet.webapp_link))
  return (
    <div className="apk-center" data-testid="connecting-wallet-connect">
      {uri ? (
        <Suspense
          fallback={<span className="apk-spinner" role="progressbar" aria-label={messages.generatingQr} />}
        >
          <QrCode
            uri={uri}
            name={name}
            imageUrl={wallet ? walletImageUrl(core, wallet) : undefined}
            icon={wallet ? undefined : <MarkImage mark="walletConnect" name={name} />}
          />
        </Suspense>
      ) : (
        <span className="apk-spinner" role="progressbar" aria-label={messages.generatingQr} />
      )}
      <p className="apk-muted">{wallet ? messages.scanWithWallet(wallet.name) : messages.scanWithPhone}</p>
      <div className="apk-row">
        <button
          type="button"
          className="apk-button secondary"
          disabled={!uri}
          onClick={() => uri && copyText(core, uri, 'linkCopied')}
        >
          {messages.copyLink}
        </button>
        {appLink && uri && (
          <a className="apk-button" href={walletLink(appLink, uri)} target="_blank" rel="noreferrer noopener">
            {messages.openApp(wallet.name)}
          </a>
        )}
      </div>
      {basic && core.options.explorer && (
        <button type="button" className="apk-item" onClick={() => pushView(core.router, 'AllWallets')}>
          <span className="apk-name">{messages.allWallets}</span>
        </button>
      )}
    </div>
  )
}
