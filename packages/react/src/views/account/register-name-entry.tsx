import type { ChainState } from '@appkit/controllers'
import { pushView } from '@appkit/controllers/modal'
import { useAppKitCore } from '../../context.js'
import { type Snapshot, useProxy } from '../../hooks/use-proxy.js'
import { messages } from '../../messages.js'

/**
 * Account's way to RegisterAccountName: for an account whose namespace has names (an identity),
 * when the dapp has a blockchain API to register them with.
 */
export function RegisterNameEntry({ chain }: { chain: Snapshot<ChainState> }) {
  const core = useAppKitCore()
  const { api } = useProxy(core.options)
  if (!api || !chain.adapter?.identity) return null
  return (
    <button
      type="button"
      className="apk-button secondary"
      data-testid="account-register-name"
      onClick={() => pushView(core.router, 'RegisterAccountName')}
    >
      {messages.registerNameEntry}
    </button>
  )
}
