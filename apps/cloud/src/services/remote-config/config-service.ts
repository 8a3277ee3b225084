import { SLOW_FAULT_MS } from '../../http/faults.js'
import { guardRequest } from '../../http/guard.js'
import { sendCorsError, sendCorsJson } from '../../http/send.js'
import type { Service } from '../../http/service.js'
import type { ProjectFeatures } from './project-features.js'

export const CONFIG_PATH = '/appkit/v1/config'

/** A project id as the dashboard issues them: anything else is not a key of any project. */
const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/

export interface ConfigServiceOptions {
  /** Projects' own flags (PROJECT_FEATURES); any other project sets none. */
  projects?: Readonly<Record<string, ProjectFeatures>>
  /** How long `fault=slow` waits; tests shorten it. */
  slowMs?: number
}

/**
 * GET /appkit/v1/config?projectId= → { features } (spec §7): the flags the project sets, which the
 * SDK merges over the dapp's (a project that sets none answers `{}`). Like the origins endpoint:
 * CORS for any page, `{ message }` errors (400 without a project id; 403 'Unauthorized: invalid
 * key', spec §8's server message and APKT007, for an id no project can have), and `fault=` for the
 * SDK's 429 → APKT010 and 5xx → APKT009.
 */
export function configService(options: ConfigServiceOptions = {}): Service {
  const slowMs = options.slowMs ?? SLOW_FAULT_MS
  const projects = options.projects ?? {}
  return {
    async handle(req, res, url) {
      if (url.pathname !== CONFIG_PATH) return false
      if (await guardRequest(req, res, url, { allowed: ['GET', 'HEAD'], slowMs })) return true
      const projectId = (url.searchParams.get('projectId') ?? '').trim()
      if (projectId === '') {
        sendCorsError(res, 400, 'Project ID Missing')
        return true
      }
      if (!PROJECT_ID.test(projectId)) {
        sendCorsError(res, 403, 'Unauthorized: invalid key')
        return true
      }
      const features = Object.hasOwn(projects, projectId) ? projects[projectId] : {}
      sendCorsJson(res, 200, { features })
      return true
    },
  }
}
