import type { Prng } from './prng.js'

// Made-up names that read like wallets ("Zenkora Vault", "Brelum Wallet"), not real products.
const SYLLABLES = [
  'ar',
  'bel',
  'bra',
  'cor',
  'cri',
  'da',
  'dro',
  'el',
  'fen',
  'fla',
  'gal',
  'glo',
  'hex',
  'io',
  'jun',
  'ka',
  'kri',
  'lum',
  'lo',
  'mor',
  'mi',
  'nex',
  'no',
  'or',
  'pax',
  'pra',
  'qui',
  'ra',
  'sol',
  'sa',
  'stra',
  'tor',
  'tri',
  'ul',
  'vex',
  'vo',
  'wen',
  'xa',
  'yor',
  'zen',
] as const
// "Wallet" repeats so that most names end in it, as in a real catalogue.
const SUFFIXES = [
  'Wallet',
  'Wallet',
  'Wallet',
  'Wallet',
  'Vault',
  'Pay',
  'Keep',
  'Pocket',
  'Safe',
  'Purse',
  'Key',
  'Ledger',
  'Hub',
  'Pass',
] as const
// Past this many clashes in a row a number is appended, so generation always ends.
const MAX_ATTEMPTS = 50

export interface WalletName {
  name: string
  /** Lowercase letters and digits only; the root of the rdns, links and URLs. */
  slug: string
}

export function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '')
}

/**
 * Returns a generator of names that are unique among themselves and against `reserved` (the fixed
 * entries), by name and by slug, so rdns values and custom schemes built from them never clash.
 */
export function createNameGenerator(prng: Prng, reserved: readonly string[]): () => WalletName {
  const names = new Set(reserved)
  const slugs = new Set(reserved.map(slugOf))
  let clashes = 0

  const candidate = () => {
    const length = prng.chance(0.7) ? 2 : 3
    let stem = ''
    for (let i = 0; i < length; i++) stem += prng.pick(SYLLABLES)
    return `${stem[0]!.toUpperCase()}${stem.slice(1)} ${prng.pick(SUFFIXES)}`
  }

  return () => {
    for (let attempt = 0; ; attempt++) {
      const base = candidate()
      const name = attempt < MAX_ATTEMPTS ? base : `${base} ${++clashes}`
      const slug = slugOf(name)
      if (!names.has(name) && !slugs.has(slug)) {
        names.add(name)
        slugs.add(slug)
        return { name, slug }
      }
    }
  }
}
