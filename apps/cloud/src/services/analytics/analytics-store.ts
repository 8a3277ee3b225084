import type { Database, Queryable } from '../../db/database.js'
import type { AnalyticsEventBody, ErrorReportBody } from './analytics-schemas.js'

export interface StoredAnalytics {
  id: string
  projectId: string
  kind: 'event' | 'error'
  event: string
  sdkVersion: string
  body: AnalyticsEventBody | ErrorReportBody
  receivedAt: string
}

/** Makes the projects with analytics off exactly `projectIds` (ANALYTICS_OFF_PROJECTS), in one transaction. */
export async function seedProjectsOff(db: Database, projectIds: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM analytics_projects')
    for (const projectId of projectIds) {
      await tx.query(
        'INSERT INTO analytics_projects (project_id, enabled) VALUES ($1, false) ON CONFLICT DO NOTHING',
        [projectId],
      )
    }
  })
}

/** On unless the project turned it off. */
export async function isAnalyticsEnabled(db: Queryable, projectId: string): Promise<boolean> {
  const rows = await db.query<{ enabled: boolean }>(
    'SELECT enabled FROM analytics_projects WHERE project_id = $1',
    [projectId],
  )
  return rows[0]?.enabled ?? true
}

/** Stores a batch's events (or one error report) in one transaction: all of them or none. */
export async function storeAnalytics(
  db: Database,
  projectId: string,
  sdkVersion: string,
  kind: 'event' | 'error',
  bodies: readonly (AnalyticsEventBody | ErrorReportBody)[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const body of bodies) {
      await tx.query(
        `INSERT INTO analytics_events (project_id, kind, event, event_id, sdk_version, body)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [projectId, kind, body.props.event, body.eventId, sdkVersion, JSON.stringify(body)],
      )
    }
  })
}

/** The newest first, at most `limit`; one project's when `projectId` is given. */
export async function readAnalytics(
  db: Queryable,
  options: { projectId?: string; limit: number },
): Promise<StoredAnalytics[]> {
  const rows = await db.query<{
    id: string | number
    project_id: string
    kind: 'event' | 'error'
    event: string
    sdk_version: string
    body: unknown
    received_at: Date | string
  }>(
    `SELECT id, project_id, kind, event, sdk_version, body, received_at FROM analytics_events
     WHERE $1::text IS NULL OR project_id = $1
     ORDER BY id DESC LIMIT $2`,
    [options.projectId ?? null, options.limit],
  )
  return rows.map((row) => ({
    id: String(row.id),
    projectId: row.project_id,
    kind: row.kind,
    event: row.event,
    sdkVersion: row.sdk_version,
    body: (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as StoredAnalytics['body'],
    receivedAt: new Date(row.received_at).toISOString(),
  }))
}
