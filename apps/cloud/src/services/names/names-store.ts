import type { Queryable } from '../../db/database.js'

/** A registered name (spec §3's name-service entry), as the account_names table keeps it. */
export interface StoredName {
  name: string
  address: string
  coinType: number
  attributes: Record<string, string>
  registeredAt: number
  updatedAt: number
}

export interface NewName {
  name: string
  address: string
  coinType: number
  message: string
  signature: string
  attributes: Record<string, string>
  now: number
}

interface Row {
  name: string
  address: string
  coin_type: number
  attributes: string
  registered_at: string | number
  updated_at: string | number
}

const COLUMNS = 'name, address, coin_type, attributes, registered_at, updated_at'

/**
 * Registers a name for an address. False when the name is taken: the primary key decides, so two
 * instances racing for one name cannot both win.
 */
export async function insertName(db: Queryable, entry: NewName): Promise<boolean> {
  const rows = await db.query<{ name: string }>(
    `INSERT INTO account_names (name, address, coin_type, message, signature, attributes, registered_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (name) DO NOTHING RETURNING name`,
    [
      entry.name.toLowerCase(),
      entry.address.toLowerCase(),
      entry.coinType,
      entry.message,
      entry.signature,
      JSON.stringify(entry.attributes),
      entry.now,
    ],
  )
  return rows.length === 1
}

/** The registered entry of a name, whatever its case; undefined when nobody registered it. */
export async function readName(db: Queryable, name: string): Promise<StoredName | undefined> {
  const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM account_names WHERE name = lower($1)`, [name])
  return row && toStored(row)
}

/** The names registered for an address, oldest first (the first is the one shown for it). */
export async function readNamesOf(db: Queryable, address: string): Promise<StoredName[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM account_names WHERE address = lower($1) ORDER BY registered_at, name`,
    [address],
  )
  return rows.map(toStored)
}

/** Which of the names are registered already. */
export async function takenNames(db: Queryable, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set()
  const placeholders = names.map((_, index) => `$${index + 1}`).join(', ')
  const rows = await db.query<{ name: string }>(
    `SELECT name FROM account_names WHERE name IN (${placeholders})`,
    names.map((name) => name.toLowerCase()),
  )
  return new Set(rows.map((row) => row.name))
}

function toStored(row: Row): StoredName {
  return {
    name: row.name,
    address: row.address,
    coinType: Number(row.coin_type),
    attributes: JSON.parse(row.attributes) as Record<string, string>,
    registeredAt: Number(row.registered_at),
    updatedAt: Number(row.updated_at),
  }
}
