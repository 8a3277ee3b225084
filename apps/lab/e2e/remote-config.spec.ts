import type { Page } from '@playwright/test'
import { armFault } from './faults.js'
import { expect, modal, test } from './fixtures.js'

// The project's remote configuration (spec §3, §7 GET /appkit/v1/config): asked once, when the
// modal first opens, and merged over the dapp's features; a failing service raises its alert and
// leaves the dapp's own features in place. `lab-remote-features` is the cloud's project that turns
// email off and keeps GitHub alone of the socials (e2e/fixtures.ts, as `npm run lab` sets it).

const CONFIG_PATH = '/appkit/v1/config'

/** Every request the page makes for the remote configuration, as they happen. */
function configRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === CONFIG_PATH) seen.push(request.url())
  })
  return seen
}

/** Social buttons offered on Connect, by provider, in the order shown. */
async function offeredSocials(page: Page): Promise<string[]> {
  const socials = modal(page).getByTestId('socials')
  if (await socials.getByTestId('socials-more').count()) await socials.getByTestId('socials-more').click()
  return socials
    .locator('[data-testid^="social-"]:not([data-testid="socials-more"])')
    .evaluateAll((found) => [...new Set(found.map((each) => each.getAttribute('data-testid')!.slice(7)))])
}

test('a project whose remote configuration turns email off: Connect no longer offers email, and offers its one social', async ({
  page,
  lab,
}) => {
  await lab.open('config=social&projectId=lab-remote-features')
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === CONFIG_PATH)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  expect((await answered).status()).toBe(200)
  await expect(modal(page).getByTestId('socials')).toBeVisible()
  await expect.poll(() => offeredSocials(page)).toEqual(['github'])
  await expect(modal(page).getByTestId('email-form')).toHaveCount(0)
  // The wallets are still there.
  await expect(modal(page).getByTestId('wallet-walletConnect')).toBeVisible()
})

test('the dapp’s own project keeps the dapp’s features: the same configuration offers email and every social', async ({
  page,
  lab,
}) => {
  await lab.open('config=social')
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === CONFIG_PATH)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  expect(await (await answered).json()).toEqual({ features: {} })
  await expect(modal(page).getByTestId('email-form')).toBeVisible()
  expect((await offeredSocials(page)).sort()).toEqual(
    ['apple', 'discord', 'facebook', 'farcaster', 'github', 'google', 'x'].sort(),
  )
})

test('a dapp that passes no features gets spec §9’s default remote features once the modal opens', async ({
  page,
  lab,
}) => {
  await lab.open('config=remote-defaults')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page).getByTestId('email-form')).toBeVisible()
  await expect(modal(page).getByTestId('socials')).toBeVisible()
})

test('the configuration is asked for once, only after the modal opens: not on load, not on hover, not on the next open', async ({
  page,
  lab,
}) => {
  const seen = configRequests(page)
  await lab.open('config=social')
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(button).toBeVisible()
  // The modal's code loads when the pointer reaches the button; the configuration waits for the click.
  const modalCode = page.waitForResponse((response) => /\/render-modal-[\w-]+\.js$/.test(response.url()))
  await button.hover()
  await modalCode
  expect(seen).toEqual([])

  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === CONFIG_PATH)
  await button.click()
  await answered
  expect(seen).toHaveLength(1)
  expect(new URL(seen[0]!).searchParams.get('projectId')).toBe('lab-project-id')

  // Closed and opened again: still the one request, and the modal shows its views as before.
  await page.keyboard.press('Escape')
  await expect(modal(page)).toHaveCount(0)
  await button.click()
  await expect(modal(page).getByTestId('email-form')).toBeVisible()
  expect(seen).toHaveLength(1)
})

test('the configuration service answering 500 raises APKT009 (Server Error), and the dapp’s own features stand', async ({
  page,
  lab,
}) => {
  await lab.open('config=social&projectId=lab-remote-features')
  await armFault(lab, CONFIG_PATH, '500')
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === CONFIG_PATH)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  expect((await answered).status()).toBe(500)
  await expect(modal(page).getByTestId('alert')).toHaveAttribute('data-code', 'APKT009')
  await expect(modal(page).getByTestId('alert')).toContainText('Server Error')
  // The project would have turned email off; its configuration never arrived, so the dapp's stands.
  await expect(modal(page).getByTestId('email-form')).toBeVisible()
  expect((await offeredSocials(page)).length).toBe(7)
})

test('the configuration service answering 429 raises APKT010 (Rate Limited)', async ({ page, lab }) => {
  await lab.open('config=social')
  await armFault(lab, CONFIG_PATH, '429')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page).getByTestId('alert')).toHaveAttribute('data-code', 'APKT010')
  await expect(modal(page).getByTestId('alert')).toContainText('Rate Limited')
  await expect(modal(page).getByTestId('email-form')).toBeVisible()
})

test('a project id no project can have is refused by the cloud: APKT007 (Invalid Project ID)', async ({
  page,
  lab,
}) => {
  await lab.open(`config=evm&projectId=${encodeURIComponent('not a project!')}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page).getByTestId('alert')).toHaveAttribute('data-code', 'APKT007')
  await expect(modal(page).getByTestId('alert')).toContainText('Invalid Project ID')
})
