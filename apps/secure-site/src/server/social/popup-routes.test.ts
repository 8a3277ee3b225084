import { randomBytes } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { deriveMacKey } from './mac-keys.js'
import { CALLBACK_SCRIPT } from './popup-pages.js'
import { socialPopupPage } from './popup-routes.js'
import { bindState } from './social-state.js'

const key = deriveMacKey(randomBytes(32), 'social-state')
const query = (params: Record<string, string>) => new URLSearchParams(params)
const stateFor = (dappOrigin: string) => bindState(key, 'p'.repeat(43), { dappOrigin, provider: 'google' })

describe('the social popup pages', () => {
  it('the loading page: no script at all, not frameable', () => {
    const page = socialPopupPage(key, '/social/loading', query({}))!
    expect(page.status).toBe(200)
    expect(page.body).toContain('Connecting')
    expect(page.body).not.toContain('<script')
    expect(page.csp).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
  })

  it('the callback names the dapp of its verified state and loads only this site’s script', () => {
    const page = socialPopupPage(
      key,
      '/social/callback',
      query({ code: 'c', state: stateFor('https://dapp.example') }),
    )!
    expect(page.status).toBe(200)
    expect(page.body).toContain('{"targetOrigin":"https://dapp.example"}')
    expect(page.body).toContain('<script src="/social/callback.js"></script>')
    expect(page.csp).toContain("script-src 'self'")
  })

  it('a callback with a forged state posts nowhere (no script, no origin)', () => {
    const forged = bindState(deriveMacKey(randomBytes(32), 'social-state'), 'p'.repeat(43), {
      dappOrigin: 'https://evil.test',
      provider: 'google',
    })
    const page = socialPopupPage(key, '/social/callback', query({ code: 'c', state: forged }))!
    expect(page.status).toBe(400)
    expect(page.body).not.toContain('<script')
    expect(page.body).not.toContain('evil.test')
  })

  it('other paths are not the popup’s', () => {
    expect(socialPopupPage(key, '/social/other', query({}))).toBeUndefined()
  })

  it('the callback script posts location.href to the opener at the dapp’s origin only (never "*"), and leaves the closing to the SDK', () => {
    const postMessage = vi.fn()
    const close = vi.fn()
    const document = {
      getElementById: (id: string) =>
        id === 'social-callback' ? { textContent: '{"targetOrigin":"https://dapp.example"}' } : null,
    }
    const window = {
      opener: { postMessage },
      location: { href: 'https://secure.test/social/callback?code=c&state=s' },
      close,
    }
    new Function('window', 'document', CALLBACK_SCRIPT)(window, document)
    expect(postMessage).toHaveBeenCalledWith(
      { resultUri: 'https://secure.test/social/callback?code=c&state=s' },
      'https://dapp.example',
    )
    // Closed here, the SDK's closed-popup check could win the race with the message.
    expect(close).not.toHaveBeenCalled()
  })
})
