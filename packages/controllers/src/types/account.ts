import type { CaipAddress, ChainNamespace, SocialProvider } from '@appkit/common'
import type { TokenBalance } from './account-api.js'

export type AccountStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** An amount of a token as the chain gives it: the integer, and where its decimal point goes. */
export interface TokenAmount {
  value: bigint
  decimals: number
  symbol: string
}

/** Account state of one namespace (spec §3); fields later features fill are optional. */
export interface AccountState {
  namespace: ChainNamespace
  status: AccountStatus
  caipAddress?: CaipAddress
  address?: string
  allAccounts: { namespace: ChainNamespace; address: string; type: 'eoa' | 'smartAccount' }[]
  /** The native balance, unformatted: the UI formats it for display. */
  balance?: TokenAmount
  balanceLoading: boolean
  /** Every token held on the current network, from the blockchain API; low-quality ones left out. */
  tokens?: TokenBalance[]
  tokensLoading: boolean
  /** When reading the tokens last failed: another try waits TOKEN_BALANCE_RETRY_MS (spec §8). */
  lastRetry?: number
  connectorId?: string
  connectedWalletInfo?: { name: string; icon?: string; rdns?: string }
  profileName?: string
  profileImage?: string
  addressExplorerUrl?: string
  /** The social login the embedded wallet's account came from (spec §3), and the name it gave. */
  socialProvider?: SocialProvider | 'farcaster'
  socialUserName?: string
  /** The Farcaster channel URL a Farcaster login shows as a QR code while it waits (spec §3). */
  farcasterUrl?: string
}

export function emptyAccountState(namespace: ChainNamespace): AccountState {
  return { namespace, status: 'disconnected', allAccounts: [], balanceLoading: false, tokensLoading: false }
}
