import { BITCOIN_TEST_ACCOUNTS, TEST_ACCOUNTS } from '@appkit/testing'
import type { Page } from '@playwright/test'
import { etherOf, setEther } from './chain.js'
import { expect, modal, test, WALLET_NAME } from './fixtures.js'

// A person answers the test wallet in its popup over the open modal, with clicks: no test API.

const ACCOUNT = TEST_ACCOUNTS[0]!.address
const RECEIVER = TEST_ACCOUNTS[4]!.address

const popup = (page: Page) => page.getByRole('alertdialog', { name: WALLET_NAME })

async function connectByHand(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: new RegExp(WALLET_NAME) })
    .click()
  await expect(popup(page)).toContainText('Connect to this site')
  await popup(page).getByRole('button', { name: 'Approve' }).click()
  await expect(popup(page)).toBeHidden()
  await expect(page.getByTestId('state-status')).toHaveText('connected')
}

async function startSend(page: Page, amount: string) {
  await page.getByTestId('account-button').click()
  await modal(page).getByTestId('wallet-feature-send').click()
  await modal(page).getByTestId('send-token').click()
  await modal(page).getByTestId('pick-token-ETH').click()
  await modal(page).getByTestId('send-amount').fill(amount)
  await modal(page).getByTestId('send-receiver').fill(RECEIVER)
  await expect(modal(page).getByTestId('send-fee')).toContainText(/Network fee ≈ \d/)
  await modal(page).getByTestId('send-submit').click()
}

test.beforeEach(async ({ lab }) => {
  await setEther(lab.rpcA, ACCOUNT, '100')
  await lab.open()
})

test('the wallet popup over the open modal connects, then sends the amount it shows to the receiver it shows', async ({
  page,
  lab,
}) => {
  await connectByHand(page)
  const before = await etherOf(lab.rpcA, RECEIVER)

  await startSend(page, '0.25')
  // The request reads as a wallet puts it: what, how much in ether, to whom.
  await expect(popup(page)).toContainText('Send a transaction')
  await expect(popup(page).getByRole('definition').filter({ hasText: '0.25 ETH' })).toBeVisible()
  await expect(popup(page).getByRole('definition').filter({ hasText: RECEIVER })).toBeVisible()
  await popup(page).getByRole('button', { name: 'Approve' }).click()

  await expect(modal(page).getByTestId('snackbar')).toHaveText('Transaction sent')
  await expect.poll(() => etherOf(lab.rpcA, RECEIVER)).toBe(before + 250_000_000_000_000_000n)
})

test('rejected in the popup, a send leaves the chain as it was and the modal usable', async ({
  page,
  lab,
}) => {
  await connectByHand(page)
  const before = await etherOf(lab.rpcA, RECEIVER)

  await startSend(page, '0.5')
  await expect(popup(page)).toContainText('0.5 ETH')
  await popup(page).getByRole('button', { name: 'Reject' }).click()
  await expect(popup(page)).toBeHidden()
  await expect(modal(page).getByTestId('snackbar')).toContainText(/reject/i)
  expect(await etherOf(lab.rpcA, RECEIVER)).toBe(before)
  // The modal answers clicks again once the popup is gone.
  await modal(page).getByRole('button', { name: 'Close' }).click()
  await expect(modal(page)).toBeHidden()
})

test('a network to add pops up with its name; Later puts it off and the page panel still answers it', async ({
  page,
}) => {
  await connectByHand(page)
  await page.getByTestId('network-button').click()
  await modal(page).getByRole('button', { name: 'Anvil B' }).click()
  await expect(popup(page)).toContainText('Add a network')
  await expect(popup(page)).toContainText('Anvil B')
  await expect(popup(page)).toContainText('31338')

  await popup(page).getByRole('button', { name: 'Later' }).click()
  await expect(popup(page)).toBeHidden()
  await modal(page).getByRole('button', { name: 'Close' }).click()
  await expect(modal(page)).toBeHidden()
  const panel = page.getByTestId('approvals-org.appkit.testwallet')
  await expect(panel).toContainText('Add a network')
  await panel.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('state-chain-id')).toHaveText('31338')
})

test('a signature shows its message as text and, rejected, reaches the dapp as an error', async ({
  page,
}) => {
  await connectByHand(page)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const panel = page.getByTestId('approvals-org.appkit.testwallet')
  await expect(panel).toContainText('Hello from the AppKit lab')
  await panel.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('sign-error')).toHaveText('User rejected the request.')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await panel.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
})

test('a Bitcoin send pops up its receiver and amount in BTC, the change marked, and approving it pays', async ({
  page,
  lab,
}) => {
  const receiver = BITCOIN_TEST_ACCOUNTS[1].payment.address
  const bitcoinPopup = page.getByRole('alertdialog', { name: 'AppKit Bitcoin Test Wallet' })
  await lab.open('config=bitcoin')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /AppKit Bitcoin Test Wallet/ })
    .click()
  await bitcoinPopup.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('state-status')).toHaveText('connected')

  await page.getByTestId('account-button').click()
  await modal(page).getByTestId('wallet-feature-send').click()
  await modal(page).getByTestId('send-token').click()
  await modal(page).getByTestId('pick-token-BTC').click()
  await modal(page).getByTestId('send-amount').fill('0.1')
  await modal(page).getByTestId('send-receiver').fill(receiver)
  await expect(modal(page).getByTestId('send-fee')).toContainText(/Network fee ≈ \S+ BTC/)
  await modal(page).getByTestId('send-submit').click()

  await expect(bitcoinPopup).toContainText('Sign a Bitcoin transaction')
  const rows = bitcoinPopup.locator('dl > div')
  await expect(rows.filter({ hasText: receiver }).locator('dt')).toHaveText('To')
  await expect(rows.filter({ hasText: 'Change to' })).toHaveCount(1)
  await expect(rows.filter({ hasText: /^Amount0\.1 BTC$/ })).toHaveCount(1)
  await bitcoinPopup.getByRole('button', { name: 'Approve' }).click()
  await expect
    .poll(async () => {
      const utxos = (await (
        await fetch(`${lab.url}/bitcoin/regtest/api/address/${receiver}/utxo`)
      ).json()) as {
        value: number
      }[]
      return utxos.some((utxo) => utxo.value === 10_000_000)
    })
    .toBe(true)
})

test('only the wallets of the configuration have a panel', async ({ page, lab }) => {
  const panels = page.getByRole('region', { name: 'Test wallets' }).getByRole('group')
  await expect(panels).toHaveText([/AppKit Test Wallet/, /Backup Test Wallet/])
  await lab.open('config=bitcoin')
  await expect(panels).toHaveCount(4)
  await lab.open('config=no-adapters')
  await expect(panels).toHaveCount(0)
})
