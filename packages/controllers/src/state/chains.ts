import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import { proxy, ref } from 'valtio/vanilla'
import { type AccountState, emptyAccountState } from '../types/account.js'
import type { ChainAdapter } from '../types/adapter.js'

/** Network and account state of one namespace (spec §3). */
export interface ChainState {
  namespace: ChainNamespace
  adapter?: ChainAdapter
  /** The dapp's networks of this namespace, in its order. */
  requestedCaipNetworks: CaipNetwork[]
  caipNetwork?: CaipNetwork
  /** The wallet is on a network the dapp did not request. */
  unsupported: boolean
  /**
   * The visitor picked `caipNetwork` while no wallet was connected here: the wallet that connects
   * next is moved to it rather than the dapp following the wallet.
   */
  chosenBeforeConnecting?: boolean
  account: AccountState
}

export interface ChainsState {
  activeNamespace?: ChainNamespace
  chains: Partial<Record<ChainNamespace, ChainState>>
}

export function createChainsState(): ChainsState {
  return proxy<ChainsState>({ chains: {} })
}

export function addChain(
  state: ChainsState,
  namespace: ChainNamespace,
  networks: CaipNetwork[],
  adapter?: ChainAdapter,
): void {
  state.chains[namespace] = {
    namespace,
    adapter: adapter && ref(adapter),
    requestedCaipNetworks: networks.map((n) => ref(n)),
    caipNetwork: networks[0] && ref(networks[0]),
    unsupported: false,
    account: emptyAccountState(namespace),
  }
}

export function getActiveChain(state: ChainsState): ChainState | undefined {
  const ns = state.activeNamespace
  return ns ? state.chains[ns] : undefined
}

export function setAccount(
  state: ChainsState,
  namespace: ChainNamespace,
  patch: Partial<AccountState>,
): void {
  const chain = state.chains[namespace]
  if (chain) Object.assign(chain.account, patch)
}

export function resetAccount(state: ChainsState, namespace: ChainNamespace): void {
  const chain = state.chains[namespace]
  if (chain) chain.account = emptyAccountState(namespace)
}
