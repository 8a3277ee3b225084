import { disconnectFromModal } from '@appkit/controllers/modal'
import { useAppKitCore } from '../context.js'
import { messages } from '../messages.js'
import { NetworkList } from './network-list.js'

export function UnsupportedChainView() {
  const core = useAppKitCore()
  return (
    <>
      <p className="apk-muted" data-testid="unsupported-chain">
        {messages.unsupportedNetwork}
      </p>
      <NetworkList />
      <button
        type="button"
        className="apk-button secondary wide"
        onClick={() => void disconnectFromModal(core)}
      >
        {messages.disconnect}
      </button>
    </>
  )
}
