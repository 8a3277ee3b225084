import { escapeHtml } from '../services/mail/inbox-page.js'

/**
 * The cloud's own small pages (device approval, the dev identity provider's login and consent): one
 * document shape, readable on a phone. `body` is HTML the caller escaped; `title` is escaped here.
 */
export function htmlPage(options: { title: string; style: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style>${options.style}</style>
</head>
<body>
<main>
${options.body}
</main>
</body>
</html>
`
}
