import type { Page } from '@playwright/test'
import { armFault } from './faults.js'
import { expect, type LabCloud, labUrl, modal, test } from './fixtures.js'

// Social login end to end: the lab, the secure site's popup pages and server (code exchange with
// PKCE, ID token checks), the cloud's own OpenID Connect provider (one issuer per provider name,
// test user Ada) and the cloud's social login. Each login is a real popup in Chromium.

const address = (page: Page) => page.getByTestId('state-eip155-address')

/** Opens Connect's full social list and clicks `provider`; resolves with the popup it opened. */
async function startSocial(page: Page, provider: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page).getByTestId('socials-more').click()
  const popup = page.waitForEvent('popup')
  await modal(page).getByTestId('socials-all').getByTestId(`social-${provider}`).click()
  return popup
}

/** At the provider: picks Ada, then Allow (or Deny) on the consent page. */
async function consent(popup: Page, decision: 'Allow' | 'Deny' = 'Allow') {
  await popup.getByRole('button', { name: /Ada Lovelace/ }).click()
  await popup.getByRole('button', { name: decision, exact: true }).click()
}

/** A whole login as Ada; resolves with the EVM address the lab shows. */
async function logInAs(page: Page, provider: string) {
  const popup = await startSocial(page, provider)
  await consent(popup)
  await expect(address(page)).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  // The SDK closes the popup once it has the result.
  await expect.poll(() => popup.isClosed()).toBe(true)
  return (await address(page).textContent()) as string
}

const errorToast = (page: Page) => modal(page).locator('[data-testid="snackbar"][data-variant="error"]')

/** Account shows who is logged in, then Disconnect. */
async function expectAccountThenSignOut(page: Page, providerName: string) {
  await page.getByTestId('account-button').click()
  await expect(modal(page).getByTestId('account-social')).toContainText(`Logged in with ${providerName}`)
  await expect(modal(page).getByTestId('account-social')).toContainText('ada')
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(address(page)).toHaveText('—')
}

/** The lab's Events list: the SDK's tracking events as the dapp received them (spec §7). */
const events = (page: Page) => page.getByTestId('events').getByRole('listitem')

const openLab = (page: Page, lab: LabCloud, base = '') => page.goto(`${base}${labUrl(lab, 'config=social')}`)

test('Google through the popup lands on Account; another browser context logging in gets the same address', async ({
  page,
  lab,
  browser,
}) => {
  test.setTimeout(90_000)
  await openLab(page, lab)
  const first = await logInAs(page, 'google')
  await page.getByTestId('account-button').click()
  await expect(modal(page).getByTestId('account-social')).toContainText('Logged in with Google')

  // Another browser: no device share there; the login itself opens the recovery share.
  const other = await browser.newContext()
  try {
    const second = await other.newPage()
    await openLab(second, lab, new URL(page.url()).origin)
    expect(await logInAs(second, 'google')).toBe(first)
  } finally {
    await other.close()
  }
})

/** Account and its Wallets view both say who is logged in: the provider and Ada's name there. */
async function expectWhoOnAccountAndWallets(page: Page, providerName: string, userName: string) {
  await page.getByTestId('account-button').click()
  const social = modal(page).getByTestId('account-social')
  await expect(social).toContainText(`Logged in with ${providerName}`)
  await expect(social).toContainText(userName)
  await modal(page).getByRole('button', { name: 'Wallets', exact: true }).click()
  const row = modal(page).getByTestId('profile-wallet-auth')
  await expect(row).toContainText(userName)
  await expect(row).toContainText(`${providerName} · 0x`)
}

test('after a reload, Account and Wallets still show the provider and the name of the social login', async ({
  page,
  lab,
}) => {
  test.setTimeout(90_000)
  await openLab(page, lab)
  const first = await logInAs(page, 'github')
  await expectWhoOnAccountAndWallets(page, 'GitHub', 'ada')

  // The dapp keeps none of it: the secure site's User says it again after the reload.
  await page.reload()
  await expect(address(page)).toHaveText(first)
  await expectWhoOnAccountAndWallets(page, 'GitHub', 'ada')
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('github')
})

test('each other provider logs Ada in with a wallet of its own identity, shown on Account', async ({
  page,
  lab,
}) => {
  test.setTimeout(180_000)
  await openLab(page, lab)
  const seen = new Set<string>()
  for (const [provider, name] of [
    ['x', 'X'],
    ['discord', 'Discord'],
    ['github', 'GitHub'],
    ['apple', 'Apple'],
    ['facebook', 'Facebook'],
  ] as const) {
    seen.add(await logInAs(page, provider))
    await expectAccountThenSignOut(page, name)
  }
  // A user is (issuer, subject): Ada at five providers is five accounts.
  expect(seen.size).toBe(5)
})

test('a closed popup says Popup closed; a denied consent says Connection rejected; neither logs in', async ({
  page,
  lab,
}) => {
  test.setTimeout(60_000)
  await openLab(page, lab)
  const closed = await startSocial(page, 'google')
  await closed.getByRole('button', { name: /Ada Lovelace/ }).waitFor()
  await closed.close()
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Popup closed')
  await expect(address(page)).toHaveText('—')
  await expect(events(page).filter({ hasText: 'SOCIAL_LOGIN_ERROR' })).toHaveText([
    'SOCIAL_LOGIN_ERROR provider=google message=Popup closed',
  ])

  await modal(page).getByRole('button', { name: 'Close' }).click()
  const denied = await startSocial(page, 'google')
  await consent(denied, 'Deny')
  await expect(errorToast(page)).toHaveText('Connection rejected')
  await expect(address(page)).toHaveText('—')
})

test("a secure site that cannot reach the provider says 'Failed to initiate social connection': the popup goes, nothing logs in; the next try does", async ({
  page,
  lab,
}) => {
  test.setTimeout(60_000)
  // The secure site's server down for its authorize call (the frame asks it for the provider's URL).
  const authorize = `${lab.secureSite}social/authorize`
  await page.context().route(authorize, (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }))
  await openLab(page, lab)
  const popup = await startSocial(page, 'google')
  await expect(errorToast(page)).toHaveText('Failed to initiate social connection')
  await expect.poll(() => popup.isClosed()).toBe(true)
  await expect(address(page)).toHaveText('—')
  await expect(events(page).filter({ hasText: 'SOCIAL_LOGIN_ERROR' })).toHaveText([
    'SOCIAL_LOGIN_ERROR provider=google message=Failed to initiate social connection',
  ])

  await page.context().unroute(authorize)
  await modal(page).getByRole('button', { name: 'Close' }).click()
  await logInAs(page, 'google')
})

test("a forged resultUri posted from another origin is ignored and tracked as 'Untrusted Origin'; the real answer logs in, tracked as spec §7 says", async ({
  page,
  lab,
}) => {
  test.setTimeout(60_000)
  await openLab(page, lab)
  const popup = await startSocial(page, 'google')
  await popup.getByRole('button', { name: /Ada Lovelace/ }).waitFor()
  // The provider's page (another origin than the secure site) posts a result of its own making.
  await popup.evaluate((site) => {
    window.opener.postMessage({ resultUri: `${site}social/callback?code=forged&state=forged` }, '*')
  }, lab.secureSite)
  await expect(events(page).filter({ hasText: 'SOCIAL_LOGIN_ERROR' })).toHaveText([
    'SOCIAL_LOGIN_ERROR provider=google message=Untrusted Origin',
  ])
  await expect(modal(page).getByTestId('connecting-social')).toBeVisible()
  await consent(popup)
  await expect(address(page)).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  await expect(events(page).filter({ hasText: /^SOCIAL_LOGIN_/ })).toHaveText([
    'SOCIAL_LOGIN_STARTED provider=google',
    'SOCIAL_LOGIN_ERROR provider=google message=Untrusted Origin',
    'SOCIAL_LOGIN_REQUEST_USER_DATA provider=google',
    'SOCIAL_LOGIN_SUCCESS provider=google',
  ])
})

// Each ID-token fault of the cloud's provider (README, "OpenID Connect provider (dev)") against the
// secure site's check of it: the message is the site's, and the cloud never sees the token.
for (const [fault, reason] of [
  ['wrong-audience', 'it was made for another client'],
  ['wrong-nonce', 'it belongs to another login attempt'],
  ['bad-signature', 'its signature is not one of the issuer’s keys'],
  ['expired', 'it has expired'],
] as const) {
  test(`an ID token with ${fault} is refused by the secure site: the login fails, nothing changes`, async ({
    page,
    lab,
  }) => {
    test.setTimeout(60_000)
    await armFault(lab, '/oidc/google', fault)
    const cloudLogins: string[] = []
    page.context().on('request', (request) => {
      if (request.url().startsWith(`${lab.url}/auth/v1/social/login`)) cloudLogins.push(request.url())
    })
    await openLab(page, lab)
    const popup = await startSocial(page, 'google')
    await consent(popup)
    await expect(errorToast(page)).toHaveText(`The sign-in could not be verified: ${reason}.`)
    await expect(address(page)).toHaveText('—')
    // No account at the cloud: the token never reached its login, and a reload finds no session.
    expect(cloudLogins).toEqual([])
    await page.reload()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect(address(page)).toHaveText('—')
  })
}
