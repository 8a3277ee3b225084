import { InvalidBaseUrlError } from './errors.js'

/** A query value: lists go on the wire joined with commas, as the explorer expects. */
export type QueryValue = string | number | boolean | readonly string[] | undefined

/**
 * Checks a base URL once, when a client is made, so a typo fails at start-up rather than on the
 * first click. Keeps any path prefix (a self-hosted explorer may live under `/explorer`), without
 * the trailing slash.
 */
export function normalizeBaseUrl(baseUrl: string): string {
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch (error) {
    throw new InvalidBaseUrlError({ details: `"${baseUrl}" is not an absolute URL.`, cause: error })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidBaseUrlError({ details: `"${baseUrl}" must use http or https.` })
  }
  if (url.search !== '' || url.hash !== '') {
    throw new InvalidBaseUrlError({ details: `"${baseUrl}" must not carry a query or a fragment.` })
  }
  return url.href.replace(/\/+$/, '')
}

/**
 * `base + path + ?query`. Absent values, empty strings and empty lists are left out, so a request
 * says only what the caller asked for.
 */
export function buildUrl(base: string, path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    const text = toQueryText(value)
    if (text !== undefined) params.append(name, text)
  }
  const search = params.toString()
  return `${base}${path}${search === '' ? '' : `?${search}`}`
}

function toQueryText(value: QueryValue): string | undefined {
  if (value === undefined) return undefined
  if (typeof value === 'string') return value === '' ? undefined : value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  const items = value.filter((item) => item !== '')
  return items.length === 0 ? undefined : items.join(',')
}
