import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import type { WalletConnectNamespace } from '@appkit/controllers'

/**
 * What a dapp may ask of a WalletConnect wallet in each namespace by default. An adapter may give
 * its own part; a namespace without an adapter (a dapp without adapters) gets this one.
 */
export const DEFAULT_METHODS: Partial<Record<ChainNamespace, readonly string[]>> = {
  eip155: [
    'personal_sign',
    'eth_sendTransaction',
    'eth_signTypedData_v4',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'eth_accounts',
    'eth_requestAccounts',
    'eth_chainId',
  ],
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
  bip122: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
}

export const DEFAULT_EVENTS: Partial<Record<ChainNamespace, readonly string[]>> = {
  eip155: ['chainChanged', 'accountsChanged'],
  bip122: ['bip122_addressesChanged'],
}

/** The CAIP-2 ids of the dapp's networks of `namespace`, in its order, without repeats. */
export function namespaceChains(namespace: ChainNamespace, networks: readonly CaipNetwork[]): string[] {
  const own = networks.filter((network) => network.chainNamespace === namespace)
  return [...new Set(own.map((network) => network.caipNetworkId))]
}

/** A namespace's part of the proposal: the dapp's chains, each read through its own RPC URL. */
export function namespacePart(
  namespace: ChainNamespace,
  networks: readonly CaipNetwork[],
  methods: readonly string[] = DEFAULT_METHODS[namespace] ?? [],
  events: readonly string[] = DEFAULT_EVENTS[namespace] ?? [],
): WalletConnectNamespace {
  const rpcMap: Record<string, string> = {}
  for (const network of networks) {
    const url = network.rpcUrls.default.http[0]
    if (network.chainNamespace === namespace && url) rpcMap[String(network.id)] = url
  }
  return { chains: namespaceChains(namespace, networks), methods: [...methods], events: [...events], rpcMap }
}
