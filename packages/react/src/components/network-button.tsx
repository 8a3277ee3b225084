import { openModal } from '@appkit/controllers/modal'
import { lazy, Suspense, useCallback, useState } from 'react'
import { buttonMessages as messages } from '../button-messages.js'
import { useAppKitCore } from '../context.js'
import { useAppKitNetwork } from '../hooks/use-appkit-network.js'
import { useProxy } from '../hooks/use-proxy.js'
import { ShadowRoot } from '../styles/shadow-root.js'
import { useModalIntent } from './modal-intent.js'

const ButtonNetworkImage = lazy(() =>
  import('../modal/render-modal.js').then((module) => ({ default: module.ButtonNetworkImage })),
)

/** The active network; opens the network list. */
export function AppKitNetworkButton() {
  const core = useAppKitCore()
  const { open } = useProxy(core.modal)
  // The network's mark comes with the modal's code: once a visitor heads for it, or it opened.
  // A headless dapp has no modal: its code never loads, and the stand-in stays.
  const headless = core.options.features.headless
  const [warm, setWarm] = useState(false)
  if (open && !warm) setWarm(true)
  const intent = useModalIntent(useCallback(() => setWarm(!headless), [headless]))
  const { caipNetwork, isUnsupported } = useAppKitNetwork()
  const name = isUnsupported ? messages.unknownNetwork : (caipNetwork?.name ?? messages.selectNetwork)
  // Before then, a blank stand-in of the image's size: no request before intent, and no letter
  // where the package's mark may well exist.
  const cold = <span className="apk-placeholder" aria-hidden="true" />
  return (
    <ShadowRoot tag="appkit-network-button">
      <button
        type="button"
        className="apk-button secondary"
        data-testid="network-button"
        aria-haspopup="dialog"
        {...intent}
        aria-label={messages.networkButtonLabel(name)}
        onClick={() => openModal(core, { view: 'Networks' })}
      >
        {warm && caipNetwork && !isUnsupported ? (
          <Suspense fallback={cold}>
            <ButtonNetworkImage network={caipNetwork} />
          </Suspense>
        ) : (
          cold
        )}
        <span>{name}</span>
      </button>
    </ShadowRoot>
  )
}
