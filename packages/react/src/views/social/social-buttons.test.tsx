// @vitest-environment happy-dom
import { DEFAULT_SOCIALS, type SocialOption } from '@appkit/common'
import type { ConnectMethodName } from '@appkit/controllers'
import { openModal } from '@appkit/controllers/modal'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeEmbeddedWallet } from '../../test/fake-embedded-wallet.js'
import { createTestKit, renderWith } from '../../test/render.js'
import { ConnectView } from '../connect-view.js'
import { ViewSwitch } from '../view-switch.js'

const SECURE = 'https://secure.lab.test'

function socialKit(
  features: {
    socials?: readonly SocialOption[] | false
    email?: boolean
    pay?: boolean
    connectMethodsOrder?: ConnectMethodName[]
    collapseWallets?: boolean
  } = {},
) {
  const wallet = fakeEmbeddedWallet()
  const core = createTestKit({ embeddedWallet: wallet, features: { socials: DEFAULT_SOCIALS, ...features } })
  openModal(core)
  renderWith(core, <ConnectView />)
  return { core, wallet }
}

/** A popup the browser opened: where it was sent, and whether it is closed. */
function stubPopup() {
  const popup = {
    closed: false,
    sentTo: [] as string[],
    close: vi.fn(),
    location: { replace: (u: string) => popup.sentTo.push(u) },
  }
  const open = vi.fn(() => popup)
  vi.stubGlobal('open', open)
  return { popup, open }
}

const testIds = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-testid]')].map((e) => e.getAttribute('data-testid'))

afterEach(() => vi.unstubAllGlobals())

describe('the social buttons on Connect', () => {
  it('shows the first social wide, four as icons named for screen readers, and more', () => {
    socialKit()
    expect(screen.getByTestId('social-google').textContent).toBe('Continue with Google')
    const row = screen.getByRole('list', { name: 'Social logins' })
    const icons = within(row).getAllByRole('button')
    expect(icons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
      'Continue with GitHub',
      'More ways to log in',
    ])
  })

  it('“more” lists every social, and hides them again', () => {
    socialKit()
    const more = screen.getByTestId('socials-more')
    expect(more.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(more)
    expect(more.getAttribute('aria-expanded')).toBe('true')
    const all = screen.getByTestId('socials-all')
    expect(
      within(all)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
      'Continue with GitHub',
      'Continue with Apple',
      'Continue with Facebook',
    ])
    fireEvent.click(more)
    expect(screen.queryByTestId('socials-all')).toBeNull()
  })

  it('a few socials all fit in the row, without more', () => {
    socialKit({ socials: ['github', 'discord', 'apple'] })
    expect(screen.getByTestId('social-github').textContent).toBe('Continue with GitHub')
    expect(screen.queryByTestId('socials-more')).toBeNull()
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeTruthy()
  })

  it('puts email, socials, then an “or” and the wallets; connectMethodsOrder reorders them', () => {
    const { core } = socialKit({ email: true })
    const body = document.body
    expect(testIds(body).filter((id) => ['email-form', 'socials', 'wallet-stub'].includes(id!))).toEqual([
      'email-form',
      'socials',
      'wallet-stub',
    ])
    expect(screen.getAllByText('or')).toHaveLength(1)
    core.options.features.connectMethodsOrder = ['wallet', 'social', 'email']
    return waitFor(() =>
      expect(testIds(body).filter((id) => ['email-form', 'socials', 'wallet-stub'].includes(id!))).toEqual([
        'wallet-stub',
        'socials',
        'email-form',
      ]),
    )
  })

  it('collapseWallets folds the wallets behind one row under the socials', () => {
    socialKit({ collapseWallets: true })
    expect(screen.queryByTestId('wallet-stub')).toBeNull()
    fireEvent.click(screen.getByTestId('continue-with-wallet'))
    expect(screen.getByTestId('wallet-stub')).toBeTruthy()
  })

  it('pay turns email and socials off', () => {
    socialKit({ email: true, pay: true })
    expect(screen.queryByTestId('socials')).toBeNull()
    expect(screen.queryByTestId('email-form')).toBeNull()
    expect(screen.getByTestId('wallet-stub')).toBeTruthy()
    expect(screen.queryByText('or')).toBeNull()
  })

  it('in Telegram on Android, facebook and x are not offered', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)', maxTouchPoints: 5 })
    vi.stubGlobal('TelegramWebviewProxy', {})
    socialKit()
    expect(screen.queryByTestId('social-x')).toBeNull()
    expect(screen.queryByTestId('social-facebook')).toBeNull()
    expect(screen.getByTestId('social-apple')).toBeTruthy()
  })

  it('Farcaster goes to its own view', () => {
    const { core } = socialKit({ socials: ['farcaster', 'google'] })
    fireEvent.click(screen.getByTestId('social-farcaster'))
    expect(core.router.view).toBe('ConnectingFarcaster')
  })

  it('a click opens the popup at once, waits on ConnectingSocial, and logs in with the secure site’s answer', async () => {
    const { popup, open } = stubPopup()
    const { core, wallet } = socialKit()
    fireEvent.click(screen.getByTestId('social-github'))
    // In the click's own task: a popup opened after an await is blocked.
    expect(open).toHaveBeenCalledWith(
      `${SECURE}/social/loading`,
      'appkit-social',
      expect.stringContaining('width=600,height=800'),
    )
    expect(core.router.view).toBe('ConnectingSocial')
    renderWith(core, <ViewSwitch view="ConnectingSocial" />)
    expect(screen.getByText('Continue in the popup')).toBeTruthy()
    await waitFor(() => expect(popup.sentTo).toEqual(['https://idp.lab.test/github']))
    window.dispatchEvent(
      new MessageEvent('message', { origin: SECURE, data: { resultUri: `${SECURE}/cb?code=c` } }),
    )
    await waitFor(() => expect(core.modal.open).toBe(false))
    expect(wallet.calls).toEqual(['redirect:github', `social:${SECURE}/cb?code=c`])
    expect(core.chains.chains.eip155!.account).toMatchObject({
      status: 'connected',
      socialProvider: 'github',
    })
    expect(popup.close).toHaveBeenCalled()
  })

  it('Cancel on the wait closes the popup and returns to Connect', async () => {
    const { popup } = stubPopup()
    const { core } = socialKit()
    fireEvent.click(screen.getByTestId('social-google'))
    renderWith(core, <ViewSwitch view="ConnectingSocial" />)
    fireEvent.click(screen.getByTestId('cancel-social'))
    await waitFor(() => expect(popup.close).toHaveBeenCalled())
    expect(core.router.view).toBe('Connect')
    expect(core.chains.chains.eip155!.account.status).toBe('disconnected')
  })
})
