import type { CaipNetwork } from '../types.js'

/** The network with this CAIP-2 id, or undefined; ids that are not strings simply find nothing. */
export function getNetworkByCaipId<N extends CaipNetwork>(
  networks: readonly N[],
  id: unknown,
): N | undefined {
  return networks.find((network) => network.caipNetworkId === id)
}
