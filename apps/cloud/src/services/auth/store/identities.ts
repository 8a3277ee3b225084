import { randomUUID } from 'node:crypto'
import type { Database, Queryable } from '../../../db/database.js'
import { findUserByEmail, findUserById, type User } from './users.js'

/**
 * Someone an identity provider vouches for: an OpenID Connect issuer and its `sub`, or Farcaster
 * (`farcaster`, the fid). The pair is the person; the name and email are what the provider said.
 */
export interface Identity {
  issuer: string
  subject: string
  displayName: string | null
  /** Only an email the provider says it verified (lowercase); otherwise null. */
  verifiedEmail: string | null
}

export interface IdentityUser {
  user: User
  isNew: boolean
  /** The identity was attached to an existing email user now (linking by verified email). */
  linked: boolean
}

/**
 * The user of this identity, made now if it has none. With `linkByEmail`, a first login whose
 * verified email is an email user's joins that user; otherwise it gets a user of its own without a
 * login email, so that an address the provider reports never opens someone else's account. Two
 * first logins at once (two instances) end with one user.
 */
export function findOrCreateUserByIdentity(
  db: Database,
  identity: Identity,
  options: { linkByEmail: boolean },
  now: number,
): Promise<IdentityUser> {
  return db.transaction(async (tx) => {
    const known = await userOfIdentity(tx, identity, now)
    if (known) return { user: known, isNew: false, linked: false }

    const emailUser =
      options.linkByEmail && identity.verifiedEmail !== null
        ? await findUserByEmail(tx, identity.verifiedEmail)
        : undefined
    const user = emailUser ?? { id: randomUUID(), email: null }
    if (!emailUser) {
      await tx.query('INSERT INTO auth_users (id, email, created_at) VALUES ($1, NULL, $2)', [user.id, now])
    }
    const [inserted] = await tx.query(
      `INSERT INTO auth_identities (issuer, subject, user_id, display_name, email, created_at, last_login_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (issuer, subject) DO NOTHING RETURNING user_id`,
      [identity.issuer, identity.subject, user.id, identity.displayName, identity.verifiedEmail, now],
    )
    if (inserted) return { user, isNew: !emailUser, linked: emailUser !== undefined }

    // Another instance's first login of the same person committed while this one ran: theirs wins,
    // and the user made here is dropped.
    if (!emailUser) await tx.query('DELETE FROM auth_users WHERE id = $1', [user.id])
    const winner = await userOfIdentity(tx, identity, now)
    if (!winner)
      throw new Error(`The identity ${identity.issuer} ${identity.subject} vanished while logging in`)
    return { user: winner, isNew: false, linked: false }
  })
}

/** The identities a user logs in with, oldest first (the account screen's provider and name). */
export async function identitiesOfUser(db: Queryable, userId: string): Promise<Identity[]> {
  const rows = await db.query<{
    issuer: string
    subject: string
    display_name: string | null
    email: string | null
  }>(
    `SELECT issuer, subject, display_name, email FROM auth_identities WHERE user_id = $1
     ORDER BY created_at, issuer, subject`,
    [userId],
  )
  return rows.map((row) => ({
    issuer: row.issuer,
    subject: row.subject,
    displayName: row.display_name,
    verifiedEmail: row.email,
  }))
}

/** The identity's user, with what the provider says now recorded; undefined for a first login. */
async function userOfIdentity(tx: Queryable, identity: Identity, now: number): Promise<User | undefined> {
  const [row] = await tx.query<{ user_id: string }>(
    `UPDATE auth_identities SET display_name = $3, email = $4, last_login_at = $5
     WHERE issuer = $1 AND subject = $2 RETURNING user_id`,
    [identity.issuer, identity.subject, identity.displayName, identity.verifiedEmail, now],
  )
  return row && findUserById(tx, row.user_id)
}
