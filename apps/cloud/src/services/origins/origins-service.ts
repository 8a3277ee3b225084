import type { Database } from '../../db/database.js'
import { parseFault, SLOW_FAULT_MS, sendFault, waitUnlessClosed } from '../../http/faults.js'
import { sendPreflight } from '../../http/preflight.js'
import { sendCorsError, sendCorsJson } from '../../http/send.js'
import type { Service } from '../../http/service.js'
import { readAllowedOrigins, seedDefaultOrigins, seedProjectOrigins } from './origins-store.js'

export const ORIGINS_PATH = '/projects/v1/origins'

export interface OriginsServiceOptions {
  db: Promise<Database>
  /** The default list, written to the database once it is open. */
  defaults: readonly string[]
  /** Projects with their own list, written to the database once it is open. */
  projects?: Readonly<Record<string, readonly string[]>>
  /** How long `fault=slow` waits; tests shorten it. */
  slowMs?: number
}

/**
 * GET /projects/v1/origins?projectId= → { allowedOrigins } (spec §7): the SDK checks the page's
 * origin against it (APKT002). Like the explorer: CORS for any page, `{ message }` errors, and
 * `fault=` (or POST /test/faults) for the SDK's error handling (429 → APKT010, 5xx → APKT009).
 */
export function originsService(options: OriginsServiceOptions): Service {
  const slowMs = options.slowMs ?? SLOW_FAULT_MS
  const ready = options.db.then(async (db) => {
    await seedDefaultOrigins(db, options.defaults)
    for (const [projectId, origins] of Object.entries(options.projects ?? {})) {
      await seedProjectOrigins(db, projectId, origins)
    }
    return db
  })
  ready.catch(() => undefined)
  return {
    async handle(req, res, url) {
      if (url.pathname !== ORIGINS_PATH) return false
      if (req.method === 'OPTIONS') {
        sendPreflight(res, req.headers['access-control-request-headers'])
        return true
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendCorsError(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD, OPTIONS' })
        return true
      }
      const fault = parseFault(url.searchParams)
      if (!fault.ok) {
        sendCorsError(res, 400, fault.message)
        return true
      }
      if (fault.fault === 'slow' && !(await waitUnlessClosed(res, slowMs))) return true
      if (fault.fault !== undefined && fault.fault !== 'slow') {
        sendFault(res, fault.fault)
        return true
      }
      const projectId = (url.searchParams.get('projectId') ?? '').trim()
      if (projectId === '') {
        sendCorsError(res, 400, 'Project ID Missing')
        return true
      }
      const db = await ready.catch(() => undefined)
      if (db === undefined) {
        sendCorsError(res, 503, 'Service Unavailable', { 'retry-after': '1' })
        return true
      }
      sendCorsJson(res, 200, { allowedOrigins: await readAllowedOrigins(db, projectId) })
      return true
    },
  }
}
