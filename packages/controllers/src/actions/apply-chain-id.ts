import { type ChainNamespace, toCaipAddress } from '@appkit/common'
import { chainsState, getChain, setAccount, setCaipNetwork } from '../state/chains.js'
import { modalState } from '../state/modal.js'
import { optionsState } from '../state/options.js'
import { replaceView, resetView, routerState } from '../state/router.js'
import { fetchBalance } from './fetch-balance.js'

/**
 * The wallet reports which chain it is on. A chain the dapp requested becomes the namespace's
 * network; any other marks the namespace unsupported and, for the active namespace and unless the
 * dapp allows it, asks the user to switch (spec §4). Back on a supported chain, that prompt goes.
 */
export function applyChainId(
  namespace: ChainNamespace,
  chainId: number | string,
  { fetch = true }: { fetch?: boolean } = {},
): void {
  const chain = getChain(namespace)
  if (!chain) return
  const network = chain.requestedCaipNetworks.find((n) => String(n.id) === String(chainId))
  const { address } = chain.account
  if (address) setAccount(namespace, { caipAddress: toCaipAddress(namespace, String(chainId), address) })
  const prompting = modalState.open && routerState.view === 'UnsupportedChain'
  if (network) {
    setCaipNetwork(namespace, network)
    if (prompting && namespace === chainsState.activeNamespace) replaceView('Account')
    if (fetch) void fetchBalance(namespace)
    return
  }
  chain.unsupported = true
  const asks = !optionsState.allowUnsupportedChain && optionsState.enableNetworkSwitch && Boolean(address)
  if (asks && namespace === (chainsState.activeNamespace ?? namespace)) {
    resetView('UnsupportedChain')
    modalState.open = true
  }
}
