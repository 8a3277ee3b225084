import type { Locator } from '@playwright/test'
import { armFault, clearFaults } from './faults.js'
import { expect, modal, test, WALLET_NAME } from './fixtures.js'

/** Whether an <img> has loaded and has pixels: a broken image has no natural width. */
const loaded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)

test.afterEach(({ lab }) => clearFaults(lab))

test('Offline, Connect shows an APKT003 banner: what needs no explorer still shows, the failure is said once, and Try again loads the list and takes the banner away', async ({
  page,
  lab,
}) => {
  // The wallet explorer is down: every list request fails until the faults are cleared.
  await armFault(lab, '/getWallets', '503', 1000)
  await lab.open()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const banner = modal(page).getByTestId('alert')
  await expect(banner).toHaveAttribute('data-code', 'APKT003')
  await expect(modal(page).getByText('Network Error: Wallet Load Failed')).toHaveCount(1)

  // What the browser and the package have: the installed wallet, WalletConnect, All Wallets, drawn.
  const list = modal(page).getByRole('list', { name: 'Connect Wallet' })
  await expect(list.getByRole('button', { name: new RegExp(WALLET_NAME) }).first()).toBeVisible()
  for (const row of ['wallet-walletConnect', 'all-wallets-button']) {
    const image = list.getByTestId(row).locator('img')
    await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml,/)
    await expect.poll(() => loaded(image)).toBe(true)
  }
  await expect(list.locator('.apk-placeholder')).toHaveCount(0)

  // The explorer is back: the visitor retries from the banner, without closing the modal.
  await clearFaults(lab)
  await banner.getByRole('button', { name: 'Try again' }).click()
  await expect(list.locator('[data-testid^="explorer-wallet-"]').first()).toBeVisible()
  await expect(banner).toHaveCount(0)
  await expect(list.getByTestId('all-wallets-button')).toContainText(/\d/)
})
