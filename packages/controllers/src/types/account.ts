import type { CaipAddress, ChainNamespace } from '@appkit/common'

export type AccountStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** Account state of one namespace (spec §3); fields later features fill are optional. */
export interface AccountState {
  namespace: ChainNamespace
  status: AccountStatus
  caipAddress?: CaipAddress
  address?: string
  allAccounts: { namespace: ChainNamespace; address: string; type: 'eoa' | 'smartAccount' }[]
  balance?: string
  balanceSymbol?: string
  balanceLoading: boolean
  connectorId?: string
  connectedWalletInfo?: { name: string; icon?: string; rdns?: string }
  profileName?: string
  profileImage?: string
  addressExplorerUrl?: string
}

export function emptyAccountState(namespace: ChainNamespace): AccountState {
  return { namespace, status: 'disconnected', allAccounts: [], balanceLoading: false }
}
