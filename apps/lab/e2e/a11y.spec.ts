import { TEST_ACCOUNTS } from '@appkit/testing'
import type { Page } from '@playwright/test'
import { expectAccessibleModal, expectAccessiblePage } from './axe.js'
import { codeFor, enterEmail, logIn, newEmail } from './email-login.js'
import { connectTestWallet, expect, modal, test, testWallet, WALLET_NAME } from './fixtures.js'

// axe (WCAG 2.0/2.1 A and AA) over every view of the modal a visitor reaches in the lab, and over
// the buttons on the page, in both themes (axe.ts switches the colour scheme, which the lab follows,
// at each view). One test per flow; each walks its views as a person would and asks axe about each
// one on the way. A toast's view is checked in one theme (it lasts 2.5 s): errors in light and dark,
// success in dark.

const RECEIVER = TEST_ACCOUNTS[3]!.address

const back = (page: Page) => modal(page).getByRole('button', { name: 'Back', exact: true }).click()

test('Connect, All Wallets and its search, the QR code, waiting on a wallet and a rejected connection have no axe violations', async ({
  page,
  lab,
}) => {
  // Fifteen scans in one flow: each takes a second or two, more on a busy machine.
  test.setTimeout(90_000)
  await lab.open()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expectAccessiblePage(page, 'the connect and network buttons')

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page).getByRole('button', { name: new RegExp(WALLET_NAME) })).toBeVisible()
  await expect(modal(page).getByTestId('all-wallets-button')).toBeVisible()
  await expectAccessibleModal(page, 'Connect')

  await modal(page).getByTestId('all-wallets-button').click()
  const rows = modal(page).getByRole('list', { name: 'All Wallets' }).getByRole('listitem')
  await expect(rows.first()).toBeVisible()
  await expectAccessibleModal(page, 'AllWallets')
  const search = modal(page).getByRole('searchbox', { name: 'Search wallets' })
  await search.fill('Lab Wallet')
  await expect(modal(page).getByTestId('all-wallets-count')).toHaveText(/\d+ wallets?/)
  await expectAccessibleModal(page, 'AllWallets, searched')
  await search.fill('no wallet has this name')
  await expect(modal(page).getByTestId('all-wallets-count')).toHaveText('No wallet found')
  await expectAccessibleModal(page, 'AllWallets, nothing found')
  await back(page)

  await modal(page).getByTestId('wallet-walletConnect').click()
  await expect(
    modal(page).getByRole('img', { name: 'QR code to connect a wallet with WalletConnect' }),
  ).toBeVisible()
  await expectAccessibleModal(page, 'ConnectingWalletConnect (QR code)')
  await back(page)

  await modal(page)
    .getByRole('button', { name: new RegExp(WALLET_NAME) })
    .click()
  await expect(modal(page).getByText(`Continue in ${WALLET_NAME}`)).toBeVisible()
  const wallet = testWallet(page)
  await wallet.waitForPending('eth_requestAccounts')
  await expectAccessibleModal(page, 'ConnectingExternal')

  await wallet.reject()
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Connection rejected')
  await expectAccessibleModal(page, 'Connect with the "Connection rejected" toast', ['light'])
})

test("a failing wallet explorer's alert and the network list before connecting have no axe violations", async ({
  page,
  lab,
}) => {
  await page.route('**/getWallets?**', (route) => route.fulfill({ status: 503, body: '{"message":"down"}' }))
  await lab.open()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page).getByTestId('alert')).toHaveText(/Network Error: Wallet Load Failed/)
  await expectAccessibleModal(page, 'Connect with the APKT003 alert')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Open networks' }).click()
  await expect(modal(page).getByRole('button', { name: 'Anvil B' })).toBeVisible()
  await expectAccessibleModal(page, 'Networks, disconnected')
})

test('Account, its tokens, Send with an error, a sent transaction, Activity, Receive, Wallets, Networks and UnsupportedChain have no axe violations', async ({
  page,
  lab,
}) => {
  // Twenty-one scans in one flow.
  test.setTimeout(120_000)
  await lab.open()
  const wallet = await connectTestWallet(page)
  await expect(page.getByTestId('account-button-name')).toHaveText('alice.lab.id')
  await expectAccessiblePage(page, 'the account and network buttons')

  await page.getByTestId('account-button').click()
  await expect(modal(page).getByTestId('token-row')).toHaveCount(3)
  await expectAccessibleModal(page, 'Account with its tokens')

  await modal(page).getByTestId('wallet-feature-send').click()
  await modal(page).getByTestId('send-token').click()
  await expect(modal(page).getByTestId('pick-token-LUSD')).toBeVisible()
  await expectAccessibleModal(page, 'Send, picking a token')
  await modal(page).getByTestId('pick-token-ETH').click()
  await modal(page).getByTestId('send-amount').fill('0.01')
  await modal(page).getByTestId('send-receiver').fill('not an address')
  // Checked as typed: Send is disabled and the line under it says why.
  await expect(modal(page).getByTestId('send-submit')).toHaveAttribute('aria-disabled', 'true')
  await expect(modal(page).getByTestId('send-error')).toBeVisible()
  await expectAccessibleModal(page, 'Send with a validation error')
  await modal(page).getByTestId('send-receiver').fill(RECEIVER)
  await expect(modal(page).getByTestId('send-fee')).toContainText(/Network fee ≈ \d/)
  await expectAccessibleModal(page, 'Send with the fee')
  await modal(page).getByTestId('send-submit').click()
  await wallet.waitForPending('eth_sendTransaction')
  await wallet.approve()
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Transaction sent')
  await expect(modal(page).getByTestId('account-view')).toBeVisible()
  await expectAccessibleModal(page, 'Account with the "Transaction sent" toast', ['dark'])

  await modal(page).getByTestId('wallet-feature-activity').click()
  await expect(modal(page).getByTestId('activity-row').first()).toBeVisible({ timeout: 15_000 })
  await expectAccessibleModal(page, 'Activity')
  await back(page)

  await modal(page).getByTestId('wallet-feature-receive').click()
  await expect(modal(page).getByTestId('receive-address')).toBeVisible()
  await expectAccessibleModal(page, 'Receive')
  await back(page)

  await modal(page).getByRole('button', { name: 'Wallets', exact: true }).click()
  await expect(modal(page).getByTestId('profile-wallets')).toBeVisible()
  await expectAccessibleModal(page, 'ProfileWallets')
  await back(page)

  await modal(page).getByTestId('account-network').click()
  await expect(modal(page).getByRole('button', { name: 'Anvil B' })).toBeVisible()
  await expectAccessibleModal(page, 'Networks, connected')
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()

  await wallet.switchChain(31339)
  await expect(modal(page).getByTestId('unsupported-chain')).toBeVisible()
  await expectAccessibleModal(page, 'UnsupportedChain')
})

test('email login: the email field and its error, the code view and its error, the email account and UpdateEmailWallet have no axe violations', async ({
  page,
  lab,
}) => {
  // Twelve scans in one flow.
  test.setTimeout(90_000)
  await lab.open('config=email')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page).getByTestId('email-input')).toBeVisible()
  await expectAccessibleModal(page, 'Connect with email login')
  await modal(page).getByTestId('email-input').fill('not-an-email')
  await modal(page).getByTestId('email-submit').click()
  await expect(modal(page).getByTestId('email-error')).toBeVisible()
  await expectAccessibleModal(page, 'Connect with an invalid email')

  const email = newEmail()
  await enterEmail(page, email, { openConnect: false })
  await expect(modal(page).getByTestId('code-form')).toContainText(email)
  await expectAccessibleModal(page, 'EmailLogin (the code)')
  await modal(page).getByTestId('code-input').fill('000000')
  await modal(page).getByTestId('code-submit').click()
  await expect(modal(page).getByTestId('code-error')).toBeVisible()
  await expectAccessibleModal(page, 'EmailLogin with a wrong code')

  await modal(page)
    .getByTestId('code-input')
    .fill(await codeFor(lab, email))
  await modal(page).getByTestId('code-submit').click()
  await expect(page.getByTestId('state-eip155-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  await page.getByTestId('account-button').click()
  await expect(modal(page).getByTestId('account-email')).toContainText(email)
  await expectAccessibleModal(page, 'Account of the embedded wallet')
  await modal(page).getByTestId('account-email').click()
  await expect(modal(page).getByTestId('update-email-input')).toBeVisible()
  await expectAccessibleModal(page, 'UpdateEmailWallet')
})

test('sign-in with X: the sign view and a refused signature have no axe violations', async ({
  page,
  lab,
}) => {
  await lab.open('config=siwx')
  await connectTestWallet(page)
  await expect(modal(page).getByTestId('siwx-sign')).toBeVisible()
  await expectAccessibleModal(page, 'SIWXSignMessage')
  await modal(page).getByTestId('siwx-sign-button').click()
  const wallet = testWallet(page)
  await wallet.waitForPending('personal_sign')
  await wallet.reject()
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Error signing message')
  await expectAccessibleModal(page, 'SIWXSignMessage with the "Error signing message" toast', ['dark'])
})

test('DataCapture: the email to prove and its error have no axe violations', async ({ page, lab }) => {
  await lab.open('config=siwx-capture')
  await connectTestWallet(page)
  const capture = modal(page).getByTestId('data-capture')
  await expect(capture).toBeVisible()
  await expectAccessibleModal(page, 'DataCapture')
  await capture.getByTestId('email-input').fill('not-an-email')
  await capture.getByTestId('email-submit').click()
  await expect(capture.getByTestId('email-error')).toBeVisible()
  await expectAccessibleModal(page, 'DataCapture with an invalid email')
})

test('multichain: the networks grouped by namespace, SwitchActiveChain and the Inactive Namespace alert have no axe violations', async ({
  page,
  lab,
}) => {
  await lab.open('config=multichain')
  await connectTestWallet(page)
  await page.getByRole('button', { name: 'Open networks' }).click()
  const solana = modal(page).getByTestId('networks-solana')
  await expect(solana.getByRole('button', { name: /Lab SVM/ })).toBeVisible()
  await expectAccessibleModal(page, 'Networks, grouped by namespace')
  await solana.getByRole('button', { name: /Lab SVM/ }).click()
  await expect(modal(page).getByTestId('switch-active-chain')).toBeVisible()
  await expectAccessibleModal(page, 'SwitchActiveChain')
  await modal(page).getByRole('button', { name: 'Switch Network' }).click()
  await expect(modal(page).getByTestId('alert')).toHaveText('Inactive Namespace Not Connected')
  await expectAccessibleModal(page, 'Connect with the Inactive Namespace alert')
})

test("a dapp without adapters: WalletConnect's own view has no axe violations", async ({ page, lab }) => {
  await lab.open('config=no-adapters')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(
    modal(page).getByRole('img', { name: 'QR code to connect a wallet with WalletConnect' }),
  ).toBeVisible()
  await expectAccessibleModal(page, 'ConnectingWalletConnect (basic, without adapters)')
})

test('email login on a second device: the device approval view has no axe violations', async ({
  browser,
  page,
  lab,
}) => {
  // Two devices each load the secure site's frame and its wallet, as in email.spec.ts's same flow
  // (which allows as long): in CI this one took 31 s before its two scans were done.
  test.setTimeout(90_000)
  await lab.open('config=email')
  const { email } = await logIn(page, lab)
  // Another browser is another device: the login waits for the mail's link to approve it.
  const other = await browser.newContext()
  try {
    const second = await other.newPage()
    await second.goto(page.url())
    await enterEmail(second, email)
    await expect(modal(second).getByTestId('email-device')).toBeVisible()
    await expectAccessibleModal(second, 'EmailLogin, approving the device')
  } finally {
    await other.close()
  }
})
