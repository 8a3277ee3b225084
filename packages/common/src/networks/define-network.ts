import { parseCaipNetworkId } from '../caip.js'
import { CaipError } from '../errors/validation-errors.js'
import type { CaipNetwork } from '../types.js'

/**
 * Checks a network of any namespace, e.g. one a dapp brings itself, and returns it unchanged. The
 * literal types of the input are kept (`caipNetworkId` stays `'solana:5eyk…'`), while the optional
 * `CaipNetwork` fields stay readable.
 * Throws `CaipError` if `caipNetworkId` does not parse, or if it disagrees with `chainNamespace`
 * or `id` — a mismatch would make lookups by id and by CAIP id find different networks.
 */
export function defineNetwork<const N extends CaipNetwork>(input: N): N & CaipNetwork {
  const { chainNamespace, chainId } = parseCaipNetworkId(input.caipNetworkId)
  if (chainNamespace !== input.chainNamespace || chainId !== String(input.id)) {
    throw new CaipError(`Invalid CAIP-2 network id: ${input.caipNetworkId}`, {
      details: `It must be "${input.chainNamespace}:${String(input.id)}" to match chainNamespace and id.`,
    })
  }
  return input
}
