import type { Queryable, SqlValue } from './database.js'

/** PostgreSQL takes at most 65,535 parameters per statement; stay well below. */
const MAX_PARAMETERS = 10_000

/**
 * Inserts rows with multi-row VALUES statements (one round trip per chunk instead of per row).
 * `table` and `columns` are written by our own code, never taken from a request.
 */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
  suffix = '',
): Promise<void> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length))
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement)
    const values = chunk.map(
      (_, row) => `(${columns.map((_, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
    )
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}${suffix ? ` ${suffix}` : ''}`,
      chunk.flat(),
    )
  }
}
