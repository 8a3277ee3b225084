import type { ChainNamespace } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { featureState } from '../core/feature-state.js'
import { resetSend } from '../state/send-changes.js'

const namespaceOf = (caipNetworkId: string) => caipNetworkId.split(':')[0] as ChainNamespace

/** The account a send form was filled in for, and the subscriptions that watch it. */
const watched = featureState(
  (): { address?: string; stops: (() => void)[] } => ({ stops: [] }),
  (state) => {
    for (const stop of state.stops) stop()
  },
)

/**
 * A send form filled in for one account and network would send from the wrong place once either
 * changes: it is cleared then. Called when a token is chosen; listens from the first call on.
 */
export function sendFollowsAccount(core: AppKitCore): void {
  const state = watched(core)
  const token = core.send.token
  state.address = token && core.chains.chains[namespaceOf(token.caipNetworkId)]?.account.address
  if (state.stops.length > 0) return
  const tokenIn = (namespace: ChainNamespace) => {
    const current = core.send.token
    return current && namespaceOf(current.caipNetworkId) === namespace ? current : undefined
  }
  state.stops.push(
    core.session.on('network', ({ namespace, caipNetwork }) => {
      const current = tokenIn(namespace)
      if (current && current.caipNetworkId !== caipNetwork?.caipNetworkId) resetSend(core.send)
    }),
    core.session.on('account', ({ namespace, address }) => {
      if (tokenIn(namespace) && address !== undefined && address !== state.address) resetSend(core.send)
    }),
  )
}
