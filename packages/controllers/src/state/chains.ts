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
  account: AccountState
}

export interface ChainsState {
  activeNamespace?: ChainNamespace
  chains: Partial<Record<ChainNamespace, ChainState>>
}

export const chainsState = proxy<ChainsState>({ chains: {} })

export function addChain(namespace: ChainNamespace, networks: CaipNetwork[], adapter?: ChainAdapter): void {
  chainsState.chains[namespace] = {
    namespace,
    adapter: adapter && ref(adapter),
    requestedCaipNetworks: networks.map((n) => ref(n)),
    caipNetwork: networks[0] && ref(networks[0]),
    unsupported: false,
    account: emptyAccountState(namespace),
  }
}

export function getChain(namespace: ChainNamespace): ChainState | undefined {
  return chainsState.chains[namespace]
}

export function getActiveChain(): ChainState | undefined {
  const ns = chainsState.activeNamespace
  return ns ? chainsState.chains[ns] : undefined
}

export function setAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void {
  const chain = chainsState.chains[namespace]
  if (chain) Object.assign(chain.account, patch)
}

/** Without an account there is no wallet to be on an unsupported network either. */
export function resetAccount(namespace: ChainNamespace): void {
  const chain = chainsState.chains[namespace]
  if (!chain) return
  chain.account = emptyAccountState(namespace)
  chain.unsupported = false
}

export function setCaipNetwork(namespace: ChainNamespace, network: CaipNetwork, unsupported = false): void {
  const chain = chainsState.chains[namespace]
  if (!chain) return
  chain.caipNetwork = ref(network)
  chain.unsupported = unsupported
}

export function resetChains(): void {
  chainsState.chains = {}
  chainsState.activeNamespace = undefined
}
