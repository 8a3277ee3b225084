import { MAX_CATALOGUE_SIZE } from './catalogue.js'
import { parseCatalogueSize } from './explorer-config.js'

/** Spec §9: the modal pages by 40 and searches by 100; more than 100 per page is never served. */
export const DEFAULT_ENTRIES = 40
export const MAX_ENTRIES = 100

/** The filters of GET /getWallets, read and checked. */
export interface WalletQuery {
  /** 1-based. */
  page: number
  /** Already capped at MAX_ENTRIES. */
  entries: number
  /** Trimmed; empty means no search. */
  search: string
  include: string[]
  exclude: string[]
  badgeType: string | undefined
  chains: string[]
  names: string[]
  rdns: string[]
  /** `catalogue=`: serve a catalogue of this size instead of the default one. */
  catalogueSize: number | undefined
}

export type QueryResult = { ok: true; query: WalletQuery } | { ok: false; message: string }

export function parseWalletQuery(params: URLSearchParams): QueryResult {
  const page = readPositiveInteger(params, 'page', 1)
  const entries = readPositiveInteger(params, 'entries', DEFAULT_ENTRIES)
  if (page === undefined) return { ok: false, message: 'Invalid page: expected a positive integer' }
  if (entries === undefined) return { ok: false, message: 'Invalid entries: expected a positive integer' }
  const rawSize = params.get('catalogue')
  const catalogueSize = rawSize === null ? undefined : parseCatalogueSize(rawSize)
  if (rawSize !== null && catalogueSize === undefined) {
    return { ok: false, message: `Invalid catalogue: expected an integer from 1 to ${MAX_CATALOGUE_SIZE}` }
  }
  const badgeType = params.get('badge_type')?.trim()
  return {
    ok: true,
    query: {
      page,
      entries: Math.min(entries, MAX_ENTRIES),
      search: (params.get('search') ?? '').trim(),
      include: readList(params, 'include'),
      exclude: readList(params, 'exclude'),
      badgeType: badgeType === '' ? undefined : badgeType,
      chains: readList(params, 'chains'),
      names: readList(params, 'names'),
      rdns: readList(params, 'rdns'),
      catalogueSize,
    },
  }
}

function readPositiveInteger(params: URLSearchParams, name: string, fallback: number): number | undefined {
  const raw = params.get(name)
  if (raw === null || raw === '') return fallback
  if (!/^\d{1,9}$/.test(raw)) return undefined
  const value = Number(raw)
  return value >= 1 ? value : undefined
}

/** Comma-separated, and repeated parameters add up (`include=a,b&include=c`); blanks are dropped. */
function readList(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '')
}
