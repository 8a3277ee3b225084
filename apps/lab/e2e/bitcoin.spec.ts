import { BITCOIN_TEST_ACCOUNTS, SOLANA_TEST_ACCOUNTS, TEST_ACCOUNTS } from '@appkit/testing'
import type { Page } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { connectTestWallet, expect, modal, pickNetwork, test, testWallet } from './fixtures.js'

// Bitcoin beside EVM and Solana (the lab's `bitcoin` configuration): the Bitcoin test wallet
// (Wallet Standard, payment and ordinals accounts) on the cloud's regtest ledger, which funds its
// payment address with 1 BTC.

const BITCOIN_WALLET = 'org.appkit.bitcointestwallet'
const PAYMENT = BITCOIN_TEST_ACCOUNTS[0].payment.address
const MESSAGE = 'Hello from the AppKit lab'

/** Connects the Bitcoin test wallet from the open Connect view, approved in the wallet. */
async function connectBitcoin(page: Page) {
  await modal(page)
    .getByRole('button', { name: /AppKit Bitcoin Test Wallet/ })
    .click()
  const wallet = testWallet(page, BITCOIN_WALLET)
  await wallet.waitForPending('bitcoin:connect')
  await wallet.approve()
  return wallet
}

test('the Bitcoin test wallet connects, shows its balance, signs a message BIP-322 verifies, and a refusal reads as one', async ({
  page,
  lab,
}) => {
  await lab.open('config=bitcoin')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const wallet = await connectBitcoin(page)
  await expect(page.getByTestId('state-address')).toHaveText(PAYMENT)
  await expect(page.getByTestId('state-caip-network-id')).toHaveText(
    /^bip122:0f9188f13cb7b2c71f2a335e3a4fc328$/,
  )
  await expect(page.getByTestId('account-button-balance')).toHaveText('1 BTC')

  await page.getByRole('button', { name: 'Sign message' }).click()
  await wallet.waitForPending('bitcoin:signMessage')
  await wallet.approve()
  const signature = (await page.getByTestId('signature').textContent()) ?? ''
  // Checked by an independent BIP-322 implementation, against the address and the exact text.
  expect(Verifier.verifySignature(PAYMENT, MESSAGE, signature)).toBe(true)
  expect(Verifier.verifySignature(PAYMENT, `${MESSAGE}!`, signature)).toBe(false)

  await page.getByRole('button', { name: 'Sign message' }).click()
  await wallet.waitForPending('bitcoin:signMessage')
  await wallet.reject()
  await expect(page.getByTestId('sign-error')).toHaveText('User rejected the request.')
})

test('EVM, Solana and Bitcoin connected at once, switched between, and all three restored by a reload', async ({
  page,
  lab,
}) => {
  await lab.open('config=bitcoin')
  await connectTestWallet(page)
  await expect(page.getByTestId('state-eip155-address')).toHaveText(TEST_ACCOUNTS[0]!.address)

  // Another namespace with no wallet yet: the modal asks to switch, then lists its wallets.
  await pickNetwork(page, 'solana', /Lab SVM/)
  await modal(page).getByRole('button', { name: 'Switch Network' }).click()
  await modal(page)
    .getByRole('button', { name: /Solana Test Wallet/ })
    .click()
  const solana = testWallet(page, 'org.appkit.solanatestwallet')
  await solana.waitForPending('standard:connect')
  await solana.approve()
  await expect(page.getByTestId('state-solana-address')).toHaveText(SOLANA_TEST_ACCOUNTS[0].address)

  await pickNetwork(page, 'bip122', /Lab Bitcoin/)
  await modal(page).getByRole('button', { name: 'Switch Network' }).click()
  await connectBitcoin(page)
  await expect(page.getByTestId('state-address')).toHaveText(PAYMENT)

  // Back to EVM: its account was kept all along.
  await pickNetwork(page, 'eip155', 'Anvil')
  await expect(page.getByTestId('state-address')).toHaveText(TEST_ACCOUNTS[0]!.address)

  await page.reload()
  await expect(page.getByTestId('state-eip155-address')).toHaveText(TEST_ACCOUNTS[0]!.address)
  await expect(page.getByTestId('state-solana-address')).toHaveText(SOLANA_TEST_ACCOUNTS[0].address)
  await pickNetwork(page, 'bip122', /Lab Bitcoin/)
  await expect(page.getByTestId('state-address')).toHaveText(PAYMENT)
})
