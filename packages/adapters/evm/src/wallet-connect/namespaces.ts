import type { CaipNetwork } from '@appkit/common'

/** What the dapp may ask of a WalletConnect wallet on EVM chains. */
export const EIP155_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
] as const

export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const

export interface Eip155Namespace {
  chains: string[]
  methods: string[]
  events: string[]
  /** Chain id (decimal) → RPC URL: reads go to the dapp's RPC, never to WalletConnect's. */
  rpcMap: Record<string, string>
}

/** The CAIP-2 ids of the dapp's EVM networks, in its order, without repeats. */
export function requestedChains(networks: readonly CaipNetwork[]): string[] {
  const evm = networks.filter((network) => network.chainNamespace === 'eip155')
  return [...new Set(evm.map((network) => `eip155:${network.id}`))]
}

export function eip155Namespace(networks: readonly CaipNetwork[]): Eip155Namespace {
  const rpcMap: Record<string, string> = {}
  for (const network of networks) {
    const url = network.rpcUrls.default.http[0]
    if (network.chainNamespace === 'eip155' && url) rpcMap[String(network.id)] = url
  }
  return {
    chains: requestedChains(networks),
    methods: [...EIP155_METHODS],
    events: [...EIP155_EVENTS],
    rpcMap,
  }
}
