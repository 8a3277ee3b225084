import type { ChainNamespace } from '@appkit/common'
import { useAppKitCore } from '../context.js'
import { useProxy } from './use-proxy.js'

/**
 * Which account the buttons show: the active namespace's, or, while that namespace has none, the
 * first other namespace's that has one. A visitor with a wallet connected anywhere is never told
 * to connect one. `wallets` counts the wallets connected across namespaces (one WalletConnect
 * session serving several namespaces is one wallet).
 */
export function useShownAccount(): {
  namespace?: ChainNamespace
  inActiveNamespace: boolean
  wallets: number
} {
  const core = useAppKitCore()
  const { chains, activeNamespace } = useProxy(core.chains)
  const { namespaces } = useProxy(core.connections)
  const wallets = new Set(
    Object.values(namespaces).flatMap((held) => held?.connections.map((c) => c.connectorId) ?? []),
  ).size
  // By address, not status: while a second wallet connects, the account stays on the button.
  if (activeNamespace && chains[activeNamespace]?.account.address)
    return { namespace: activeNamespace, inActiveNamespace: true, wallets }
  const other = Object.values(chains).find((chain) => chain?.account.address)
  return { namespace: other?.namespace, inActiveNamespace: false, wallets }
}
