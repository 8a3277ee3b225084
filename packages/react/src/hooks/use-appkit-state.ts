import { chainsState, modalState, routerState } from '@appkit/controllers'
import { useProxy } from './use-proxy.js'

/** Whether the modal is open, which view it shows, and the active network and namespace. */
export function useAppKitState() {
  const { open } = useProxy(modalState)
  const { view } = useProxy(routerState)
  const { chains, activeNamespace } = useProxy(chainsState)
  const network = activeNamespace ? chains[activeNamespace]?.caipNetwork : undefined
  return { open, view, activeChain: activeNamespace, selectedNetworkId: network?.caipNetworkId }
}
