import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import type { SessionCore } from '../core/core.js'

export interface SiwxAccount {
  namespace: ChainNamespace
  network: CaipNetwork
  address: string
}

export type SiwxAccountReturnType = SiwxAccount | undefined

/** The connected account sign-in is about: the active namespace's, on its current network. */
export function siwxAccount(core: SessionCore): SiwxAccountReturnType {
  const namespace = core.chains.activeNamespace
  const chain = namespace ? core.chains.chains[namespace] : undefined
  const { address, status } = chain?.account ?? {}
  if (!namespace || !chain?.caipNetwork || !address || status !== 'connected') return undefined
  return { namespace, network: chain.caipNetwork, address }
}
