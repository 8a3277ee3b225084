import type { Queryable } from '../../db/database.js'
import { insertMail } from './mail-store.js'
import { parseMail } from './parse-mail.js'
import type { ReceivedMail } from './smtp-receiver.js'

/**
 * What the SMTP receiver does with a mail: parse it once and store a copy per recipient. Mail that
 * arrives while the database opens waits for it; a database that failed to open refuses the mail.
 */
export function deliverToInbox(
  db: Promise<Queryable>,
  now: () => number = Date.now,
): (mail: ReceivedMail) => Promise<void> {
  return async (mail) => {
    const target = await db
    const message = await parseMail(mail.raw, mail.envelopeFrom)
    const receivedAt = now()
    // One transaction is not needed: each copy stands alone, and a retry by the sender is harmless.
    for (const to of mail.recipients) await insertMail(target, { ...message, to, receivedAt })
  }
}
