import { jsonScriptTag } from '../../shared/page-config.js'
import { SOCIAL_CALLBACK_SCRIPT_PATH } from '../../shared/social-api.js'

// The social popup's two pages, served on this site's origin. Each gets a CSP of its own, tighter
// than the frame page's: they load nothing but (the callback) one script from this site, may not
// be framed, and connect nowhere.

const BASE_POLICY = ["default-src 'none'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"]
export const LOADING_PAGE_CSP = BASE_POLICY.join('; ')
export const CALLBACK_PAGE_CSP = [...BASE_POLICY, "script-src 'self'"].join('; ')

/** The id of the callback page's JSON tag: where its script posts the result. */
export const CALLBACK_CONFIG_ID = 'social-callback'

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">` +
  `<title>${title}</title></head><body>${body}</body></html>`

/** What the popup shows while the frame asks for the provider's URL (spec §2's loading page). */
export const LOADING_PAGE_HTML = page('Connecting…', '<p>Connecting to your account…</p>')

/** The provider sent the popup back with a state this server did not make (or made for another dapp). */
export const CALLBACK_INVALID_HTML = page(
  'Sign-in link not valid',
  '<p>This sign-in link is not valid or has expired. Close this window and start again.</p>',
)

/** The provider's answer: the script posts `location.href` to the opener, at `targetOrigin` only. */
export function callbackPageHtml(targetOrigin: string): string {
  const config = jsonScriptTag(CALLBACK_CONFIG_ID, { targetOrigin })
  return page(
    'Signing in…',
    `<p>Signing in…</p>${config}<script src="${SOCIAL_CALLBACK_SCRIPT_PATH}"></script>`,
  )
}

/**
 * The callback page's script: posts `{ resultUri }` to the window that opened the popup, only if
 * that window is at the dapp's origin the state named (never '*': the code must reach no other
 * site). It leaves the popup open: the SDK closes it once it has the answer. Closing here raced
 * the SDK's check for a closed popup (every second), which could find it closed before the
 * message was handled and end a good login as 'Popup closed'. Plain ES2017, as served.
 */
export const CALLBACK_SCRIPT = `(function () {
  var tag = document.getElementById(${JSON.stringify(CALLBACK_CONFIG_ID)});
  var target = tag && JSON.parse(tag.textContent || 'null');
  if (!target || typeof target.targetOrigin !== 'string' || !window.opener) return;
  window.opener.postMessage({ resultUri: window.location.href }, target.targetOrigin);
})();
`
