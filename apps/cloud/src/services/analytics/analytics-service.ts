import type { IncomingMessage, ServerResponse } from 'node:http'
import type { z } from 'zod'
import type { Database } from '../../db/database.js'
import { SLOW_FAULT_MS } from '../../http/faults.js'
import { guardRequest } from '../../http/guard.js'
import { HttpError } from '../../http/http-error.js'
import { readJsonBody } from '../../http/read-body.js'
import { send, sendCorsError, sendCorsJson } from '../../http/send.js'
import type { Service } from '../../http/service.js'
import { renderAnalyticsPage } from './analytics-page.js'
import { batchSchema, describeIssue, errorReportSchema } from './analytics-schemas.js'
import { isAnalyticsEnabled, readAnalytics, seedProjectsOff, storeAnalytics } from './analytics-store.js'

/**
 * The largest bodies taken (ours): the SDK's batches stay under 45 KiB of events (spec §9) plus its
 * properties, within a beacon's 64 KiB; an error report is one event.
 */
export const BATCH_MAX_BYTES = 64 * 1024
export const ERROR_REPORT_MAX_BYTES = 16 * 1024
/** How many rows the page and its JSON show. */
export const ANALYTICS_PAGE_ROWS = 200

export const ANALYTICS_PATHS = {
  config: '/getAnalyticsConfig',
  batch: '/batch',
  error: '/e',
  page: '/analytics',
  json: '/analytics/events',
} as const

export interface AnalyticsServiceOptions {
  db: Promise<Database>
  /** Projects whose analytics are off (ANALYTICS_OFF_PROJECTS); every other project's are on. */
  projectsOff?: readonly string[]
  /**
   * Serve the page of what arrived (GET /analytics, /analytics/events): the dev cloud's, for a
   * person testing; never in production, where anyone could read every visitor's events.
   */
  page?: boolean
  slowMs?: number
}

const POLICY = { methods: 'GET, HEAD, POST, OPTIONS', maxAge: 600 }

/**
 * The analytics host of spec §7: GET /getAnalyticsConfig (per project, on unless turned off),
 * POST /batch and POST /e (bodies checked and capped, stored), and with `page` the page of what
 * arrived (GET /analytics, its rows as JSON at /analytics/events). Any page may call it, like the explorer;
 * bodies may come as text/plain (what a beacon sends) or application/json.
 */
export function analyticsService(options: AnalyticsServiceOptions): Service {
  const slowMs = options.slowMs ?? SLOW_FAULT_MS
  const ready = options.db.then(async (db) => {
    await seedProjectsOff(db, options.projectsOff ?? [])
    return db
  })
  ready.catch(() => undefined)
  const routes: Record<string, { methods: string[]; answer: Handler }> = {
    [ANALYTICS_PATHS.config]: { methods: ['GET', 'HEAD'], answer: answerConfig },
    [ANALYTICS_PATHS.batch]: { methods: ['POST'], answer: answerBatch },
    [ANALYTICS_PATHS.error]: { methods: ['POST'], answer: answerError },
    ...(options.page
      ? {
          [ANALYTICS_PATHS.page]: { methods: ['GET', 'HEAD'], answer: answerPage },
          [ANALYTICS_PATHS.json]: { methods: ['GET', 'HEAD'], answer: answerJson },
        }
      : {}),
  }
  return {
    async handle(req, res, url) {
      const route = routes[url.pathname]
      if (!route) return false
      if (await guardRequest(req, res, url, { cors: POLICY, allowed: route.methods, slowMs })) return true
      const db = await ready.catch(() => undefined)
      if (db === undefined) {
        sendCorsError(res, 503, 'Service Unavailable', { 'retry-after': '1' })
        return true
      }
      try {
        await route.answer(db, req, res, url)
      } catch (error) {
        if (!(error instanceof HttpError)) throw error
        sendCorsError(res, error.status, error.message, error.headers)
      }
      return true
    },
  }
}

type Handler = (db: Database, req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>

function projectIdOf(url: URL): string {
  const projectId = (url.searchParams.get('projectId') ?? '').trim()
  if (projectId === '') throw new HttpError(400, 'Project ID Missing')
  return projectId
}

async function answerConfig(db: Database, _req: IncomingMessage, res: ServerResponse, url: URL) {
  sendCorsJson(res, 200, { isAnalyticsEnabled: await isAnalyticsEnabled(db, projectIdOf(url)) })
}

async function answerBatch(db: Database, req: IncomingMessage, res: ServerResponse) {
  const batch = parse(batchSchema, await readJsonBody(req, BATCH_MAX_BYTES))
  const { projectId, sdkVersion } = batch.sdk
  await refuseWhenOff(db, projectId)
  await storeAnalytics(db, projectId, sdkVersion, 'event', batch.events)
  stored(res, batch.events.length)
}

async function answerError(db: Database, req: IncomingMessage, res: ServerResponse, url: URL) {
  const projectId = projectIdOf(url)
  const report = parse(errorReportSchema, await readJsonBody(req, ERROR_REPORT_MAX_BYTES))
  await refuseWhenOff(db, projectId)
  await storeAnalytics(db, projectId, url.searchParams.get('sv') ?? '', 'error', [report])
  stored(res, 1)
}

async function answerPage(db: Database, _req: IncomingMessage, res: ServerResponse, url: URL) {
  const projectId = url.searchParams.get('projectId')?.trim() || undefined
  const rows = await readAnalytics(db, { projectId, limit: ANALYTICS_PAGE_ROWS })
  send(res, 200, 'text/html; charset=utf-8', renderAnalyticsPage(rows, projectId ?? ''), {
    'cache-control': 'no-store',
  })
}

async function answerJson(db: Database, _req: IncomingMessage, res: ServerResponse, url: URL) {
  const projectId = url.searchParams.get('projectId')?.trim() || undefined
  sendCorsJson(res, 200, { items: await readAnalytics(db, { projectId, limit: ANALYTICS_PAGE_ROWS }) })
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new HttpError(400, `Invalid body: ${describeIssue(parsed.error)}`)
  return parsed.data
}

async function refuseWhenOff(db: Database, projectId: string) {
  if (!(await isAnalyticsEnabled(db, projectId)))
    throw new HttpError(403, 'Analytics are off for this project')
}

function stored(res: ServerResponse, count: number) {
  sendCorsJson(res, 202, { stored: count })
}
