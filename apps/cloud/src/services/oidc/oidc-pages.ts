import { htmlPage } from '../../http/html-page.js'
import { escapeHtml } from '../mail/inbox-page.js'
import type { OidcTestUser } from './oidc-users.js'

/** How each provider name reads on its pages. */
export const PROVIDER_TITLES: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

/**
 * The dev provider's pages answer with this policy: no script at all, styles only from the page,
 * forms only to the provider (and the redirects after them to the site that asked), and never
 * inside a frame (a framed consent button could be clicked by a page laid over it).
 */
export function pageCsp(redirectOrigin: string): string {
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${redirectOrigin}; frame-ancestors 'none'; base-uri 'none'`
}

const STYLE = `:root { color-scheme: light dark; --bg: #fff; --fg: #1b1b1f; --muted: #5b5b66; --line: #d0d0d7; --accent: #1f4fd6; --accent-fg: #fff; }
@media (prefers-color-scheme: dark) { :root { --bg: #141418; --fg: #ececf1; --muted: #a6a6b3; --line: #3a3a44; --accent: #8aa8ff; --accent-fg: #0c0c10; } }
body { background: var(--bg); color: var(--fg); font: 17px/1.5 system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; }
.note { color: var(--muted); font-size: .9rem; }
fieldset { border: 0; padding: 0; margin: 0; }
ul { list-style: none; padding: 0; }
li { margin: .5rem 0; }
button { font: inherit; width: 100%; padding: .6rem 1rem; border-radius: .5rem; border: 1px solid var(--line); background: transparent; color: inherit; text-align: left; cursor: pointer; }
button.primary { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); text-align: center; }
button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
.actions form { flex: 1; }
.actions button { text-align: center; }`

function page(title: string, body: string): string {
  return htmlPage({ title, style: STYLE, body })
}

const titleOf = (provider: string) => PROVIDER_TITLES[provider] ?? provider

/** Pick who to be: one button per test user; Cancel denies the login. */
export function loginPage(options: {
  provider: string
  action: string
  users: readonly OidcTestUser[]
}): string {
  const name = titleOf(options.provider)
  const users = options.users
    .map(
      (user) => `<li><button type="submit" name="user" value="${escapeHtml(user.id)}">
<strong>${escapeHtml(user.name)}</strong><br><span class="note">${escapeHtml(user.email)}${user.emailVerified ? '' : ' (email not verified)'}</span>
</button></li>`,
    )
    .join('\n')
  return page(
    `Sign in with ${name} (lab)`,
    `<h1>Sign in with ${escapeHtml(name)}</h1>
<p class="note">This is the lab’s own ${escapeHtml(name)} provider, run by the local cloud: there are no passwords, pick a test user.</p>
<form method="post" action="${escapeHtml(options.action)}/login">
<fieldset>
<legend>Continue as</legend>
<ul>
${users}
</ul>
</fieldset>
</form>
<div class="actions">
<form method="post" action="${escapeHtml(options.action)}/abort"><button type="submit">Cancel</button></form>
</div>`,
  )
}

/** What the site asks for, with Allow and Deny (Deny answers the site `error=access_denied`). */
export function consentPage(options: {
  provider: string
  action: string
  user: OidcTestUser
  client: string
  scopes: readonly string[]
}): string {
  const name = titleOf(options.provider)
  const asks = [
    ...(options.scopes.includes('profile') ? ['your name'] : []),
    ...(options.scopes.includes('email') ? ['your email address'] : []),
  ]
  return page(
    `Allow access? (${name} lab)`,
    `<h1>Allow ${escapeHtml(options.client)} to sign you in?</h1>
<p>Signed in to ${escapeHtml(name)} as <strong>${escapeHtml(options.user.name)}</strong>.</p>
<p>It will learn ${escapeHtml(asks.length > 0 ? asks.join(' and ') : 'only that it is you')}.</p>
<div class="actions">
<form method="post" action="${escapeHtml(options.action)}/consent"><input type="hidden" name="decision" value="allow"><button class="primary" type="submit">Allow</button></form>
<form method="post" action="${escapeHtml(options.action)}/consent"><input type="hidden" name="decision" value="deny"><button type="submit">Deny</button></form>
</div>`,
  )
}

export function errorPage(message: string): string {
  return page('Sign-in problem', `<h1>Sign-in problem</h1>\n<p>${escapeHtml(message)}</p>`)
}
