import { TEST_ACCOUNTS } from '@appkit/testing'
import type { Page } from '@playwright/test'
import { connectTestWallet, expect, modal, test } from './fixtures.js'

const OUT = '../../docs/screenshots'
/** The modal's card with a margin of the page's backdrop around it. */
const shoot = async (page: Page, path: string) => {
  const box = (await modal(page).locator('.apk-card').boundingBox())!
  const margin = 16
  await page.screenshot({
    path,
    clip: {
      x: box.x - margin,
      y: box.y - margin,
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
  })
}
const settle = async (page: Page) => {
  await page.waitForTimeout(600)
  await expect
    .poll(() =>
      modal(page)
        .locator('img')
        .evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete)),
    )
    .toBe(true)
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(theme, () => {
    test.use({ colorScheme: theme, viewport: { width: 900, height: 900 } })

    test(`views ${theme}`, async ({ page, lab }) => {
      await lab.open('config=multichain')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await expect(modal(page).getByTestId('all-wallets-button')).toBeVisible()
      await settle(page)
      await shoot(page, `${OUT}/connect-${theme}.png`)
      await page.keyboard.press('Escape')

      await lab.open('config=social')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await expect(modal(page).getByRole('button', { name: 'Continue with Google' })).toBeVisible()
      await settle(page)
      await shoot(page, `${OUT}/connect-socials-${theme}.png`)
      await lab.open('config=multichain')

      await connectTestWallet(page)
      await page.getByTestId('account-button').click()
      await expect(modal(page).getByTestId('token-list')).toBeVisible()
      await settle(page)
      await shoot(page, `${OUT}/account-${theme}.png`)

      await modal(page).getByTestId('wallet-feature-send').click()
      await modal(page).getByTestId('send-token').click()
      await modal(page).getByTestId('pick-token-LUSD').click()
      await modal(page).getByTestId('send-amount').fill('1250')
      await modal(page).getByTestId('send-receiver').fill(TEST_ACCOUNTS[1]!.address)
      await expect(modal(page).getByTestId('send-receiver-name')).toHaveText('bob.lab.id')
      await settle(page)
      await shoot(page, `${OUT}/send-${theme}.png`)
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'Open networks' }).click()
      await settle(page)
      await shoot(page, `${OUT}/networks-${theme}.png`)
    })
  })
}
