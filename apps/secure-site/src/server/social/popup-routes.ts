import {
  SOCIAL_CALLBACK_PATH,
  SOCIAL_CALLBACK_SCRIPT_PATH,
  SOCIAL_LOADING_PATH,
} from '../../shared/social-api.js'
import { SecureSiteError } from '../errors.js'
import {
  CALLBACK_INVALID_HTML,
  CALLBACK_PAGE_CSP,
  CALLBACK_SCRIPT,
  callbackPageHtml,
  LOADING_PAGE_CSP,
  LOADING_PAGE_HTML,
} from './popup-pages.js'
import { verifyState } from './social-state.js'

export interface PopupAnswer {
  status: number
  type: string
  body: string
  csp: string
}

const HTML = 'text/html; charset=utf-8'

/**
 * GET /social/loading, /social/callback and its script; undefined for any other path. The
 * callback posts the provider's answer (a code, or an error such as access_denied) only when its
 * state is this server's and names the dapp to post to.
 */
export function socialPopupPage(
  stateKey: Buffer,
  path: string,
  query: URLSearchParams,
): PopupAnswer | undefined {
  if (path === SOCIAL_LOADING_PATH)
    return { status: 200, type: HTML, body: LOADING_PAGE_HTML, csp: LOADING_PAGE_CSP }
  if (path === SOCIAL_CALLBACK_SCRIPT_PATH) {
    return {
      status: 200,
      type: 'text/javascript; charset=utf-8',
      body: CALLBACK_SCRIPT,
      csp: LOADING_PAGE_CSP,
    }
  }
  if (path !== SOCIAL_CALLBACK_PATH) return undefined
  try {
    const { dappOrigin } = verifyState(stateKey, query.get('state') ?? '')
    return { status: 200, type: HTML, body: callbackPageHtml(dappOrigin), csp: CALLBACK_PAGE_CSP }
  } catch (error) {
    if (!(error instanceof SecureSiteError)) throw error
    return { status: 400, type: HTML, body: CALLBACK_INVALID_HTML, csp: LOADING_PAGE_CSP }
  }
}
