import { type ChainState, findConnectorOf } from '@appkit/controllers'
import { pushView } from '@appkit/controllers/modal'
import { useAppKitCore } from '../../context.js'
import type { Snapshot } from '../../hooks/use-proxy.js'
import { useProxy } from '../../hooks/use-proxy.js'
import { messages } from '../../messages.js'

/** The embedded wallet's email, and the way to change it (spec §2's UpdateEmailWallet). */
export function EmailAccount({ chain }: { chain: Snapshot<ChainState> }) {
  const core = useAppKitCore()
  const { email } = useProxy(core.emailLogin)
  if (findConnectorOf(core, { namespace: chain.namespace })?.type !== 'AUTH' || !email) return null
  return (
    <button
      type="button"
      className="apk-item"
      data-testid="account-email"
      onClick={() => pushView(core.router, 'UpdateEmailWallet')}
    >
      <span className="apk-name">{email}</span>
      <span className="apk-muted">{messages.updateEmail}</span>
    </button>
  )
}
