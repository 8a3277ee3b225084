import { TEST_ACCOUNTS } from '@appkit/testing'
import type { Page } from '@playwright/test'
import { parseEther } from 'viem'
import { etherOf } from './chain.js'
import { armFault } from './faults.js'
import { connectTestWallet, expect, modal, test } from './fixtures.js'

// Buy (the on-ramp) as a person does it: the form in the modal, then the cloud's provider page in
// its own window, paid by test card; the Ether lands on the local chain.

const ACCOUNT = TEST_ACCOUNTS[0]!.address

async function openBuy(page: Page) {
  await connectTestWallet(page)
  await page.getByTestId('account-button').click()
  await modal(page).getByTestId('wallet-feature-onramp').click()
  await expect(modal(page).getByTestId('onramp-view')).toBeVisible()
}

/** Fills the form, continues, and returns the provider's window once its checkout shows. */
async function continueToProvider(page: Page, amount: string) {
  await modal(page).getByTestId('onramp-amount').fill(amount)
  await expect(modal(page).getByTestId('onramp-fee')).toContainText('(2 %)')
  const popupOpened = page.waitForEvent('popup')
  await modal(page).getByTestId('onramp-continue').click()
  const popup = await popupOpened
  await expect(popup.getByRole('heading', { name: 'Lab Ramp: buy Ether' })).toBeVisible()
  return popup
}

async function payByCard(popup: Page, number: string) {
  await popup.getByLabel('Card number').fill(number)
  await popup.getByLabel('Expiry (MM/YY)').fill('12/39')
  await popup.getByLabel('Security code').fill('123')
  await popup.getByRole('button', { name: /by card/ }).click()
}

test('Buy: paying 100 USD by test card in the provider window lands the quoted Ether in the wallet, the modal and Activity', async ({
  page,
  lab,
}) => {
  await lab.open('config=buy')
  await openBuy(page)
  // Spec §9's limits are offered per method.
  await expect(modal(page).getByTestId('onramp-method-card')).toContainText('10.00–7500.00 USD')
  await expect(modal(page).getByTestId('onramp-method-bank_account')).toContainText('10.00–25000.00 USD')
  await modal(page).getByTestId('onramp-amount').fill('100')
  await expect(modal(page).getByTestId('onramp-fee')).toHaveText('Fee 2.00 USD (2 %)')
  const quoted = (await modal(page).getByTestId('onramp-receive').textContent())!.match(/≈ ([\d.]+) ETH/)![1]!
  const before = await etherOf(lab.rpcA, ACCOUNT)
  const balanceBefore = await page.getByTestId('account-button').textContent()

  const popup = await continueToProvider(page, '100')
  // The provider cannot reach the dapp's window.
  expect(await popup.evaluate(() => window.opener)).toBeNull()
  await expect(modal(page).getByTestId('onramp-status')).toHaveText(
    'Complete the purchase in the provider’s window',
  )
  await payByCard(popup, '4242 4242 4242 4242')
  await expect(popup.getByTestId('provider-outcome')).toHaveText('Purchase complete')
  const hash = (await popup.locator('code').nth(1).textContent())!

  await expect(modal(page).getByTestId('onramp-status')).toHaveText(
    `Purchase complete: ${quoted} ETH arrived`,
  )
  // The modal shows 4 significant digits (0.0391… ETH: to the 5th decimal); the chain moved by the
  // amount shown, to that digit.
  const moved = (await etherOf(lab.rpcA, ACCOUNT)) - before
  expect(moved).toBeGreaterThanOrEqual(parseEther(quoted))
  expect(moved).toBeLessThan(parseEther(quoted) + parseEther('0.00001'))
  await expect(page.getByTestId('account-button')).not.toHaveText(balanceBefore!)

  await modal(page).getByTestId('onramp-done').click()
  await modal(page).getByTestId('wallet-feature-activity').click()
  await expect(modal(page).locator(`[data-testid="activity-row"][data-hash="${hash}"]`)).toBeVisible()
})

test('Buy: a declined card shows its error, in the provider window and the modal, and moves nothing', async ({
  page,
  lab,
}) => {
  await lab.open('config=buy')
  await openBuy(page)
  const before = await etherOf(lab.rpcA, ACCOUNT)
  const popup = await continueToProvider(page, '50')
  await payByCard(popup, '4000 0000 0000 0002')
  await expect(popup.getByTestId('provider-error')).toHaveText('Your card was declined.')
  await expect(modal(page).getByTestId('onramp-status')).toHaveText('Purchase failed')
  await expect(modal(page).getByTestId('onramp-purchase-error')).toHaveText('Your card was declined.')
  expect(await etherOf(lab.rpcA, ACCOUNT)).toBe(before)
  // Submitting the page again (a replay) sends nothing either.
  await popup.goBack()
  await expect(popup.getByTestId('provider-outcome')).toHaveText('Payment failed')
  expect(await etherOf(lab.rpcA, ACCOUNT)).toBe(before)
})

test('Buy: the limits of the payment method are shown as the visitor types, and Continue waits for a good amount', async ({
  page,
  lab,
}) => {
  await lab.open('config=buy')
  await openBuy(page)
  const error = modal(page).getByTestId('onramp-error')
  await modal(page).getByTestId('onramp-amount').fill('9.99')
  await expect(error).toHaveText('The minimum is 10.00 USD')
  await modal(page).getByTestId('onramp-amount').fill('7500.01')
  await expect(error).toHaveText('The maximum is 7500.00 USD')
  await expect(modal(page).getByTestId('onramp-continue')).toHaveAttribute('aria-disabled', 'true')
  // The bank account allows more.
  await modal(page).getByTestId('onramp-method-bank_account').click()
  await expect(error).toHaveCount(0)
  await expect(modal(page).getByTestId('onramp-fee')).toHaveText('Fee 75.01 USD (1 %)')
})

test('Buy: when the options call fails the built-in defaults show, and when the quote fails the input amount stands in', async ({
  page,
  lab,
}) => {
  await armFault(lab, '/v1/onramp/options', '500')
  await armFault(lab, '/v1/onramp/quote', '503', 100)
  await lab.open('config=buy')
  await openBuy(page)
  await expect(modal(page).getByTestId('onramp-options-fallback')).toBeVisible()
  await expect(modal(page).getByTestId('onramp-method-card')).toContainText('10.00–7500.00 USD')
  await expect(modal(page).getByTestId('onramp-currency')).toContainText('Ether (ETH)')
  await modal(page).getByTestId('onramp-amount').fill('42')
  await expect(modal(page).getByTestId('onramp-fee')).toHaveText(
    'Estimate only: the provider’s quote is unavailable',
  )
  await expect(modal(page).getByTestId('onramp-receive')).toHaveText('You get ≈ 42 ETH')
})
