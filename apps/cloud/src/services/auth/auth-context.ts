import type { Database } from '../../db/database.js'
import type { MailSender } from '../mail/mail-sender.js'
import type { AuthLimits } from './auth-limits.js'
import type { WaitSlots } from './flows/wait-slots.js'
import type { RelyingParty } from './passkey-relying-party.js'

/** What every auth flow works with; one per service, made by authService. */
export interface AuthContext {
  db: Database
  mail: MailSender
  /** Keys the one-time codes' hashes (the pepper); the same on every instance. */
  secret: Uint8Array
  limits: AuthLimits
  /** The device waits this instance holds (bounded). */
  waits: WaitSlots
  /** The secure site, to which every passkey is bound. */
  relyingParty: RelyingParty
  /** Milliseconds since the epoch; tests move it forward. */
  now(): number
}

/** Who is asking, as a flow needs to know it. */
export interface Caller {
  /** The client's IP (rate limits). */
  ip: string
  /** Base URL for links in mail (the approval link), e.g. http://127.0.0.1:8787. */
  publicUrl: string
  /** Its User-Agent header, to name the device to its owner (device-label.ts). */
  userAgent?: string | undefined
}
