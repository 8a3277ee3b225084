import { farcasterFromModal } from '@appkit/controllers/modal'
import { lazy, Suspense, useEffect } from 'react'
import { useAppKitCore } from '../../context.js'
import { copyText } from '../../copy-text.js'
import { useProxy } from '../../hooks/use-proxy.js'
import { messages } from '../../messages.js'

// WalletConnect's QR encoder, in its own chunk: only a visitor who scans downloads it.
const QrCode = lazy(() => import('../wallet-connect/qr-code.js'))

/**
 * Farcaster login (spec §2): the channel's URL as a QR code for the Farcaster app on a phone, the
 * link to copy, and on a phone the link itself. Opening the view starts the login; leaving it
 * (Back, a closed modal) stops the wait.
 */
export function ConnectingFarcasterView() {
  const core = useAppKitCore()
  const { activeNamespace, chains } = useProxy(core.chains)
  const url = activeNamespace ? chains[activeNamespace]?.account.farcasterUrl : undefined

  useEffect(() => {
    void farcasterFromModal(core)
  }, [core])

  const spinner = <span className="apk-spinner" role="progressbar" aria-label={messages.generatingQr} />
  return (
    <div className="apk-center" data-testid="connecting-farcaster">
      {url ? (
        <Suspense fallback={spinner}>
          <QrCode uri={url} name={messages.farcaster} label={messages.farcasterQrLabel} />
        </Suspense>
      ) : (
        spinner
      )}
      <p className="apk-muted">{messages.farcasterScan}</p>
      <div className="apk-row">
        <button
          type="button"
          className="apk-button secondary"
          disabled={!url}
          onClick={() => url && copyText(core, url, 'linkCopied')}
        >
          {messages.copyLink}
        </button>
        {core.options.isMobile && url && (
          <a className="apk-button" href={url} target="_blank" rel="noreferrer noopener">
            {messages.farcasterOpen}
          </a>
        )}
      </div>
    </div>
  )
}
