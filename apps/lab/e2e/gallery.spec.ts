import type { Page } from '@playwright/test'
import { TILES } from '../src/gallery/tiles.js'
import { expectAccessibleModal } from './axe.js'
import { expect, labUrl, modal, test } from './fixtures.js'
import { overflowingText } from './overflow.js'

// The gallery (gallery.html): every view of the modal in its states, each a core of its own on a
// test adapter. Each tile is opened on its own here (the gallery page frames the same URLs) and
// checked in both themes: no axe violation and no text wider than its row.

/** What shows that a tile is in the state it claims, beyond the view being open. */
const EVIDENCE: Record<string, (page: Page) => Promise<void>> = {
  'connect-error': (page) =>
    expect(modal(page).getByTestId('alert')).toHaveText(/Network Error: Wallet Load Failed/),
  'connect-long-names': (page) =>
    expect(modal(page).getByRole('button', { name: /Extraordinarily Long-Named/ })).toBeVisible(),
  'connect-socials': async (page) => {
    await expect(modal(page).getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    await expect(modal(page).getByRole('button', { name: 'More ways to log in' })).toBeVisible()
  },
  'account-tokens': (page) => expect(modal(page).getByTestId('token-row')).toHaveCount(3),
  'account-many-tokens': async (page) =>
    expect(await modal(page).getByTestId('token-row').count()).toBeGreaterThan(5),
  'account-empty': (page) => expect(modal(page)).toContainText('No tokens yet'),
  'account-loading': (page) => expect(modal(page)).toContainText('Loading tokens'),
  'account-long-names': (page) => expect(modal(page)).toContainText('a-very-long-subname'),
  'transactiondetails-sent': async (page) => {
    await expect(modal(page).getByTestId('transaction-status')).toHaveText('Confirmed')
    await expect(modal(page).getByTestId('transaction-summary')).toHaveText('Sent 1.5 ETH')
  },
  'transactiondetails-pending': async (page) => {
    await expect(modal(page).getByTestId('transaction-status')).toHaveText('Pending')
    await expect(modal(page).getByTestId('transaction-time')).toHaveText('Pending')
  },
  'networks-long-names': (page) =>
    expect(modal(page).getByRole('button', { name: /With A Long Name/ })).toBeVisible(),
}

const tileUrl = (lab: Parameters<typeof labUrl>[0], id: string) =>
  `/gallery.html${labUrl(lab, `tile=${id}`).slice(1)}`

test('the gallery frames every tile in both themes', async ({ page, lab }) => {
  await page.goto(`/gallery.html${labUrl(lab).slice(1)}`)
  for (const tile of TILES) {
    for (const theme of ['light', 'dark']) {
      await expect(page.getByTestId(`tile-${tile.id}-${theme}`)).toHaveAttribute(
        'src',
        new RegExp(`tile=${tile.id}&`),
      )
    }
  }
})

for (const tile of TILES) {
  test(`${tile.view}, ${tile.state}: accessible and nothing overflows, in both themes`, async ({
    page,
    lab,
  }) => {
    await page.goto(tileUrl(lab, tile.id))
    await expect(modal(page)).toBeVisible()
    await expect(page.locator(`appkit-modal .apk-card[data-view="${tile.view}"]`)).toBeVisible()
    await EVIDENCE[tile.id]?.(page)
    // What the view loads arrives at once (or never, in the loading state): let it render.
    await page.waitForTimeout(500)
    await expectAccessibleModal(page, `${tile.view}, ${tile.state}`)
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      expect.soft(await overflowingText(page), `text overflowing its row (${scheme})`).toEqual([])
    }
  })
}
