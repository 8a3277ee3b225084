import { isAddress } from '@solana/kit'

/**
 * Solana's CAIP ids as the API's parameters use them: a chain is `solana:` and the first 32
 * base58 characters of its genesis hash; an account or a mint is that and its address.
 */

const BASE58 = '[1-9A-HJ-NP-Za-km-z]'
const CAIP2 = new RegExp(`^solana:${BASE58}{32}$`)
const CAIP10 = new RegExp(`^(solana:${BASE58}{32}):(${BASE58}{32,44})$`)

/** A chain id of the solana namespace, well formed or not: such a request takes the Solana path. */
export function isSolanaNamespace(value: string | null): boolean {
  return value?.startsWith('solana:') ?? false
}

/** The chain id when it is a well-formed Solana CAIP-2 id. */
export function parseSolanaCaip2(value: string | null): string | undefined {
  return value !== null && CAIP2.test(value) ? value : undefined
}

/** Spec §5: base58, 32 to 44 characters; and, to be an account, 32 bytes once decoded. */
export function isSolanaAddress(value: string): boolean {
  return new RegExp(`^${BASE58}{32,44}$`).test(value) && isAddress(value)
}

export function parseSolanaCaip10(value: string): { chainId: string; address: string } | undefined {
  const match = CAIP10.exec(value)
  if (!match || !isSolanaAddress(match[2]!)) return undefined
  return { chainId: match[1]!, address: match[2]! }
}

export function solanaCaip10(chainId: string, address: string): string {
  return `${chainId}:${address}`
}
