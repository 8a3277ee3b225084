/**
 * The one database interface the cloud uses, so the same queries run on the embedded PGlite and on
 * a real PostgreSQL (DATABASE_URL). Only what both engines do the same way is here: positional
 * parameters ($1, $2, …), multi-statement scripts, transactions.
 */

/** A value a query parameter may take. Bigints travel as decimal strings: both drivers accept those. */
export type SqlValue = string | number | boolean | null

export interface Queryable {
  /** One statement with parameters; resolves to its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>
  /** A script of statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres'
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /** Closes the database; later calls fail. Safe to call more than once. */
  close(): Promise<void>
}

/** A failed query, with PostgreSQL's SQLSTATE when the engine gave one (e.g. 23505, unique violation). */
export class DatabaseError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'DatabaseError'
  }
}

/** Wraps whatever a driver threw, keeping its SQLSTATE, so callers catch one error type. */
export function toDatabaseError(error: unknown): DatabaseError {
  if (error instanceof DatabaseError) return error
  const message = error instanceof Error ? error.message : String(error)
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : undefined
  return new DatabaseError(message, code, { cause: error })
}
