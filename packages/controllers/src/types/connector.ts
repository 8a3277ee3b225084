import type { ChainNamespace } from '@appkit/common'

export type ConnectorType = 'EXTERNAL' | 'WALLET_CONNECT' | 'INJECTED' | 'ANNOUNCED' | 'AUTH' | 'MULTI_CHAIN'

/** A way to connect a wallet, as the UI lists it (spec §3). Providers stay in the adapter. */
export interface Connector {
  id: string
  name: string
  chain: ChainNamespace
  type: ConnectorType
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns?: string; icon?: string }
}
