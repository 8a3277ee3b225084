import type { CaipNetwork } from '@appkit/common'

export interface ApiIdentity {
  projectId: string
  sdkVersion: string
}

/**
 * The blockchain API's JSON-RPC endpoint for a network (spec §7:
 * `{rpcUrl}/v1/?chainId={chainId}&projectId={projectId}`, with `st` and `sv` like every API call).
 * Built here, not by the API client, because the networks need it before anything loads.
 */
export function apiRpcUrl(baseUrl: string, chainId: string, { projectId, sdkVersion }: ApiIdentity): string {
  const query = new URLSearchParams({ chainId, projectId, st: 'appkit', sv: sdkVersion })
  return `${baseUrl.replace(/\/+$/, '')}/v1/?${query}`
}

/**
 * The dapp's networks, reading through its blockchain API: a dapp that names one sends nothing to
 * public RPC nodes. The HTTP list becomes the API's endpoint alone (a public fallback would be the
 * very request we promise not to send); the rest of the network is kept as it is.
 */
export function throughApi<N extends CaipNetwork>(
  networks: readonly N[],
  baseUrl: string,
  identity: ApiIdentity,
): N[] {
  return networks.map((network) => ({
    ...network,
    rpcUrls: {
      ...network.rpcUrls,
      default: {
        ...network.rpcUrls.default,
        http: [apiRpcUrl(baseUrl, network.caipNetworkId, identity)],
      },
    },
  }))
}
