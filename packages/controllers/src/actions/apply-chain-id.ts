import { type ChainNamespace, toCaipAddress } from '@appkit/common'
import { getChain, setAccount, setCaipNetwork } from '../state/chains.js'
import { modalState } from '../state/modal.js'
import { optionsState } from '../state/options.js'
import { resetView } from '../state/router.js'
import { fetchBalance } from './fetch-balance.js'

/**
 * The wallet reports which chain it is on. A chain the dapp requested becomes the namespace's
 * network; any other marks the namespace unsupported and, unless the dapp allows that, asks the
 * user to switch (spec §4).
 */
export function applyChainId(
  namespace: ChainNamespace,
  chainId: number | string,
  { fetch = true }: { fetch?: boolean } = {},
): void {
  const chain = getChain(namespace)
  if (!chain) return
  const network = chain.requestedCaipNetworks.find((n) => String(n.id) === String(chainId))
  if (network) {
    setCaipNetwork(namespace, network)
  } else {
    chain.unsupported = true
    if (!optionsState.allowUnsupportedChain && optionsState.enableNetworkSwitch && chain.account.address) {
      resetView('UnsupportedChain')
      modalState.open = true
    }
  }
  const { address } = chain.account
  if (address) setAccount(namespace, { caipAddress: toCaipAddress(namespace, String(chainId), address) })
  if (network && fetch) void fetchBalance(namespace)
}
