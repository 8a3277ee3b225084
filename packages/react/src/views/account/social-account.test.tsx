// @vitest-environment happy-dom
import { connectWallet } from '@appkit/controllers'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeEmbeddedWallet } from '../../test/fake-embedded-wallet.js'
import { createTestKit, renderWith } from '../../test/render.js'
import { ProfileWalletsView } from '../profile-wallets-view.js'
import { AccountView } from './account-view.js'

/** Logged in with GitHub: the embedded wallet connected, its account noting the provider. */
async function socialKit(userName?: string) {
  const wallet = fakeEmbeddedWallet()
  const core = createTestKit({ embeddedWallet: wallet, features: { socials: ['github'] } })
  await connectWallet(core, { connector: wallet.connector })
  Object.assign(core.chains.chains.eip155!.account, { socialProvider: 'github', socialUserName: userName })
  return core
}

describe('a social login on Account and ProfileWallets', () => {
  it('Account shows the provider’s mark and the user’s name there', async () => {
    renderWith(await socialKit('alice'), <AccountView />)
    const row = screen.getByTestId('account-social')
    expect(row.textContent).toContain('alice')
    expect(row.textContent).toContain('Logged in with GitHub')
    await waitFor(() =>
      expect(row.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/),
    )
  })

  it('names the provider when it gave no user name', async () => {
    renderWith(await socialKit(), <AccountView />)
    expect(screen.getByTestId('account-social').textContent).toContain('GitHubLogged in with GitHub')
  })

  it('ProfileWallets lists the embedded wallet as the social account', async () => {
    renderWith(await socialKit('alice'), <ProfileWalletsView />)
    const row = screen.getByTestId('profile-wallet-auth')
    expect(within(row).getByTitle('alice')).toBeTruthy()
    expect(row.textContent).toContain('GitHub · 0x')
    expect(row.textContent).not.toContain('Email')
  })

  it('a wallet connected otherwise shows no social account', async () => {
    const wallet = fakeEmbeddedWallet()
    const core = createTestKit({ embeddedWallet: wallet })
    await connectWallet(core, { connector: wallet.connector })
    renderWith(core, <AccountView />)
    expect(screen.queryByTestId('account-social')).toBeNull()
  })
})
