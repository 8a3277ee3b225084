import { buildCatalogue, type Catalogue } from './catalogue.js'
import type { ExplorerWallet } from './wallet.js'

/** Sizes kept besides the default one; older ones are rebuilt on demand (about 50 ms for 10,000). */
const MAX_EXTRA_SIZES = 4

export interface CatalogueStore {
  readonly defaultSize: number
  get(size?: number): Catalogue
  /** Looks in every catalogue built so far, so images of a benchmark's 10,000th wallet are found too. */
  findByImageId(imageId: string): ExplorerWallet | undefined
}

/**
 * Builds each catalogue size once, on first use, and keeps it. The default size stays for the life
 * of the server; other sizes (`catalogue=` in a request) are kept up to a few, oldest dropped first.
 */
export function createCatalogueStore(defaultSize: number): CatalogueStore {
  const built = new Map<number, Catalogue>()
  const get = (size = defaultSize) => {
    let catalogue = built.get(size)
    if (catalogue) return catalogue
    catalogue = buildCatalogue(size)
    built.set(size, catalogue)
    const extras = [...built.keys()].filter((kept) => kept !== defaultSize)
    if (extras.length > MAX_EXTRA_SIZES) built.delete(extras[0]!)
    return catalogue
  }
  return {
    defaultSize,
    get,
    findByImageId(imageId) {
      get()
      for (const catalogue of built.values()) {
        const wallet = catalogue.byImageId.get(imageId)
        if (wallet) return wallet
      }
      return undefined
    },
  }
}
