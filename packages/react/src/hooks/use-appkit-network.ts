import type { CaipNetwork } from '@appkit/common'
import { switchNetwork } from '@appkit/controllers'
import { useSessionCore } from '../context.js'
import { useProxy } from './use-proxy.js'

/** The active network and the way to switch it. */
export function useAppKitNetwork() {
  const core = useSessionCore()
  const { chains, activeNamespace } = useProxy(core.chains)
  const chain = activeNamespace ? chains[activeNamespace] : undefined
  const caipNetwork = chain?.caipNetwork as CaipNetwork | undefined
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    chainId: caipNetwork?.id,
    isUnsupported: chain?.unsupported ?? false,
    switchNetwork: (network: CaipNetwork) => switchNetwork(core, { network }),
  }
}
