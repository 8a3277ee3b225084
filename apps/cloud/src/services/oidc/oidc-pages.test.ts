import { describe, expect, it } from 'vitest'
import { consentPage, errorPage, loginPage, pageCsp } from './oidc-pages.js'
import { OIDC_TEST_USERS } from './oidc-users.js'

const action = '/oidc/github/interaction/abc'

describe('the dev provider’s pages', () => {
  it('offer each test user as a button, say there are no passwords, and let the person cancel', () => {
    const html = loginPage({ provider: 'github', action, users: OIDC_TEST_USERS })
    expect(html).toContain('<title>Sign in with GitHub (lab)</title>')
    expect(html).toContain('no passwords')
    expect(html).toContain(`<form method="post" action="${action}/login">`)
    for (const user of OIDC_TEST_USERS) expect(html).toContain(`name="user" value="${user.id}"`)
    expect(html).toContain('eve@example.com (email not verified)')
    expect(html).toContain(`action="${action}/abort"`)
    expect(html).not.toContain('<script')
  })

  it('ask consent naming the user and what the site learns, with Allow and Deny', () => {
    const html = consentPage({
      provider: 'google',
      action,
      user: OIDC_TEST_USERS[0]!,
      client: 'AppKit <secure> site',
      scopes: ['openid', 'profile', 'email'],
    })
    expect(html).toContain('Allow AppKit &lt;secure&gt; site to sign you in?')
    expect(html).toContain('Ada Lovelace')
    expect(html).toContain('your name and your email address')
    expect(html).toContain('value="allow"')
    expect(html).toContain('value="deny"')
  })

  it('follow the system’s light or dark theme', () => {
    expect(errorPage('x')).toContain('@media (prefers-color-scheme: dark)')
  })

  it('escape what they show', () => {
    expect(errorPage('<img src=x onerror=alert(1)>')).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('allow no script and no framing (a framed Allow button could be clicked through an overlay)', () => {
    const csp = pageCsp('https://secure.example')
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("form-action 'self' https://secure.example")
  })
})
