import type { SiwxVerifier } from '@appkit/siwx'
import type { Database } from '../../db/database.js'
import type { SiwxLimits } from './siwx-limits.js'

/** What the sign-in flows work with; one per service, made once the database and chains are up. */
export interface SiwxContext {
  db: Database
  /** By CAIP-2 namespace: `eip155`, `solana`. */
  verifiers: ReadonlyMap<string, SiwxVerifier>
  limits: SiwxLimits
  /** Milliseconds since the epoch; tests move it. */
  now(): number
}
