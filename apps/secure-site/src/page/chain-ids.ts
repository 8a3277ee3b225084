import { UnsupportedChainError } from '@appkit/common'

// The frame's chain ids come as spec §3 allows: a number (EVM), or a CAIP-2 string. The secure
// site signs for two namespaces, so everything is brought to one of these two shapes.

export type FrameChainId = number | string

export type ParsedChain =
  | { namespace: 'eip155'; id: number; caip: `eip155:${number}` }
  | { namespace: 'solana'; caip: `solana:${string}` }

const EIP155 = /^eip155:([1-9][0-9]{0,15})$/
const SOLANA = /^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/
const DIGITS = /^[1-9][0-9]{0,15}$/

/** The chain, or undefined for another namespace or a malformed id. */
export function parseChain(chainId: FrameChainId): ParsedChain | undefined {
  if (typeof chainId === 'number') {
    return Number.isSafeInteger(chainId) && chainId > 0 ? evm(chainId) : undefined
  }
  if (DIGITS.test(chainId)) return parseChain(Number(chainId))
  const match = EIP155.exec(chainId)
  if (match) return parseChain(Number(match[1]))
  if (SOLANA.test(chainId)) return { namespace: 'solana', caip: chainId as `solana:${string}` }
  return undefined
}

function evm(id: number): ParsedChain | undefined {
  return Number.isSafeInteger(id) ? { namespace: 'eip155', id, caip: `eip155:${id}` } : undefined
}

/** The chain, or 'Unsupported chain' (spec §5): the secure site signs for EVM and Solana only. */
export function requireChain(chainId: FrameChainId): ParsedChain {
  const chain = parseChain(chainId)
  if (!chain) throw new UnsupportedChainError({ details: `Chain ${String(chainId)}` })
  return chain
}
