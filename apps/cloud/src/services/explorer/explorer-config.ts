import { DEFAULT_CATALOGUE_SIZE, MAX_CATALOGUE_SIZE } from './catalogue.js'

/** Whole numbers only: "2e3" or "10.5" are typos, not sizes. */
export function parseCatalogueSize(raw: string): number | undefined {
  if (!/^\d{1,6}$/.test(raw)) return undefined
  const size = Number(raw)
  return size >= 1 && size <= MAX_CATALOGUE_SIZE ? size : undefined
}

/** The default catalogue size: `EXPLORER_WALLETS`, else 2,000. */
export function readExplorerWalletCount(env: Record<string, string | undefined>): number {
  const raw = env.EXPLORER_WALLETS
  if (raw === undefined || raw === '') return DEFAULT_CATALOGUE_SIZE
  const size = parseCatalogueSize(raw.trim())
  // A typo must fail loudly at start, not silently serve another catalogue.
  if (size === undefined) {
    throw new Error(`EXPLORER_WALLETS must be an integer from 1 to ${MAX_CATALOGUE_SIZE}, got "${raw}".`)
  }
  return size
}
