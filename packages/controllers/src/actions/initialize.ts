import { type CaipNetwork, type ChainNamespace, isCaipNetworkId } from '@appkit/common'
import { addChain, chainsState, setCaipNetwork } from '../state/chains.js'
import { type OptionsState, optionsState, setOptions } from '../state/options.js'
import type { ChainAdapter } from '../types/adapter.js'
import { readStorage, STORAGE_KEYS } from '../utils/storage.js'
import { createAdapterEvents } from './adapter-events.js'
import { reconnect } from './reconnect.js'

export interface InitializeOptions extends Partial<Omit<OptionsState, 'networks'>> {
  adapters: ChainAdapter[]
  networks: [CaipNetwork, ...CaipNetwork[]] | CaipNetwork[]
}

/**
 * Builds the state from the dapp's options: one chain entry per namespace of its networks, the
 * active network (the one used last, else the default, else the first), adapters started, and
 * remembered connections resumed.
 */
export function initialize({ adapters, networks, ...options }: InitializeOptions): Promise<void> {
  if (networks.length === 0) throw new Error('createAppKit needs at least one network in `networks`.')
  for (const adapter of adapters) {
    if (!adapter.namespace) throw new Error('Adapter must have a namespace')
  }
  setOptions({ ...options, networks })
  const byNamespace = new Map<ChainNamespace, CaipNetwork[]>()
  for (const network of networks) {
    byNamespace.set(network.chainNamespace, [...(byNamespace.get(network.chainNamespace) ?? []), network])
  }
  for (const [namespace, list] of byNamespace) {
    addChain(
      namespace,
      list,
      adapters.find((a) => a.namespace === namespace),
    )
  }
  const active = pickActiveNetwork(networks, options.defaultNetwork)
  setCaipNetwork(active.chainNamespace, active)
  chainsState.activeNamespace = active.chainNamespace
  for (const adapter of adapters) {
    adapter.setup({
      networks: byNamespace.get(adapter.namespace) ?? [],
      events: createAdapterEvents(adapter.namespace),
      projectId: optionsState.projectId,
      metadata: optionsState.metadata,
      walletConnect: optionsState.walletConnect,
    })
  }
  return reconnect()
}

function pickActiveNetwork(networks: CaipNetwork[], defaultNetwork?: CaipNetwork): CaipNetwork {
  const stored = readStorage(STORAGE_KEYS.activeCaipNetworkId, (raw) =>
    isCaipNetworkId(raw) ? raw : undefined,
  )
  return (
    networks.find((n) => n.caipNetworkId === stored) ??
    networks.find((n) => n.caipNetworkId === defaultNetwork?.caipNetworkId) ??
    networks[0]!
  )
}
