/**
 * The origins every project may run on unless it has its own list: the lab (preview 4173, dev 5173)
 * and the examples (minimal 4174/5174, full 4178/5176, wagmi 4177/5177; never the secure site's 4176), as their vite configs set them. A dapp on
 * another origin gets APKT002 (spec §8) until ALLOWED_ORIGINS names it.
 */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://127.0.0.1:4173',
  'http://127.0.0.1:5173',
  'http://127.0.0.1:4174',
  'http://127.0.0.1:5174',
  'http://127.0.0.1:4178',
  'http://127.0.0.1:5176',
  'http://127.0.0.1:4177',
  'http://127.0.0.1:5177',
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

/**
 * Reads PROJECT_ORIGINS: `projectA=https://a.example,https://b.example;projectB=…`, each project's
 * list read as ALLOWED_ORIGINS is. A project named twice, without an id or without origins stops
 * the start.
 */
export function parseProjectOrigins(raw: string | undefined): Record<string, string[]> | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  const projects: Record<string, string[]> = {}
  for (const entry of raw.split(';').filter((part) => part.trim() !== '')) {
    const [id = '', list = ''] = entry.split('=', 2).map((part) => part.trim())
    if (id === '' || !entry.includes('=')) {
      throw new Error(`PROJECT_ORIGINS: "${entry.trim()}" is not projectId=origin,origin.`)
    }
    if (Object.hasOwn(projects, id)) throw new Error(`PROJECT_ORIGINS: "${id}" is named twice.`)
    const origins = parseAllowedOrigins(list)
    // An empty list would read as "no list of its own", i.e. the default: say so rather than surprise.
    if (origins === undefined) throw new Error(`PROJECT_ORIGINS: "${id}" has no origins.`)
    projects[id] = origins
  }
  return projects
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
