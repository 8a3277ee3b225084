import { connectFromModal } from '@appkit/controllers/modal'
import { useEffect } from 'react'
import { WalletImage } from '../components/wallet-image.js'
import { useAppKitCore } from '../context.js'
import { useProxy } from '../hooks/use-proxy.js'
import { messages } from '../messages.js'

/** Asks the wallet as soon as it shows; the controllers decide where the modal goes next. */
export function ConnectingExternalView() {
  const core = useAppKitCore()
  const { data } = useProxy(core.router)
  const connector = data?.connector
  useEffect(() => {
    if (connector) void connectFromModal(core, connector, { method: 'browser' })
  }, [core, connector])
  if (!connector) return null
  return (
    <div className="apk-center" data-testid="connecting-external">
      <WalletImage src={connector.imageUrl} name={connector.name} />
      <p className="apk-title">{messages.continueIn(connector.name)}</p>
      <p className="apk-muted">{messages.acceptInWallet}</p>
      <span className="apk-spinner" role="progressbar" aria-label={messages.connecting} />
    </div>
  )
}
