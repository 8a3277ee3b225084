import {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  isAddressForNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
} from '@appkit/common'
import { InvalidAddressError, InvalidParameterError } from './errors.js'

// The blockchain API client's parameters, checked before anything is sent: a typo fails at once
// with a typed error naming the parameter, rather than as a 400 from the server a round trip later.

export interface CheckedChain {
  id: CaipNetworkId
  namespace: ChainNamespace
  reference: string
}

/** A CAIP-2 id such as `eip155:1`; anything else throws `CaipError` ('Invalid CAIP-2 network id: …'). */
export function checkChainId(value: unknown): CheckedChain {
  const { chainNamespace, chainId } = parseCaipNetworkId(value)
  return { id: value as CaipNetworkId, namespace: chainNamespace, reference: chainId }
}

/** An EVM chain as `wallet_getAssets` names it: `eip155:31337` → `0x7a69`. */
export function checkEvmChainHex(value: unknown, name: string): string {
  const chain = checkChainId(value)
  if (chain.namespace !== 'eip155' || !/^\d+$/.test(chain.reference)) {
    throw new InvalidParameterError({
      details: `${name} must be an eip155 chain with a numeric id, got ${show(value)}`,
    })
  }
  return `0x${BigInt(chain.reference).toString(16)}`
}

/** An address of `namespace` (spec §5's shapes); anything else throws `InvalidAddressError`. */
export function checkAddress(value: unknown, namespace: ChainNamespace, name: string): string {
  if (!isAddressForNamespace(namespace, value)) {
    throw new InvalidAddressError({ details: `${name} ${show(value)} is not an ${namespace} address` })
  }
  return value
}

/**
 * A token as CAIP-10, e.g. `eip155:1:0xeeee…`: a bad id throws `CaipError`, a well-formed id whose
 * address part does not fit its namespace throws `InvalidAddressError`.
 */
export function checkToken(value: unknown, name: string): CaipAddress {
  const { chainNamespace, address } = parseCaipAddress(value)
  checkAddress(address, chainNamespace, name)
  return value as CaipAddress
}

/** A currency code (`usd`, `eur`, `eth`), sent lower case. */
export function checkCurrency(value: unknown): string {
  if (typeof value !== 'string' || !/^[a-zA-Z]{2,10}$/.test(value)) {
    throw new InvalidParameterError({
      details: `currency must be a currency code such as 'usd', got ${show(value)}`,
    })
  }
  return value.toLowerCase()
}

/** A history cursor: opaque text from the previous page, or nothing for the first page. */
export function checkCursor(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string') {
    throw new InvalidParameterError({
      details: `cursor must be the text of a previous page's next, got ${show(value)}`,
    })
  }
  return value
}

/** A list of at least `min` entries. */
export function checkList(value: unknown, name: string, min: number): readonly unknown[] {
  if (!Array.isArray(value) || value.length < min) {
    throw new InvalidParameterError({
      details: `${name} must be a list of at least ${min}, got ${show(value)}`,
    })
  }
  return value
}

/** A timeout in ms: a positive, finite number. */
export function checkTimeout(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new InvalidParameterError({
      details: `timeoutMs must be a positive number of ms, got ${show(value)}`,
    })
  }
  return value
}

/** The same account or token in one spelling, for cache and dedupe keys: EVM case does not matter. */
export function addressKey(namespace: ChainNamespace, address: string): string {
  return namespace === 'eip155' ? address.toLowerCase() : address
}

/** A CAIP-10 token in one spelling, for keys: an eip155 one is all hex and digits, so lower case. */
export function tokenKey(token: CaipAddress): string {
  return token.startsWith('eip155:') ? token.toLowerCase() : token
}

function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (Array.isArray(value)) return `a list of ${value.length}`
  if (typeof value === 'object' && value !== null) return 'an object'
  return String(value)
}
