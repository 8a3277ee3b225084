import { openModal } from '@appkit/controllers/modal'
import { buttonMessages as messages } from '../button-messages.js'
import { useAppKitCore } from '../context.js'
import { useAppKitAccount } from '../hooks/use-appkit-account.js'
import { useProxy } from '../hooks/use-proxy.js'
import { ShadowRoot } from '../styles/shadow-root.js'
import { useModalIntent } from './modal-intent.js'

export interface ConnectButtonProps {
  label?: string
  loadingLabel?: string
}

export function ConnectButtonInner({
  label = messages.connectWallet,
  loadingLabel = messages.connecting,
}: ConnectButtonProps) {
  const core = useAppKitCore()
  const intent = useModalIntent()
  const { open } = useProxy(core.modal)
  const { status } = useAppKitAccount()
  const busy = status === 'connecting' || status === 'reconnecting'
  return (
    <button
      type="button"
      className="apk-button"
      data-testid="connect-button"
      aria-haspopup="dialog"
      aria-expanded={open}
      {...intent}
      // Always opens, never toggles: the second click of a double click, landing here while the
      // modal's code still loads, must not close what the first one opened.
      onClick={() => openModal(core, { view: 'Connect' })}
    >
      {busy ? loadingLabel : label}
    </button>
  )
}

/** The button that opens the modal on Connect. */
export function AppKitConnectButton(props: ConnectButtonProps) {
  return (
    <ShadowRoot tag="appkit-connect-button">
      <ConnectButtonInner {...props} />
    </ShadowRoot>
  )
}
