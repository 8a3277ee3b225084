import type { CaipNetwork } from 'appkit'

/**
 * Every remote URL the example uses, from the query (`?rpcA=&rpcB=&relay=&cloud=`) or the build's
 * env, as the lab does: the end-to-end tests point one page at their own local cloud. Without any,
 * it runs against a cloud on this machine, never a public service.
 */
const query = new URLSearchParams(location.search)
const env = import.meta.env

export const EXAMPLE_CONFIG = {
  projectId: query.get('projectId') ?? env.VITE_PROJECT_ID ?? 'example-project-id',
  rpcA: query.get('rpcA') ?? env.VITE_RPC_A ?? 'http://127.0.0.1:8545',
  rpcB: query.get('rpcB') ?? env.VITE_RPC_B ?? 'http://127.0.0.1:8546',
  relayUrl: query.get('relay') ?? env.VITE_RELAY_URL ?? 'ws://127.0.0.1:8788',
  /** The wallet explorer and blockchain API (optional, like the minimal example's). */
  cloud: query.get('cloud') ?? env.VITE_CLOUD_URL ?? undefined,
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** The local cloud's two anvil chains. */
export const anvilA: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [EXAMPLE_CONFIG.rpcA] } },
  testnet: true,
  blockTime: 1000,
}

export const anvilB: CaipNetwork = {
  ...anvilA,
  id: 31338,
  caipNetworkId: 'eip155:31338',
  name: 'Anvil B',
  rpcUrls: { default: { http: [EXAMPLE_CONFIG.rpcB] } },
}
