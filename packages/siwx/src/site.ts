import type { SiwxMessageData } from '@appkit/controllers'
import { SiwxLocationUnavailableError } from './errors/session-errors.js'
import { isDomainOfUri, originOfUri } from './message/site-of-uri.js'

/** The site a sign-in is for: the domain and URI its messages name. */
export interface SiwxSite {
  domain: string
  uri: string
}

/** The configured domain and URI, else the page's `location`; SiwxLocationUnavailableError without either. */
export function siteOf(options: { domain?: string | undefined; uri?: string | undefined }): SiwxSite {
  const location = (globalThis as { location?: { host?: string; origin?: string } }).location
  const domain = options.domain ?? location?.host
  const uri = options.uri ?? location?.origin
  if (domain === undefined || uri === undefined) {
    throw new SiwxLocationUnavailableError({
      details: 'pass `domain` and `uri` to createSiwx outside a browser',
    })
  }
  return { domain, uri }
}

/**
 * Whether a message is this site's: its URI is on the site's origin and its domain is the site's
 * (hosts compared as URLs compare them). Checked on what is verified and on what is read back, so
 * a signature made on another page, or a session another site left in shared storage, signs
 * nobody in here.
 */
export function isForSite(data: Pick<SiwxMessageData, 'domain' | 'uri'>, site: SiwxSite): boolean {
  const origin = originOfUri(site.uri)
  return (
    origin !== undefined &&
    originOfUri(data.uri) === origin &&
    isDomainOfUri(data.domain, origin) &&
    isDomainOfUri(site.domain, origin)
  )
}

/** What a refusal says: the message's site and this one. */
export function describeSites(data: Pick<SiwxMessageData, 'domain' | 'uri'>, site: SiwxSite): string {
  return `signed for ${data.domain} (${data.uri}), this site is ${site.domain} (${site.uri})`
}
