import { openModal } from '@appkit/controllers/modal'
import { buttonMessages as messages } from '../button-messages.js'
import { useAppKitCore } from '../context.js'
import { useAppKitNetwork } from '../hooks/use-appkit-network.js'
import { ShadowRoot } from '../styles/shadow-root.js'
import { ButtonImage } from './button-image.js'
import { useModalIntent } from './modal-intent.js'

/** The active network; opens the network list. */
export function AppKitNetworkButton() {
  const core = useAppKitCore()
  const intent = useModalIntent()
  const { caipNetwork, isUnsupported } = useAppKitNetwork()
  const name = isUnsupported ? messages.unknownNetwork : (caipNetwork?.name ?? messages.selectNetwork)
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
        <ButtonImage src={caipNetwork?.imageUrl} name={name} />
        <span>{name}</span>
      </button>
    </ShadowRoot>
  )
}
