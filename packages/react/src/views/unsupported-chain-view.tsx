import { disconnectFromModal } from '@appkit/controllers'
import { messages } from '../messages.js'
import { NetworkList } from './network-list.js'

export function UnsupportedChainView() {
  return (
    <>
      <p className="apk-muted" data-testid="unsupported-chain">
        {messages.unsupportedNetwork}
      </p>
      <NetworkList />
      <button type="button" className="apk-button secondary wide" onClick={() => void disconnectFromModal()}>
        {messages.disconnect}
      </button>
    </>
  )
}
