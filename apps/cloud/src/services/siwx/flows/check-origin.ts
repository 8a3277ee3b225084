import { isDomainOfUri, originOfUri } from '@appkit/siwx'
import type { Queryable } from '../../../db/database.js'
import { readAllowedOrigins } from '../../origins/origins-store.js'
import { domainNotUriHost, originNotAllowed, requestOriginMismatch } from '../siwx-error.js'

/**
 * EIP-4361's relying-party checks, before the nonce is looked at:
 * - the message's domain is its URI's host (400). A wallet shows the domain and the page that asks
 *   can only get a signature for its own: a phishing page that writes the real dapp's URI beside
 *   its own domain is caught here, as the URI alone never would.
 * - the URI is on one of the project's allowed origins (403, the list of /projects/v1/origins). A
 *   URI without an http(s) origin (`urn:…`, not a URL) is on none.
 * - the request's `Origin`, when the browser sent one, is the URI's origin (403): a page posts the
 *   sessions signed on it, not another site's.
 */
export async function requireSiteOfSession(
  db: Queryable,
  projectId: string,
  { domain, uri }: { domain: string; uri: string },
  requestOrigin: string | undefined,
): Promise<void> {
  if (!isDomainOfUri(domain, uri)) throw domainNotUriHost()
  await requireAllowedOrigin(db, projectId, uri)
  if (requestOrigin !== undefined && requestOrigin !== originOfUri(uri)) throw requestOriginMismatch()
}

/** The URI must be on one of the project's allowed origins (403). */
export async function requireAllowedOrigin(db: Queryable, projectId: string, uri: string): Promise<void> {
  const origin = originOfUri(uri)
  if (origin === undefined || !(await readAllowedOrigins(db, projectId)).includes(origin)) {
    throw originNotAllowed()
  }
}
