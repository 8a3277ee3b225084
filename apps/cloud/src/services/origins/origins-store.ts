import type { Database, Queryable } from '../../db/database.js'

/** The project id under which the default list is stored. */
export const DEFAULT_PROJECT = '*'

/**
 * Makes the stored default list exactly `origins` (ALLOWED_ORIGINS or the built-in list), in one
 * transaction: several instances starting at once each write the same list, and a reader never
 * sees it half-written. Projects' own rows are left alone.
 */
export function seedDefaultOrigins(db: Database, origins: readonly string[]): Promise<void> {
  return seedProjectOrigins(db, DEFAULT_PROJECT, origins)
}

/** Makes one project's own list exactly `origins` (PROJECT_ORIGINS), the same way. */
export async function seedProjectOrigins(
  db: Database,
  projectId: string,
  origins: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM project_origins WHERE project_id = $1', [projectId])
    for (const origin of origins) {
      await tx.query(
        'INSERT INTO project_origins (project_id, origin) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [projectId, origin],
      )
    }
  })
}

/** A project's own list when it has one, else the default list; in a stable order. */
export async function readAllowedOrigins(db: Queryable, projectId: string): Promise<string[]> {
  const rows = await db.query<{ origin: string }>(
    `SELECT origin FROM project_origins
     WHERE project_id = (
       SELECT CASE WHEN EXISTS (SELECT 1 FROM project_origins WHERE project_id = $1) THEN $1 ELSE $2 END
     )
     ORDER BY origin`,
    [projectId, DEFAULT_PROJECT],
  )
  return rows.map((row) => row.origin)
}
