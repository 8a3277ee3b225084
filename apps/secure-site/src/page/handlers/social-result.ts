import { SOCIAL_CALLBACK_PATH } from '../../shared/social-api.js'
import { SocialLoginNotStartedHereError } from '../errors.js'

/** What the provider sent the popup back with (RFC 6749 §4.1.2): a code, or an error. */
export interface SocialResult {
  state: string
  code: string | undefined
  error: string | undefined
}

/**
 * Reads CONNECT_SOCIAL's resultUri: it must be this site's callback page with a state. Anything
 * else was not made by this site's popup.
 */
export function readSocialResult(uri: string, siteOrigin: string): SocialResult {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    throw new SocialLoginNotStartedHereError({ details: 'The result is not a URL' })
  }
  const state = url.searchParams.get('state')
  if (url.origin !== siteOrigin || url.pathname !== SOCIAL_CALLBACK_PATH || !state) {
    throw new SocialLoginNotStartedHereError({ details: 'The result is not this site’s callback' })
  }
  return {
    state,
    code: url.searchParams.get('code') ?? undefined,
    error: url.searchParams.get('error') ?? undefined,
  }
}
