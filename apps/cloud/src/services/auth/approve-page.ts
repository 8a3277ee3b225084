import { escapeHtml } from '../mail/inbox-page.js'

/** The page the approval link opens: plain, readable on a phone, saying what happened and what next. */
export function approvePage(approved: boolean): string {
  const title = approved ? 'Device approved' : 'This link does not work'
  const text = approved
    ? 'You can close this page and go back to the device you are logging in on: it continues by itself.'
    : 'The link is unknown or has expired. Start the login again on your device to get a new one.'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body { font: 18px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; }</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
</main>
</body>
</html>
`
}
