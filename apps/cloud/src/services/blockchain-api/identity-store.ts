import type { Queryable } from '../../db/database.js'

export interface StoredIdentity {
  name: string | null
  /** An asset image id (see icons.ts), not a URL: the URL depends on where the cloud listens. */
  avatar: string | null
}

/** The stored identity of an address (lowercase), or undefined when it has none. */
export async function readIdentity(db: Queryable, address: string): Promise<StoredIdentity | undefined> {
  const [row] = await db.query<StoredIdentity>('SELECT name, avatar FROM identities WHERE address = $1', [
    address,
  ])
  return row
}

/**
 * The address a name points to (a name service's forward lookup), or undefined when no address
 * has that name. Names are compared without case, as a person types them.
 */
export async function readAddressOfName(db: Queryable, name: string): Promise<string | undefined> {
  const [row] = await db.query<{ address: string }>(
    'SELECT address FROM identities WHERE lower(name) = lower($1) ORDER BY address LIMIT 1',
    [name],
  )
  return row?.address
}
