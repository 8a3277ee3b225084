import { switchActiveChain } from '@appkit/controllers/modal'
import { useAppKitCore } from '../context.js'
import { useProxy } from '../hooks/use-proxy.js'
import { messages } from '../messages.js'
import { namespaceLabel } from '../namespace-names.js'

/** Confirms moving to another namespace before asking for a wallet there (spec §2). */
export function SwitchActiveChainView() {
  const core = useAppKitCore()
  const { data } = useProxy(core.router)
  const name = data?.switchToChain ? namespaceLabel(core, data.switchToChain) : ''
  return (
    <div className="apk-center" data-testid="switch-active-chain">
      <p className="apk-title">{messages.switchActiveChainTitle(name)}</p>
      <p className="apk-muted">{messages.switchActiveChainText(name)}</p>
      <button type="button" className="apk-button wide" onClick={() => void switchActiveChain(core)}>
        {messages.switchNetwork}
      </button>
    </div>
  )
}
