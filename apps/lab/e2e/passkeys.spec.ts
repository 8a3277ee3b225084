import type { Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { logIn } from './email-login.js'
import { expect, type Lab, type LabCloud, test as labTest, labUrl, modal, startLabCloud } from './fixtures.js'
import { enterRecoveryCode, recoveryMails } from './recovery.js'

// Passkeys end to end in Chromium, with its virtual authenticator (CTAP2, resident keys, user
// verification, PRF) standing in for the person's: an email login adds a passkey on the secure
// site's own screen, and a browser that holds the passkey and nothing else logs in with it alone and
// signs.
// The secure site is reached as localhost: WebAuthn refuses an IP address as the relying party.

const test = labTest.extend<object, { labCloud: LabCloud }>({
  labCloud: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use) => {
      const cloud = await startLabCloud(undefined, { siteHost: 'localhost' })
      await use(cloud)
      await cloud.stop()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
})

const MESSAGE = 'Hello from the AppKit lab'
const frame = (page: Page) => page.frameLocator('#w3m-iframe')

/** A platform authenticator with user verification and PRF, on `page` (and the frames in it). */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

test('add a passkey after an email login; a browser with only the passkey logs in with it alone and signs', async ({
  page,
  lab,
}) => {
  test.setTimeout(120_000)
  const authenticator = await virtualAuthenticator(page)
  await lab.open('config=email')
  const { email, address } = await logIn(page, lab)

  // Adding a passkey takes what recovers the wallet now: the code mailed to the owner.
  await page.getByTestId('account-button').click()
  await modal(page).getByTestId('account-add-passkey').click()
  await enterRecoveryCode(page, lab, email)
  await frame(page).getByRole('button', { name: 'Create a passkey' }).click()
  await expect(modal(page).getByTestId('passkey-added')).toBeVisible({ timeout: 20_000 })
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: authenticator.authenticatorId,
  })
  expect(credentials).toEqual([expect.objectContaining({ isResidentCredential: true, rpId: 'localhost' })])

  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('state-eip155-address')).toHaveText('—')

  // A browser that has the passkey and nothing else of the account. Not a second browser context:
  // Chrome's virtual authenticator exports a credential without its PRF secret (CDP's Credential has
  // no field for it), so a copy gives another PRF output. The same authenticator stays, and all
  // this browser kept goes: the secure site's storage (device share, session, device id) and the lab's.
  const site = page.frames().find((each) => each.url().startsWith(lab.secureSite))!
  await site.evaluate(() => {
    try {
      localStorage.clear()
    } catch {
      // Storage refused to this cross-site frame: the page kept its data in memory, gone with it.
    }
  })
  await page.evaluate(() => localStorage.clear())
  await page.goto(labUrl(lab, 'config=email'))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page).getByTestId('passkey-login').click()
  await frame(page).getByRole('button', { name: 'Log in with a passkey' }).click()
  await expect(page.getByTestId('state-eip155-address')).toHaveText(address, { timeout: 20_000 })

  await page.getByRole('button', { name: 'Sign message' }).click()
  const approval = frame(page).getByRole('dialog')
  await expect(approval).toContainText(MESSAGE)
  await approval.getByRole('button', { name: 'Approve' }).click()
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
  expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true)
  // The passkey alone: no recovery code was mailed for this login.
  expect(await recoveryMails(lab, email)).toHaveLength(1)
})

/**
 * A user whose login just happened adds a passkey on the spot (that login is the proof: no code
 * to type), then a browser with the passkey and nothing else of the account logs in with it alone
 * and signs as `account`.
 */
async function addPasskeyThenLogInWithItAlone(
  page: Page,
  lab: Lab,
  authenticator: Awaited<ReturnType<typeof virtualAuthenticator>>,
  account: `0x${string}`,
) {
  const address = page.getByTestId('state-eip155-address')
  await page.getByTestId('account-button').click()
  await modal(page).getByTestId('account-add-passkey').click()
  await frame(page).getByRole('button', { name: 'Create a passkey' }).click()
  await expect(modal(page).getByTestId('passkey-added')).toBeVisible({ timeout: 20_000 })
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: authenticator.authenticatorId,
  })
  expect(credentials).toHaveLength(1)

  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(address).toHaveText('—')
  // As in the email test: the same authenticator, nothing else of the account kept.
  const site = page.frames().find((each) => each.url().startsWith(lab.secureSite))!
  await site.evaluate(() => {
    try {
      localStorage.clear()
    } catch {
      // Storage refused to this cross-site frame: the page kept its data in memory, gone with it.
    }
  })
  await page.evaluate(() => localStorage.clear())
  await page.goto(labUrl(lab, 'config=social'))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page).getByTestId('passkey-login').click()
  await frame(page).getByRole('button', { name: 'Log in with a passkey' }).click()
  await expect(address).toHaveText(account, { timeout: 20_000 })

  await page.getByRole('button', { name: 'Sign message' }).click()
  const approval = frame(page).getByRole('dialog')
  await expect(approval).toContainText(MESSAGE)
  await approval.getByRole('button', { name: 'Approve' }).click()
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
  expect(await verifyMessage({ address: account, message: MESSAGE, signature })).toBe(true)
}

// The social and Farcaster tests run with the secure site cross-site (localhost in a 127.0.0.1
// page), as production has it: the frame's storage is refused and the login's proof lives in memory.
test('a social user adds a passkey with their login, no code mailed; with only the passkey, logs in and signs', async ({
  page,
  lab,
}) => {
  test.setTimeout(120_000)
  const authenticator = await virtualAuthenticator(page)
  await lab.open('config=social')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page).getByTestId('socials-more').click()
  const popup = page.waitForEvent('popup')
  await modal(page).getByTestId('socials-all').getByTestId('social-github').click()
  const provider = await popup
  await provider.getByRole('button', { name: /Ada Lovelace/ }).click()
  await provider.getByRole('button', { name: 'Allow', exact: true }).click()
  const address = page.getByTestId('state-eip155-address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  await addPasskeyThenLogInWithItAlone(
    page,
    lab,
    authenticator,
    (await address.textContent()) as `0x${string}`,
  )
})

test("a Farcaster user adds a passkey with their login's approval, no code mailed; with only the passkey, logs in and signs", async ({
  page,
  context,
  lab,
}) => {
  test.setTimeout(120_000)
  const authenticator = await virtualAuthenticator(page)
  await lab.open('config=social')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page).getByTestId('social-farcaster').click()
  const link = await modal(page)
    .getByRole('img', { name: 'QR code to log in with Farcaster' })
    .getAttribute('data-uri')
  const app = await context.newPage()
  await app.goto(`/farcaster.html?cloud=${encodeURIComponent(lab.url)}&url=${encodeURIComponent(link!)}`)
  await app.getByLabel('Account').selectOption({ label: 'bob.lab (fid 20002)' })
  await app.getByRole('button', { name: 'Approve' }).click()
  await expect(app.getByTestId('farcaster-result')).toHaveText('Approved as bob.lab')
  await app.close()
  const address = page.getByTestId('state-eip155-address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
  await addPasskeyThenLogInWithItAlone(
    page,
    lab,
    authenticator,
    (await address.textContent()) as `0x${string}`,
  )
})
