import { escapeHtml } from '../mail/inbox-page.js'
import type { StoredAnalytics } from './analytics-store.js'

/** How often the page reloads itself: a batch sent a moment ago shows up without a click. */
export const ANALYTICS_REFRESH_SECONDS = 3

/**
 * What the analytics host received, as a plain page for a person running the lab (like the local
 * inbox): a filter by project, then each tracking event and error report, newest first. Every
 * value came from a page on the web, so every value is escaped.
 */
export function renderAnalyticsPage(rows: readonly StoredAnalytics[], projectId: string): string {
  const filter = projectId.trim()
  const heading = filter ? `Received for ${escapeHtml(filter)}` : 'Received for every project'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta http-equiv="refresh" content="${ANALYTICS_REFRESH_SECONDS}">
<title>Analytics · AppKit cloud</title>
<style>
  :root { --fg: #111; --muted: #444; --bg: #fff; --line: #999; --error: #a00; }
  @media (prefers-color-scheme: dark) { :root { --fg: #eee; --muted: #bbb; --bg: #161616; --line: #666; --error: #f77; } }
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: var(--fg); background: var(--bg); }
  table { border-collapse: collapse; width: 100%; }
  th, td { border-bottom: 1px solid var(--line); padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; }
  td pre { white-space: pre-wrap; word-break: break-all; font-size: 0.85rem; margin: 0; }
  .meta { color: var(--muted); font-size: 0.9rem; }
  .error { color: var(--error); font-weight: 600; }
  input, button { font: inherit; padding: 0.25rem 0.5rem; }
</style>
</head>
<body>
<main>
<h1>Analytics</h1>
<p>Tracking events and error reports sent by dapps with analytics on (POST /batch and /e). This page reloads every ${ANALYTICS_REFRESH_SECONDS} seconds.</p>
<form method="get" action="/analytics" role="search">
  <label for="projectId">Project ID</label>
  <input id="projectId" name="projectId" value="${escapeHtml(filter)}">
  <button type="submit">Filter</button>
  ${filter ? '<a href="/analytics">Show every project</a>' : ''}
</form>
<section aria-labelledby="listing" aria-live="polite">
<h2 id="listing">${heading} (${rows.length})</h2>
${rows.length ? renderTable(rows) : '<p>Nothing received yet.</p>'}
</section>
</main>
</body>
</html>
`
}

function renderTable(rows: readonly StoredAnalytics[]): string {
  return `<table>
<thead><tr><th scope="col">Event</th><th scope="col">Project</th><th scope="col">Received</th><th scope="col">Details</th></tr></thead>
<tbody>
${rows.map(renderRow).join('\n')}
</tbody>
</table>`
}

function renderRow(row: StoredAnalytics): string {
  const kind = row.kind === 'error' ? '<span class="error">Error report</span> ' : ''
  return `<tr>
<td>${kind}${escapeHtml(row.event)}</td>
<td>${escapeHtml(row.projectId)}<div class="meta">SDK ${escapeHtml(row.sdkVersion)}</div></td>
<td><time datetime="${row.receivedAt}">${row.receivedAt}</time></td>
<td><pre>${escapeHtml(JSON.stringify(row.body.props, null, 1))}</pre><div class="meta">${escapeHtml(row.body.url)}</div></td>
</tr>`
}
