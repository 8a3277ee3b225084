import { describe, expect, it } from 'vitest'
import { escapeHtml, INBOX_REFRESH_SECONDS, renderInboxPage } from './inbox-page.js'
import type { StoredMail } from './mail-store.js'

const mail: StoredMail = {
  id: 1,
  to: 'ada@example.com',
  from: 'Lab <lab@appkit.localhost>',
  subject: '123456 is your login code',
  text: 'Your code is 123456.',
  html: '<p>Your code is <b>123456</b></p><script>alert(1)</script>',
  receivedAt: '2024-01-01T00:00:00.000Z',
}

describe('renderInboxPage', () => {
  it('lists each mail with its subject, addresses, time and text, and reloads itself', () => {
    const page = renderInboxPage([mail], 'ada@example.com')
    expect(page).toContain(`<meta http-equiv="refresh" content="${INBOX_REFRESH_SECONDS}">`)
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('<h2 id="listing">Mail to ada@example.com (1)</h2>')
    expect(page).toContain('<h2>123456 is your login code</h2>')
    expect(page).toContain('To ada@example.com · from Lab &lt;lab@appkit.localhost&gt;')
    expect(page).toContain('<pre>Your code is 123456.</pre>')
  })

  it('has a labelled filter that keeps the address, and a way back to all mail', () => {
    const page = renderInboxPage([], 'ada@example.com')
    expect(page).toContain('<label for="to">Address</label>')
    expect(page).toContain('<input id="to" name="to" type="email" value="ada@example.com"')
    expect(page).toContain('<a href="/inbox">Show all mail</a>')
    expect(page).toContain('<p>No mail yet.</p>')
    expect(renderInboxPage([], '')).not.toContain('Show all mail')
  })

  it('never renders a mail’s HTML nor lets any field inject markup', () => {
    const page = renderInboxPage([{ ...mail, subject: '<img src=x onerror=alert(1)>' }], '"><script>')
    expect(page).not.toContain('<script>')
    expect(page).not.toContain('<b>123456</b>')
    expect(page).not.toContain('<img')
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;')
  })
})
