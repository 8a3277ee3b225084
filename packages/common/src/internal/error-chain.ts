import { readProperty } from './read-property.js'

/** How deep `cause` chains are followed; real wrappers nest two or three levels. */
export const MAX_ERROR_CHAIN_DEPTH = 8

/**
 * The error and the errors it wraps (`cause`), outermost first. Wallet libraries wrap the
 * wallet's error, so the useful code is often one or two levels down. Cycles and very deep
 * chains stop the walk rather than hang it.
 */
export function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = []
  const seen = new Set<unknown>()
  let current = error
  while (current !== undefined && current !== null && chain.length < MAX_ERROR_CHAIN_DEPTH) {
    if (seen.has(current)) break
    seen.add(current)
    chain.push(current)
    current = readProperty(current, 'cause')
  }
  return chain
}

/** A numeric error code, also when a wallet sends it as a string such as "4001". */
export function readNumericCode(error: unknown): number | undefined {
  const code = readProperty(error, 'code')
  if (typeof code === 'number' && Number.isInteger(code)) return code
  if (typeof code === 'string' && /^-?\d{1,6}$/.test(code)) return Number(code)
  return undefined
}

/** The texts an error carries: itself if it is a string, else its message and short message. */
export function readMessages(error: unknown): string[] {
  if (typeof error === 'string') return [error]
  const messages: string[] = []
  for (const key of ['message', 'shortMessage', 'details']) {
    const text = readProperty(error, key)
    if (typeof text === 'string') messages.push(text)
  }
  return messages
}
