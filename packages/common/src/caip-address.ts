// Apart from caip.ts: the page checks and builds CAIP ids from its first paint, only code loaded
// later (WalletConnect's sessions, the blockchain API) takes addresses apart, and what one module
// holds lands in one chunk.
import { isCaipAddress, type ParsedCaipNetworkId } from './caip.js'
import { CaipError } from './errors/validation-errors.js'
import { describeValue } from './internal/describe-value.js'

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string
}

/** Parses a CAIP-10 address such as `eip155:1:0xab…`. Throws only `CaipError`, whatever the input. */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  if (!isCaipAddress(value)) throw new CaipError(`Invalid CAIP-10 address: ${describeValue(value)}`)
  const [chainNamespace, chainId, address] = value.split(':') as [
    ParsedCaipNetworkId['chainNamespace'],
    string,
    string,
  ]
  return { chainNamespace, chainId, address }
}

/** The address part of a CAIP-10 address. Throws `CaipError('Invalid CAIP Address')` otherwise. */
export function getPlainAddress(value: unknown): string {
  if (!isCaipAddress(value)) throw new CaipError('Invalid CAIP Address')
  return value.split(':')[2]!
}
