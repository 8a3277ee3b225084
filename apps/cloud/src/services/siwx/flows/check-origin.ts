import type { Queryable } from '../../../db/database.js'
import { readAllowedOrigins } from '../../origins/origins-store.js'
import { originNotAllowed } from '../siwx-error.js'

/**
 * The message's URI must be on one of the project's allowed origins (the list of
 * /projects/v1/origins): a session signed for another site is refused before its nonce is looked
 * at. A URI without an http(s) origin (`urn:…`, not a URL) is on none.
 */
export async function requireAllowedOrigin(db: Queryable, projectId: string, uri: string): Promise<void> {
  const origin = originOf(uri)
  if (origin === undefined || !(await readAllowedOrigins(db, projectId)).includes(origin)) {
    throw originNotAllowed()
  }
}

function originOf(uri: string): string | undefined {
  try {
    const { origin } = new URL(uri)
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}
