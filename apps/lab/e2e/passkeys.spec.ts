import type { Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { logIn } from './email-login.js'
import { expect, type LabCloud, test as labTest, labUrl, modal, startLabCloud } from './fixtures.js'
import { enterRecoveryCode } from './recovery.js'

// Passkeys end to end in Chromium, with its virtual authenticator (CTAP2, resident keys, user
// verification, PRF) standing in for the person's: an email login adds a passkey on the secure
// site's own screen, and a new browser that holds the same passkey logs in with it alone and signs.
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

test('add a passkey after an email login; a new browser with that passkey logs in with it alone and signs', async ({
  browser,
  baseURL,
  page,
  lab,
}) => {
  test.setTimeout(120_000)
  const first = await virtualAuthenticator(page)
  await lab.open('config=email')
  const { email, address } = await logIn(page, lab)

  // Adding a passkey takes what recovers the wallet now: the code mailed to the owner.
  await page.getByTestId('account-button').click()
  await modal(page).getByTestId('account-add-passkey').click()
  await enterRecoveryCode(page, lab, email)
  await frame(page).getByRole('button', { name: 'Create a passkey' }).click()
  await expect(modal(page).getByTestId('passkey-added')).toBeVisible({ timeout: 20_000 })
  const { credentials } = await first.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: first.authenticatorId,
  })
  expect(credentials).toHaveLength(1)
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' })

  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('state-eip155-address')).toHaveText('—')

  // Another browser: nothing of this account in its storage; the passkey moved to its authenticator.
  const context = await browser.newContext({ baseURL })
  try {
    const other = await context.newPage()
    const second = await virtualAuthenticator(other)
    await second.cdp.send('WebAuthn.addCredential', {
      authenticatorId: second.authenticatorId,
      credential: credentials[0]!,
    })
    await other.goto(labUrl(lab, 'config=email'))
    await other.getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(other).getByTestId('passkey-login').click()
    await frame(other).getByRole('button', { name: 'Log in with a passkey' }).click()
    await expect(other.getByTestId('state-eip155-address')).toHaveText(address, { timeout: 20_000 })

    await other.getByRole('button', { name: 'Sign message' }).click()
    const approval = frame(other).getByRole('dialog')
    await expect(approval).toContainText(MESSAGE)
    await approval.getByRole('button', { name: 'Approve' }).click()
    const signature = (await other.getByTestId('signature').textContent()) as `0x${string}`
    expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true)
  } finally {
    await context.close()
  }
})
