import type { Database } from '../../db/database.js'
import { SLOW_FAULT_MS } from '../../http/faults.js'
import { guardRequest } from '../../http/guard.js'
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
      if (await guardRequest(req, res, url, { allowed: ['GET', 'HEAD'], slowMs })) return true
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
