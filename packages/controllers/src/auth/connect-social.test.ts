import {
  AuthConnectorNotFoundError,
  FrameRequestError,
  PopupBlockedError,
  PopupClosedError,
  SocialConnectionInitError,
} from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { subscribeEvents } from '../core/track.js'
import { createTestCore } from '../test/core.js'
import { embeddedWalletCore } from '../test/embedded-wallet-core.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { fakeSocialBrowser } from '../test/fake-social-browser.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { connectSocial } from './connect-social.js'

const SECURE = 'https://secure.lab.test'
const RESULT = `${SECURE}/social/callback?code=abc&state=s`

async function setup() {
  const { core, wallet } = await embeddedWalletCore()
  const events: [string, unknown][] = []
  subscribeEvents(core, { onEvent: ({ data }) => events.push([data.event, data.properties]) })
  const browser = fakeSocialBrowser()
  const social = (signal?: AbortSignal) => connectSocial(core, { provider: 'github', browser, signal })
  return { core, wallet, browser, events, social }
}

const socialEvents = (events: [string, unknown][]) => events.filter(([name]) => name.startsWith('SOCIAL_'))

describe('connectSocial', () => {
  it('opens the popup in the click’s own task, sends it to the provider, and logs in with its answer', async () => {
    const { core, wallet, browser, events, social } = await setup()
    // An address typed on Connect before choosing a social login instead.
    core.emailLogin.email = 'typed@lab.test'
    const login = social()
    // Before anything is awaited: a popup opened later than the click is blocked by browsers.
    expect(browser.opened).toEqual([`${SECURE}/social/loading`])
    await expect(browser.popup.navigation).resolves.toBe('https://idp.lab.test/authorize?state=s')
    browser.post(SECURE, { resultUri: RESULT })
    await login
    expect(wallet.calls).toEqual(['redirect:github', `social:${RESULT}`, 'connect'])
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(core.chains.chains[namespace]!.account).toMatchObject({
        status: 'connected',
        socialProvider: 'github',
        socialUserName: 'alice',
      })
    }
    expect(socialEvents(events)).toEqual([
      ['SOCIAL_LOGIN_STARTED', { provider: 'github' }],
      ['SOCIAL_LOGIN_REQUEST_USER_DATA', { provider: 'github' }],
      ['SOCIAL_LOGIN_SUCCESS', { provider: 'github' }],
    ])
    expect(browser.popup.closed).toBe(true)
    expect(browser.active()).toEqual({ checks: [], listeners: 0 })
    expect(core.emailLogin.email).toBeUndefined()
    expect(core.backend.read(STORAGE_KEYS.recentEmails)).toBeUndefined()
  })

  it('checks every second whether the popup is open, and a closed one fails with Popup closed', async () => {
    const { core, wallet, browser, events, social } = await setup()
    const login = social()
    await browser.popup.navigation
    expect(browser.active()).toEqual({ checks: [1000], listeners: 1 })
    browser.tick()
    browser.popup.closed = true
    browser.tick()
    await expect(login).rejects.toBeInstanceOf(PopupClosedError)
    await expect(login).rejects.toThrow('Popup closed')
    expect(wallet.calls).toEqual(['redirect:github'])
    expect(core.chains.chains.eip155!.account.status).toBe('disconnected')
    expect(socialEvents(events).at(-1)).toEqual([
      'SOCIAL_LOGIN_ERROR',
      { provider: 'github', message: 'Popup closed' },
    ])
    expect(browser.active()).toEqual({ checks: [], listeners: 0 })
  })

  it('a popup closed while the provider’s address is asked for fails at once', async () => {
    const { wallet, browser, social } = await setup()
    wallet.socialRedirectUri = () => new Promise(() => undefined)
    const login = social()
    browser.popup.closed = true
    browser.tick()
    await expect(login).rejects.toBeInstanceOf(PopupClosedError)
    expect(browser.active()).toEqual({ checks: [], listeners: 0 })
  })

  it('a blocked popup fails with a clear error and asks the secure site nothing', async () => {
    const { wallet, browser, events, social } = await setup()
    browser.blocked = true
    await expect(social()).rejects.toBeInstanceOf(PopupBlockedError)
    expect(wallet.calls).toEqual([])
    expect(browser.active()).toEqual({ checks: [], listeners: 0 })
    expect(socialEvents(events).map(([name]) => name)).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_ERROR'])
  })

  it('untrusted origin: a forged resultUri from another origin is ignored and tracked, the real one logs in', async () => {
    const { core, wallet, browser, events, social } = await setup()
    const login = social()
    await browser.popup.navigation
    const forged = 'https://evil.example/cb?code=forged'
    browser.post('https://evil.example', { resultUri: forged })
    // The secure frame's own messages share the origin but carry no resultUri: not an answer.
    browser.post(SECURE, { type: 'FRAME_READY' })
    browser.post(SECURE, { resultUri: 42 })
    expect(core.chains.chains.eip155!.account.status).toBe('disconnected')
    expect(socialEvents(events).at(-1)).toEqual([
      'SOCIAL_LOGIN_ERROR',
      { provider: 'github', message: 'Untrusted Origin' },
    ])
    browser.post(SECURE, { resultUri: RESULT })
    await login
    expect(wallet.calls).not.toContain(`social:${forged}`)
    expect(core.chains.chains.eip155!.account.status).toBe('connected')
  })

  it('no provider address from the secure site: Failed to initiate social connection, popup closed', async () => {
    const { wallet, browser, events, social } = await setup()
    const cause = new FrameRequestError('provider not configured')
    wallet.socialRedirect = cause
    const login = social()
    await expect(login).rejects.toBeInstanceOf(SocialConnectionInitError)
    await expect(login).rejects.toMatchObject({ message: 'Failed to initiate social connection', cause })
    expect(browser.popup.closed).toBe(true)
    expect(browser.active()).toEqual({ checks: [], listeners: 0 })
    expect(socialEvents(events).at(-1)).toEqual([
      'SOCIAL_LOGIN_ERROR',
      { provider: 'github', message: 'Failed to initiate social connection' },
    ])
  })

  it('an answer the secure site refuses fails, connects nothing and cleans up', async () => {
    const { core, browser, social } = await setup()
    const login = social()
    await browser.popup.navigation
    browser.post(SECURE, { resultUri: `${SECURE}/social/callback?error=access_denied` })
    await expect(login).rejects.toThrow('Invalid social result')
    expect(core.chains.chains.solana!.account).toMatchObject({ status: 'disconnected' })
    expect(core.chains.chains.solana!.account.socialProvider).toBeUndefined()
    expect(browser.popup.closed).toBe(true)
    expect(browser.active()).toEqual({ checks: [], listeners: 0 })
  })

  it('aborting (Cancel, a closed modal) closes the popup and stops listening', async () => {
    const { core, browser, social } = await setup()
    const controller = new AbortController()
    const login = social(controller.signal)
    await browser.popup.navigation
    controller.abort(new Error('cancelled'))
    await expect(login).rejects.toThrow('cancelled')
    expect(browser.popup.closed).toBe(true)
    expect(browser.active()).toEqual({ checks: [], listeners: 0 })
    browser.post(SECURE, { resultUri: RESULT })
    expect(core.chains.chains.eip155!.account.status).toBe('disconnected')
  })

  it('a dapp without the embedded wallet: No auth connector found, and no popup', async () => {
    const core = createTestCore({ adapters: [new FakeAdapter()], networks: [network(1)] })
    const browser = fakeSocialBrowser()
    await expect(connectSocial(core, { provider: 'google', browser })).rejects.toBeInstanceOf(
      AuthConnectorNotFoundError,
    )
    expect(browser.opened).toEqual([])
  })
})
