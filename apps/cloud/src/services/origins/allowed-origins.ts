/**
 * The origins every project may run on unless it has its own list: the lab (preview 4173, dev 5173)
 * and the examples (minimal 4174/5174, full 4178/5176; never the secure site's 4176), as their vite configs set them. A dapp on
 * another origin gets APKT002 (spec §8) until ALLOWED_ORIGINS names it.
 */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://127.0.0.1:4173',
  'http://127.0.0.1:5173',
  'http://127.0.0.1:4174',
  'http://127.0.0.1:5174',
  'http://127.0.0.1:4178',
  'http://127.0.0.1:5176',
]

/**
 * Reads ALLOWED_ORIGINS (a comma-separated list; empty entries skipped). Each entry must be an
 * origin as a browser sends it (scheme, host, port; no path, no trailing slash): anything else
 * would never match, so the start fails instead.
 */
export function parseAllowedOrigins(raw: string | undefined): string[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  const origins = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  for (const origin of origins) assertOrigin('ALLOWED_ORIGINS', origin)
  return [...new Set(origins)]
}

/** Throws unless `value` is exactly an http(s) origin, as an Origin header carries it. */
export function assertOrigin(name: string, value: string): void {
  let parsed: URL | undefined
  try {
    parsed = new URL(value)
  } catch {
    parsed = undefined
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.origin !== value) {
    throw new Error(
      `${name}: "${value}" is not an origin such as http://127.0.0.1:4173 (no path, no trailing slash).`,
    )
  }
}
