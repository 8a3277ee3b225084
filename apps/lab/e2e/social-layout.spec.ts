import type { Browser, Page } from '@playwright/test'
import { expect, type LabCloud, labUrl, modal, test } from './fixtures.js'

// What a visitor sees of the dapp's social settings on Connect (spec §3, §5, §9): the order of the
// methods (connectMethodsOrder), the wallets folded behind one row (collapseWallets), payments
// turning email and socials off, and Telegram's in-app browser losing the logins it cannot finish.

/** Connect's sections, top to bottom, by what they hold. */
async function sectionOrder(page: Page): Promise<string[]> {
  return modal(page)
    .locator('[data-testid="socials"], [data-testid="email-form"], [data-testid="continue-with-wallet"]')
    .evaluateAll((found) => found.map((each) => each.getAttribute('data-testid') ?? ''))
}

async function openConnect(page: Page, lab: LabCloud, config: string) {
  await page.goto(labUrl(lab, `config=${config}`))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page)).toBeVisible()
}

test('connectMethodsOrder puts the socials, then email; collapseWallets folds the wallets behind one row that opens them', async ({
  page,
  lab,
}) => {
  await openConnect(page, lab, 'social-layout')
  await expect(modal(page).getByTestId('continue-with-wallet')).toBeVisible()
  expect(await sectionOrder(page)).toEqual(['socials', 'email-form', 'continue-with-wallet'])
  await expect(modal(page).getByTestId('wallet-walletConnect')).toHaveCount(0)

  await modal(page).getByTestId('continue-with-wallet').click()
  await expect(modal(page).getByTestId('wallet-walletConnect')).toBeVisible()
  await expect(modal(page).getByTestId('continue-with-wallet')).toHaveCount(0)
})

test('with pay on, Connect offers no email and no social login, only the wallets', async ({ page, lab }) => {
  await openConnect(page, lab, 'social-pay')
  await expect(modal(page).getByTestId('wallet-walletConnect')).toBeVisible()
  await expect(modal(page).getByTestId('email-form')).toHaveCount(0)
  await expect(modal(page).getByTestId('socials')).toHaveCount(0)
  await expect(modal(page).getByTestId('passkey-login')).toHaveCount(0)
})

const TELEGRAM = [
  [
    'Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
    0,
    ['facebook', 'x'],
  ],
  [
    'iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    5,
    ['google'],
  ],
  [
    'Mac',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
    0,
    ['x'],
  ],
] as const

/** A page in Telegram's in-app browser on a platform: its user agent, and the bridge it injects. */
async function telegramPage(browser: Browser, userAgent: string, maxTouchPoints: number) {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:4173', userAgent })
  await context.addInitScript((touchPoints) => {
    ;(window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy = { postEvent: () => undefined }
    Object.defineProperty(navigator, 'maxTouchPoints', { get: () => touchPoints })
  }, maxTouchPoints)
  return { context, page: await context.newPage() }
}

for (const [platform, userAgent, touchPoints, removed] of TELEGRAM) {
  test(`in Telegram on ${platform}, Connect does not offer ${removed.join(' or ')}`, async ({
    browser,
    lab,
  }) => {
    const { context, page } = await telegramPage(browser, userAgent, touchPoints)
    try {
      await openConnect(page, lab, 'social')
      const socials = modal(page).getByTestId('socials')
      await expect(socials).toBeVisible()
      if (await socials.getByTestId('socials-more').count()) await socials.getByTestId('socials-more').click()
      const offered = await socials
        .locator('[data-testid^="social-"]')
        .evaluateAll((found) => [...new Set(found.map((each) => each.getAttribute('data-testid')!.slice(7)))])
      const all = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
      expect(offered.sort()).toEqual(
        all.filter((social) => !(removed as readonly string[]).includes(social)).sort(),
      )
    } finally {
      await context.close()
    }
  })
}
