import type { Queryable } from '../../db/database.js'

/** One received mail as the inbox shows it. */
export interface StoredMail {
  id: number
  /** The recipient, lowercase. */
  to: string
  from: string
  subject: string
  text: string
  html: string | null
  /** ISO 8601. */
  receivedAt: string
}

export interface NewMail {
  to: string
  from: string
  subject: string
  text: string
  html: string | null
  receivedAt: number
}

/** The most an inbox answer lists: enough for any test run, small enough to render at once. */
export const MAX_LISTED_MAIL = 200

/** Stores one mail per recipient: the inbox is read by address. */
export async function insertMail(db: Queryable, mail: NewMail): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO mail ("to", "from", subject, text, html, received_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [mail.to.toLowerCase(), mail.from, mail.subject, mail.text, mail.html, mail.receivedAt],
  )
  return row!.id
}

interface MailRow {
  id: number
  to: string
  from: string
  subject: string
  text: string
  html: string | null
  received_at: number
}

/**
 * The newest mail first (by id: two mails in one millisecond keep their order), for one recipient
 * (case-insensitive) or for everyone.
 */
export async function listMail(
  db: Queryable,
  options: { to?: string | undefined; limit?: number } = {},
): Promise<StoredMail[]> {
  const limit = Math.min(Math.max(1, options.limit ?? MAX_LISTED_MAIL), MAX_LISTED_MAIL)
  const to = options.to?.trim().toLowerCase()
  const rows = to
    ? await db.query<MailRow>(
        `SELECT id, "to", "from", subject, text, html, received_at FROM mail
         WHERE "to" = $1 ORDER BY id DESC LIMIT $2`,
        [to, limit],
      )
    : await db.query<MailRow>(
        `SELECT id, "to", "from", subject, text, html, received_at FROM mail ORDER BY id DESC LIMIT $1`,
        [limit],
      )
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to,
    from: row.from,
    subject: row.subject,
    text: row.text,
    html: row.html,
    receivedAt: new Date(Number(row.received_at)).toISOString(),
  }))
}
