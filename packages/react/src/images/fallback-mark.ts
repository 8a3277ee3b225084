/**
 * What stands in for an image that failed: two letters on a colour, both from the entry itself, so
 * "Anvil" and "Anvil B" (or two tokens called USDC on different chains) never look the same.
 */
export interface FallbackMark {
  letters: string
  /** An HSL hue, 0–359. */
  hue: number
}

/** "Anvil B" → "AB", "Lab Wallet One" → "LW", "Anvil" → "AN", "usdc" → "US". */
export function markLetters(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? []
  const [first, second] = words
  if (!first) return '?'
  const letters = second ? `${first[0]}${second[0]}` : first.slice(0, 2)
  return letters.toUpperCase()
}

/**
 * A hue from FNV-1a over the entry's name and its id, so entries with one name but different ids
 * (or one letter pair from different names) still differ in colour.
 */
export function markHue(seed: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % 360
}

export function fallbackMark(name: string, id: string = name): FallbackMark {
  return { letters: markLetters(name), hue: markHue(`${id}\u0000${name}`) }
}
