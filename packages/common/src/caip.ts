import { CaipError } from './errors/validation-errors.js'
import { describeValue } from './internal/describe-value.js'
import { type CaipAddress, type CaipNetworkId, CHAIN_NAMESPACES, type ChainNamespace } from './types.js'

export interface ParsedCaipNetworkId {
  chainNamespace: ChainNamespace
  chainId: string
}

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}

/**
 * Splits a CAIP id into exactly `count` non-empty parts with a known namespace first, or returns
 * undefined. Only the structure is checked (spec §5); whether the address is valid for its
 * namespace is `isAddressForNamespace`'s job.
 */
function splitCaip(value: unknown, count: 2 | 3): string[] | undefined {
  if (typeof value !== 'string') return undefined
  // One part more than wanted is enough to tell "too many" without splitting a huge string fully.
  const parts = value.split(':', count + 1)
  if (parts.length !== count || parts.some((part) => part.length === 0)) return undefined
  return isChainNamespace(parts[0]) ? parts : undefined
}

/** Parses a CAIP-2 network id such as `eip155:1`. Throws only `CaipError`, whatever the input. */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  const parts = splitCaip(value, 2)
  const [chainNamespace, chainId] = parts ?? []
  if (!isChainNamespace(chainNamespace) || chainId === undefined) {
    throw new CaipError(`Invalid CAIP-2 network id: ${describeValue(value)}`)
  }
  return { chainNamespace, chainId }
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return splitCaip(value, 2) !== undefined
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  return splitCaip(value, 3) !== undefined
}

/**
 * Builds a CAIP-2 network id; the literal types carry through (`toCaipNetworkId('eip155', 1)` is
 * typed `'eip155:1'`). Throws `CaipError` if the parts do not make a valid id, e.g. an empty chain id
 * or one containing ':'.
 */
export function toCaipNetworkId<N extends ChainNamespace, C extends string | number>(
  chainNamespace: N,
  chainId: C,
): `${N}:${C}` {
  const id = `${joinable(chainNamespace)}:${joinable(chainId)}`
  if (!isCaipNetworkId(id)) throw new CaipError(`Invalid CAIP-2 network id: ${describeValue(id)}`)
  return id as `${N}:${C}`
}

/** Builds a CAIP-10 address. Throws `CaipError` if the parts do not make a valid one. */
export function toCaipAddress<N extends ChainNamespace, C extends string | number, A extends string>(
  chainNamespace: N,
  chainId: C,
  address: A,
): `${N}:${C}:${A}` {
  const caipAddress = `${joinable(chainNamespace)}:${joinable(chainId)}:${joinable(address)}`
  if (!isCaipAddress(caipAddress)) {
    throw new CaipError(`Invalid CAIP-10 address: ${describeValue(caipAddress)}`)
  }
  return caipAddress as `${N}:${C}:${A}`
}

// Untyped callers may pass anything, and a template literal throws on symbols; anything that is
// not a string or a finite number becomes '' so the id fails validation with a CaipError.
function joinable(part: unknown): string {
  if (typeof part === 'string') return part
  if (typeof part === 'number' && Number.isFinite(part)) return String(part)
  return ''
}
