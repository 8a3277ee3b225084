import type { StoredMail } from './mail-store.js'

/** How often the page reloads itself: a code sent a moment ago shows up without a click. */
export const INBOX_REFRESH_SECONDS = 3

/**
 * The local inbox as a plain page for a person running the lab: a filter by address, then each mail
 * (newest first) with its text. The HTML part is never rendered: it comes from whoever sent the mail.
 */
export function renderInboxPage(messages: readonly StoredMail[], to: string): string {
  const filter = to.trim()
  const heading = filter ? `Mail to ${escapeHtml(filter)}` : 'All mail'
  const items = messages.map(renderMessage).join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${INBOX_REFRESH_SECONDS}">
<title>Local inbox · AppKit cloud</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #111; }
  article { border: 1px solid #999; border-radius: 0.5rem; padding: 0.75rem 1rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0 0 0.25rem; }
  pre { white-space: pre-wrap; font: inherit; margin: 0.5rem 0 0; }
  .meta { color: #444; font-size: 0.9rem; margin: 0; }
  input { font: inherit; padding: 0.25rem 0.5rem; }
  button { font: inherit; padding: 0.25rem 0.75rem; }
</style>
</head>
<body>
<main>
<h1>Local inbox</h1>
<p>Mail the cloud sent (one-time codes, device approvals). This page reloads every ${INBOX_REFRESH_SECONDS} seconds.</p>
<form method="get" action="/inbox" role="search">
  <label for="to">Address</label>
  <input id="to" name="to" type="email" value="${escapeHtml(filter)}" autocomplete="email">
  <button type="submit">Filter</button>
  ${filter ? '<a href="/inbox">Show all mail</a>' : ''}
</form>
<section aria-labelledby="listing" aria-live="polite">
<h2 id="listing">${heading} (${messages.length})</h2>
${items || '<p>No mail yet.</p>'}
</section>
</main>
</body>
</html>
`
}

function renderMessage(mail: StoredMail): string {
  return `<article>
<h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · from ${escapeHtml(mail.from)} · <time datetime="${mail.receivedAt}">${mail.receivedAt}</time></p>
<pre>${escapeHtml(mail.text)}</pre>
</article>`
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!)
}
