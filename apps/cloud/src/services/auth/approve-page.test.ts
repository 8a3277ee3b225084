import { describe, expect, it } from 'vitest'
import { approvePage } from './approve-page.js'

describe('approvePage', () => {
  it('asks before approving: a form that posts the token back', () => {
    const page = approvePage({
      kind: 'confirm',
      token: 'abc"<x',
      request: {
        browser: 'Firefox on <Windows>',
        ip: '203.0.113.7',
        dapp: null,
        createdAt: Date.UTC(2026, 10, 26, 9, 5),
      },
    })
    expect(page).toContain('<h1>Approve this device?</h1>')
    expect(page).toContain(
      '<strong>Firefox on &lt;Windows&gt;, from the address 203.0.113.7</strong>, at 2026-11-26 09:05 UTC.',
    )
    expect(page).toContain('<form method="post" action="/auth/v1/device/approve">')
    expect(page).toContain('name="token" value="abc&quot;&lt;x"')
    expect(page).toContain('<button type="submit">Approve this device</button>')
  })

  it('says the device is approved and what to do next', () => {
    const page = approvePage({ kind: 'approved' })
    expect(page).toContain('<title>Device approved</title>')
    expect(page).toContain('go back to the device you are logging in on')
    expect(page).not.toContain('<form')
  })

  it('says a bad link does not work and how to get a new one', () => {
    const page = approvePage({ kind: 'invalid' })
    expect(page).toContain('<h1>This link does not work</h1>')
    expect(page).toContain('Start the login again')
    expect(page).not.toContain('Device approved')
  })
})
