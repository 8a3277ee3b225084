import type { SiwxVerifier } from '@appkit/siwx'
import type { Database } from '../../db/database.js'
import type { MailSender } from '../mail/mail-sender.js'
import type { SiwxLimits } from './siwx-limits.js'

/** What the sign-in flows work with; one per service, made once the database and chains are up. */
export interface SiwxContext {
  db: Database
  /** By CAIP-2 namespace: `eip155`, `solana`. */
  verifiers: ReadonlyMap<string, SiwxVerifier>
  /** The cloud's mailer (the auth service's): email capture's codes. */
  mail: MailSender
  /** The auth secret (AUTH_SECRET): the codes' pepper and the key of challenges and email tokens. */
  secret: Uint8Array
  limits: SiwxLimits
  /** Milliseconds since the epoch; tests move it. */
  now(): number
}
