import type { Locator, Page } from '@playwright/test'
import { connectTestWallet, expect, modal, test } from './fixtures.js'

/** Whether an <img> has loaded and has pixels: a broken image has no natural width. */
const loaded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)

/** Every image in `scope` has loaded, and no row stands in for one with letters. */
async function expectDrawn(scope: Locator) {
  const images = scope.locator('img')
  await expect.poll(() => images.count()).toBeGreaterThan(0)
  for (const image of await images.all()) await expect.poll(() => loaded(image)).toBe(true)
  // A stand-in (today's letters, or the fallback's) is a placeholder: there must be none.
  await expect(scope.locator('.apk-placeholder')).toHaveCount(0)
}

const openNetworks = (page: Page) => page.getByRole('button', { name: 'Open networks' }).click()

test('network icons are images from the cloud, not letters', async ({ page, lab }) => {
  await lab.open('config=multichain')
  await openNetworks(page)
  for (const id of ['eip155:31337', 'eip155:31338']) {
    const image = modal(page).getByTestId(`network-${id}`).locator('img')
    await expect(image).toHaveAttribute(
      'src',
      new RegExp(`^${lab.url}/public/getAssetImage/${encodeURIComponent(id)}\\?projectId=`),
    )
    await expect.poll(() => loaded(image)).toBe(true)
  }
  await expectDrawn(modal(page).getByRole('list').first())
  // Two different chains, two different logos.
  const [a, b] = await Promise.all(
    ['eip155:31337', 'eip155:31338'].map((id) =>
      modal(page).getByTestId(`network-${id}`).locator('img').screenshot(),
    ),
  )
  expect(a!.equals(b!)).toBe(false)
})

test("Connect shows WalletConnect's and All Wallets' own marks and the explorer's wallet logos", async ({
  page,
  lab,
}) => {
  await lab.open()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const list = modal(page).getByRole('list', { name: 'Connect Wallet' })
  await expect(list.getByTestId('all-wallets-button')).toBeVisible()
  await expect(list.locator('[data-testid^="explorer-wallet-"]').first()).toBeVisible()
  await expectDrawn(list)
  await expect(list.locator('[data-testid^="explorer-wallet-"] img').first()).toHaveAttribute(
    'src',
    new RegExp(`^${lab.url}/getWalletImage/`),
  )
})

test("offline, the package's own marks still show, and two entries never share a fallback", async ({
  page,
  lab,
}) => {
  // The image service is down: every image it would serve fails.
  await page.route(/\/(getWalletImage|public\/get\w+Image)\//, (route) => route.abort())
  await lab.open('config=multichain')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = modal(page).getByRole('list', { name: 'Connect Wallet' })
  for (const row of ['wallet-walletConnect', 'all-wallets-button']) {
    const image = connect.getByTestId(row).locator('img')
    await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml,/)
    await expect.poll(() => loaded(image)).toBe(true)
  }
  await page.keyboard.press('Escape')

  await openNetworks(page)
  const marks = modal(page).locator('[data-testid^="network-"] .apk-mark')
  await expect.poll(() => marks.count()).toBeGreaterThanOrEqual(2)
  const looks = await marks.evaluateAll((spans) =>
    spans.map((span) => `${span.getAttribute('data-initial')} ${getComputedStyle(span).backgroundColor}`),
  )
  expect(new Set(looks).size).toBe(looks.length)
})

test("token rows: round icons of the list's size and amounts with the locale's grouping", async ({
  page,
  lab,
}) => {
  await lab.open()
  await connectTestWallet(page)
  await page.getByTestId('account-button').click()
  const eth = modal(page).locator('[data-testid="token-row"][data-symbol="ETH"]')
  // The lab's accounts hold about ten thousand ether: grouped as the page's locale writes it.
  await expect(eth.getByTestId('token-amount')).toHaveText(/^\d{1,3}(,\d{3})+(\.\d+)? ETH$/)
  const icon = eth.locator('img')
  await expect.poll(() => loaded(icon)).toBe(true)
  const box = await icon.evaluate((img) => {
    const style = getComputedStyle(img)
    return { width: img.getBoundingClientRect().width, radius: style.borderRadius }
  })
  expect(box).toEqual({ width: 36, radius: '50%' })
})
