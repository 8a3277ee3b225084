import { useAppKitCore } from '../context.js'
import { useProxy } from './use-proxy.js'

/** Whether the modal is open, which view it shows, and the active network and namespace. */
export function useAppKitState() {
  const core = useAppKitCore()
  const { open } = useProxy(core.modal)
  const { view } = useProxy(core.router)
  const { chains, activeNamespace } = useProxy(core.chains)
  const network = activeNamespace ? chains[activeNamespace]?.caipNetwork : undefined
  return { open, view, activeChain: activeNamespace, selectedNetworkId: network?.caipNetworkId }
}
