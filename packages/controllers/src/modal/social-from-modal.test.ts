import { describe, expect, it } from 'vitest'
import { evmEmbeddedWalletCore } from '../test/embedded-wallet-core.js'
import { fakeSocialBrowser } from '../test/fake-social-browser.js'
import { goBack } from './go-back.js'
import { openModal } from './open-modal.js'
import { socialFromModal } from './social-from-modal.js'

const SECURE = 'https://secure.lab.test'

async function setup() {
  const { core, wallet } = await evmEmbeddedWalletCore()
  await openModal(core)
  return { core, wallet, browser: fakeSocialBrowser() }
}

describe('socialFromModal', () => {
  it('shows the wait while the popup is open, and closes the modal once logged in', async () => {
    const { core, browser } = await setup()
    const login = socialFromModal(core, 'discord', { browser })
    expect(browser.opened).toHaveLength(1)
    expect(core.router).toMatchObject({ view: 'ConnectingSocial', data: { socialProvider: 'discord' } })
    await browser.popup.navigation
    browser.post(SECURE, { resultUri: `${SECURE}/cb?code=c` })
    await login
    expect(core.modal.open).toBe(false)
    expect(core.chains.chains.eip155!.account.socialProvider).toBe('discord')
  })

  it('Cancel (Back) closes the popup and returns to Connect without a toast', async () => {
    const { core, browser } = await setup()
    const login = socialFromModal(core, 'google', { browser })
    await browser.popup.navigation
    goBack(core)
    await login
    expect(browser.popup.closed).toBe(true)
    expect(core.router.view).toBe('Connect')
    expect(core.snack.open).toBe(false)
  })

  it('a closed popup returns to Connect and says Popup closed', async () => {
    const { core, browser } = await setup()
    const login = socialFromModal(core, 'google', { browser })
    await browser.popup.navigation
    browser.popup.closed = true
    browser.tick()
    await login
    expect(core.router.view).toBe('Connect')
    expect(core.modal.open).toBe(true)
    expect(core.snack).toMatchObject({ open: true, variant: 'error', message: { errorCode: 'POPUP_CLOSED' } })
  })
})
