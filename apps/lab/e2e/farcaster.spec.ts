import { armFault, clearFaults } from './faults.js'
import { expect, type LabCloud, modal, test } from './fixtures.js'

// Farcaster login end to end: the modal's QR code from the secure site's channel on the cloud's
// relay, approved in the lab's stand-in Farcaster app (farcaster.html, a second page) with a test
// fid's custody key; the secure site logs in at the cloud and the wallet is set up.

const qrCode = (page: import('@playwright/test').Page) =>
  modal(page).getByRole('img', { name: 'QR code to log in with Farcaster' })

/** The lab's stand-in Farcaster app approving `link` as bob.lab; resolves with what it says. */
async function approveAsBob(context: import('@playwright/test').BrowserContext, lab: LabCloud, link: string) {
  const app = await context.newPage()
  await app.goto(`/farcaster.html?cloud=${encodeURIComponent(lab.url)}&url=${encodeURIComponent(link)}`)
  await app.getByLabel('Account').selectOption({ label: 'bob.lab (fid 20002)' })
  await app.getByRole('button', { name: 'Approve' }).click()
  return app.getByTestId('farcaster-result')
}

test("the QR code's link approved in the Farcaster app logs in as that fid", async ({
  page,
  context,
  lab,
}) => {
  test.setTimeout(90_000)
  await lab.open('config=social')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page).getByTestId('social-farcaster').click()
  const link = await qrCode(page).getAttribute('data-uri')
  expect(link).toContain('channelToken=')

  const app = await context.newPage()
  await app.goto(`/farcaster.html?cloud=${encodeURIComponent(lab.url)}&url=${encodeURIComponent(link!)}`)
  await app.getByLabel('Account').selectOption({ label: 'bob.lab (fid 20002)' })
  await app.getByRole('button', { name: 'Approve' }).click()
  await expect(app.getByTestId('farcaster-result')).toHaveText('Approved as bob.lab')

  await expect(page.getByTestId('state-eip155-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, {
    timeout: 30_000,
  })
  const address = await page.getByTestId('state-eip155-address').textContent()
  await expectFarcasterOnAccountAndWallets(page, 'bob.lab')

  // After a reload the secure site's User names the Farcaster account again; the dapp kept none of it.
  await page.reload()
  await expect(page.getByTestId('state-eip155-address')).toHaveText(address!)
  await expectFarcasterOnAccountAndWallets(page, 'bob.lab')
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('bob.lab')
})

/** Account and its Wallets view both say the wallet is the Farcaster account `userName`. */
async function expectFarcasterOnAccountAndWallets(page: import('@playwright/test').Page, userName: string) {
  await page.getByTestId('account-button').click()
  const social = modal(page).getByTestId('account-social')
  await expect(social).toContainText('Logged in with Farcaster')
  await expect(social).toContainText(userName)
  await modal(page).getByRole('button', { name: 'Wallets', exact: true }).click()
  const row = modal(page).getByTestId('profile-wallet-auth')
  await expect(row).toContainText(userName)
  await expect(row).toContainText('Farcaster · 0x')
  await page.keyboard.press('Escape')
}

test("a relay that opens no channel ends with 'Failed to connect to farcaster' and back on Connect", async ({
  page,
  lab,
}) => {
  await armFault(lab, '/farcaster/v1/channel', '503')
  try {
    await lab.open('config=social')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page).getByTestId('social-farcaster').click()
    await expect(modal(page).getByTestId('snackbar')).toHaveText('Failed to connect to farcaster')
    await expect(qrCode(page)).toHaveCount(0)
    await expect(modal(page).getByTestId('social-farcaster')).toBeVisible()
  } finally {
    await clearFaults(lab)
  }
})

test('a channel that expires before approval says so, its link is refused, and a new QR code logs in', async ({
  page,
  context,
  lab,
}) => {
  test.setTimeout(90_000)
  await lab.open('config=social')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page).getByTestId('social-farcaster').click()
  const stale = await qrCode(page).getAttribute('data-uri')
  // The channel's 10 minutes pass at once (the cloud's test mode), while the QR code is shown.
  await armFault(lab, '/farcaster/v1/channel', 'expire-channels')
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Failed to connect to farcaster')
  await expect(qrCode(page)).toHaveCount(0)
  await expect(page.getByTestId('state-eip155-address')).toHaveText('—')
  // An app that scans the old code now is turned away: the relay forgot the channel.
  await expect(await approveAsBob(context, lab, stale!)).toHaveText(/^Refused \(401\)/)

  await modal(page).getByTestId('social-farcaster').click()
  const fresh = await qrCode(page).getAttribute('data-uri')
  expect(fresh).not.toBe(stale)
  await expect(await approveAsBob(context, lab, fresh!)).toHaveText('Approved as bob.lab')
  await expect(page.getByTestId('state-eip155-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
})
