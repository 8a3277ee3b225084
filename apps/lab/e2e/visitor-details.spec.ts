import { TEST_ACCOUNTS } from '@appkit/testing'
import type { Page } from '@playwright/test'
import { setEther } from './chain.js'
import { connectTestWallet, expect, type Lab, modal, test, testWallet } from './fixtures.js'

// Issue 23's smaller findings, as a visitor met them in the lab.

const ACCOUNT = TEST_ACCOUNTS[0]!.address
const RECEIVER = TEST_ACCOUNTS[3]!.address

async function historyLength(lab: Lab) {
  const url = `${lab.url}/v1/account/${ACCOUNT}/history?chainId=eip155:31337&projectId=lab-project-id&st=appkit&sv=0.1.0`
  return ((await (await fetch(url)).json()) as { data: unknown[] }).data.length
}

async function sendEther(page: Page, amount: string) {
  await modal(page).getByTestId('wallet-feature-send').click()
  await modal(page).getByTestId('send-amount').fill(amount)
  await modal(page).getByTestId('send-receiver').fill(RECEIVER)
  await expect(modal(page).getByTestId('send-fee')).toContainText(/Network fee ≈ \d/)
  await modal(page).getByTestId('send-submit').click()
  const wallet = testWallet(page)
  await wallet.waitForPending('eth_sendTransaction')
  await wallet.approve()
  await expect(modal(page).getByTestId('account-view')).toBeVisible()
}

test('All Wallets says the same count on Connect as inside', async ({ page, lab }) => {
  await lab.open()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const button = modal(page).getByTestId('all-wallets-button')
  await expect(button).toContainText(/\d/)
  const onConnect = (await button.textContent())!.replace('All Wallets', '')
  expect(onConnect).toMatch(/^[\d,]+$/)
  await button.click()
  await expect(modal(page).getByTestId('all-wallets-count')).toHaveText(`${onConnect} wallets`)
})

test("the Account header and Send's Available are grouped for the locale; the token list says which tokens it leaves out and why", async ({
  page,
  lab,
}) => {
  // A balance of its own: earlier tests of this worker may have spent from the account.
  await setEther(lab.rpcA, ACCOUNT, '12345.5')
  await lab.open()
  await connectTestWallet(page)
  await page.getByTestId('account-button').click()
  await expect(modal(page).getByTestId('account-balance')).toHaveText('12,345.5 ETH')
  await expect(modal(page).getByTestId('token-list-note')).toHaveText(
    'Not listed: tokens with no balance, and tokens without decimals (low quality). Activity still shows their transfers.',
  )
  await modal(page).getByTestId('wallet-feature-send').click()
  await expect(modal(page).getByTestId('send-available')).toHaveText('Available: 12,345.5 ETH')
})

test("Activity rows open the transaction's details from the keyboard, and Back returns to Activity", async ({
  page,
  lab,
}) => {
  test.setTimeout(60_000)
  await lab.open()
  await connectTestWallet(page)
  await page.getByTestId('account-button').click()
  const before = await historyLength(lab)
  await sendEther(page, '0.25')
  // The indexer follows the chain on its own clock.
  await expect.poll(() => historyLength(lab)).toBe(before + 1)

  await modal(page).getByTestId('wallet-feature-activity').click()
  const row = modal(page).getByTestId('activity-row').first()
  await expect(row.getByTestId('activity-amount')).toHaveText('0.25 ETH')
  await row.focus()
  await page.keyboard.press('Enter')
  await expect(modal(page).getByRole('heading', { name: 'Transaction' })).toBeVisible()
  await expect(modal(page).getByTestId('transaction-summary')).toHaveText('Sent 0.25 ETH')
  await expect(modal(page).getByTestId('transaction-status')).toHaveText('Confirmed')
  await expect(modal(page).getByTestId('transaction-from')).toHaveAttribute('title', new RegExp(ACCOUNT, 'i'))
  await expect(modal(page).getByTestId('transaction-to')).toHaveAttribute('title', new RegExp(RECEIVER, 'i'))
  await expect(modal(page).getByTestId('transaction-hash')).toHaveAttribute('title', /^0x[0-9a-f]{64}$/)
  // The lab's local chains name no block explorer: no link rather than a dead one.
  await expect(modal(page).getByTestId('transaction-explorer')).toHaveCount(0)

  await modal(page).getByRole('button', { name: 'Back' }).click()
  await expect(modal(page).getByRole('heading', { name: 'Activity' })).toBeVisible()
  await expect(modal(page).getByTestId('activity-row').first()).toBeVisible()
})
