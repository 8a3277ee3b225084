import { FIXED_WALLETS } from './fixed-wallets.js'
import { generateWallet } from './generate-wallet.js'
import { createPrng } from './prng.js'
import type { ExplorerWallet } from './wallet.js'
import { createNameGenerator } from './wallet-names.js'

/** One seed for every catalogue: the lab, the tests and a benchmark all see the same wallets. */
export const CATALOGUE_SEED = 0x5eed_0001
export const DEFAULT_CATALOGUE_SIZE = 2000
/** Large enough for a 10,000-wallet benchmark with room; small enough that a typo cannot eat memory. */
export const MAX_CATALOGUE_SIZE = 50_000

export interface Catalogue {
  /** Sorted by `order` (rank 1 first). */
  wallets: readonly ExplorerWallet[]
  byImageId: ReadonlyMap<string, ExplorerWallet>
}

/**
 * The first `size` wallets: the fixed ones, then generated ones from one seeded stream. Each entry
 * depends only on its rank, so a smaller catalogue is a prefix of a larger one and a wallet keeps
 * its rank, id and image whatever the size asked for.
 */
export function buildCatalogue(size: number): Catalogue {
  if (!Number.isInteger(size) || size < 1 || size > MAX_CATALOGUE_SIZE) {
    throw new RangeError(`Catalogue size must be an integer from 1 to ${MAX_CATALOGUE_SIZE}, got ${size}.`)
  }
  const prng = createPrng(CATALOGUE_SEED)
  const nextName = createNameGenerator(
    prng,
    FIXED_WALLETS.map((wallet) => wallet.name),
  )
  const wallets: ExplorerWallet[] = []
  for (const wallet of FIXED_WALLETS.slice(0, size)) wallets.push({ ...wallet, order: wallets.length + 1 })
  while (wallets.length < size) wallets.push(generateWallet(prng, nextName(), wallets.length + 1))
  return { wallets, byImageId: new Map(wallets.map((wallet) => [wallet.image_id, wallet])) }
}
