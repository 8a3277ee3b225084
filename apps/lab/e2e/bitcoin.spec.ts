import { BITCOIN_TEST_ACCOUNTS, SOLANA_TEST_ACCOUNTS, TEST_ACCOUNTS } from '@appkit/testing'
import type { Page } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { connectTestWallet, expect, type LabCloud, modal, pickNetwork, test, testWallet } from './fixtures.js'

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

/**
 * Opens the lab in `config`, connects the Bitcoin test wallet, and opens Send with BTC picked.
 * Resolves with the wallet, to approve what the send asks.
 */
async function openBitcoinSend(page: Page, lab: { open(query: string): Promise<void> }, config = 'bitcoin') {
  await lab.open(`config=${config}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const wallet = await connectBitcoin(page)
  await page.getByTestId('account-button').click()
  await modal(page).getByTestId('wallet-feature-send').click()
  await modal(page).getByTestId('send-token').click()
  await modal(page).getByTestId('pick-token-BTC').click()
  return wallet
}

/** The ledger's test routes (POST, JSON): fund an address with a confirmed coin, or mine blocks. */
async function ledgerTest(lab: LabCloud, route: 'fund' | 'mine', body: object) {
  const answer = await fetch(`${lab.url}/bitcoin/regtest/test/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(answer.ok).toBe(true)
}

/** What an address holds on the ledger, confirmed and in the mempool, read through its Esplora API. */
async function satsOf(lab: LabCloud, address: string) {
  const answer = await fetch(`${lab.url}/bitcoin/regtest/api/address/${address}/utxo`)
  const utxos = (await answer.json()) as { value: number; status: { confirmed: boolean } }[]
  return {
    confirmed: utxos.filter((utxo) => utxo.status.confirmed).reduce((sum, utxo) => sum + utxo.value, 0),
    pending: utxos.filter((utxo) => !utxo.status.confirmed).reduce((sum, utxo) => sum + utxo.value, 0),
  }
}

test('a send builds a PSBT the wallet signs, is broadcast, shows as pending until mined, and moves the ledger’s balances', async ({
  page,
  lab,
}) => {
  test.setTimeout(60_000)
  const receiver = BITCOIN_TEST_ACCOUNTS[1].payment.address
  const before = { sender: await satsOf(lab, PAYMENT), receiver: await satsOf(lab, receiver) }
  const wallet = await openBitcoinSend(page, lab)
  await modal(page).getByTestId('send-amount').fill('0.1')
  // A mainnet address on the regtest chain is refused before anything is asked of the wallet.
  await modal(page).getByTestId('send-receiver').fill('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
  await expect(modal(page).getByTestId('send-submit')).toHaveAttribute('aria-disabled', 'true')
  await expect(modal(page).getByTestId('send-error')).toHaveText('Invalid address')
  await modal(page).getByTestId('send-receiver').fill(receiver)
  await expect(modal(page).getByTestId('send-fee')).toContainText(/Network fee ≈ \S+ BTC/)
  await modal(page).getByTestId('send-submit').click()
  await wallet.waitForPending('bitcoin:signTransaction')
  await wallet.approve()

  // Broadcast: in the mempool, not yet mined; the modal waits.
  await expect.poll(async () => (await satsOf(lab, receiver)).pending).toBe(10_000_000)
  // No toast yet (the refused address was said on the form only, so there may be none at all).
  await expect(modal(page).getByText('Transaction sent')).toHaveCount(0)
  await ledgerTest(lab, 'mine', { blocks: 1 })
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Transaction sent')
  await expect(modal(page).getByTestId('account-view')).toBeVisible()

  const after = { sender: await satsOf(lab, PAYMENT), receiver: await satsOf(lab, receiver) }
  expect(after.receiver.confirmed).toBe(before.receiver.confirmed + 10_000_000)
  const fee = before.sender.confirmed - after.sender.confirmed - 10_000_000
  // The fee the ledger took: positive, and a few hundred satoshis at the lab's rates, not more.
  expect(fee).toBeGreaterThan(0)
  expect(fee).toBeLessThan(10_000)
})

test('Max with several coins sends them all: the balance less the fee of every input, as the ledger then shows', async ({
  page,
  lab,
}) => {
  test.setTimeout(60_000)
  const receiver = BITCOIN_TEST_ACCOUNTS[1].payment.address
  // A second coin beside what the account holds: a Max priced for one input would not be payable.
  await ledgerTest(lab, 'fund', { address: PAYMENT, sats: 30_000_000 })
  const before = { sender: await satsOf(lab, PAYMENT), receiver: await satsOf(lab, receiver) }
  const wallet = await openBitcoinSend(page, lab)
  await modal(page).getByTestId('send-receiver').fill(receiver)
  await modal(page).getByTestId('send-max').click()
  await expect(modal(page).getByTestId('send-fee')).toContainText(/Network fee ≈ \S+ BTC/)
  const amount = Math.round(Number(await modal(page).getByTestId('send-amount').inputValue()) * 1e8)
  const fee = before.sender.confirmed - amount
  expect(fee).toBeGreaterThan(0)
  expect(fee).toBeLessThan(10_000)
  await modal(page).getByTestId('send-submit').click()
  await wallet.waitForPending('bitcoin:signTransaction')
  await wallet.approve()
  await expect.poll(async () => (await satsOf(lab, receiver)).pending).toBe(amount)
  await ledgerTest(lab, 'mine', { blocks: 1 })
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Transaction sent')

  // Everything left the account: no change came back, and the receiver got the amount Max showed.
  expect(await satsOf(lab, PAYMENT)).toEqual({ confirmed: 0, pending: 0 })
  expect((await satsOf(lab, receiver)).confirmed).toBe(before.receiver.confirmed + amount)
  // The account as the ledger starts it (1 BTC), for the tests after this one in this worker.
  await ledgerTest(lab, 'fund', { address: PAYMENT, sats: 100_000_000 })
})

test('a wallet paying from nested SegWit (P2SH-P2WPKH, as Xverse does) sends: the ledger checks the redeem script and the signature', async ({
  page,
  lab,
}) => {
  test.setTimeout(60_000)
  const nested = BITCOIN_TEST_ACCOUNTS[0].nestedPayment.address
  const receiver = BITCOIN_TEST_ACCOUNTS[1].payment.address
  const before = { sender: await satsOf(lab, nested), receiver: await satsOf(lab, receiver) }
  const wallet = await openBitcoinSend(page, lab, 'bitcoin-nested')
  await expect(page.getByTestId('state-address')).toHaveText(nested)
  // The cloud's ledger pays nested addresses at its start too: a person picking this configuration has coins.
  await expect(page.getByTestId('account-button-balance')).toHaveText('1 BTC')
  await modal(page).getByTestId('send-amount').fill('0.1')
  await modal(page).getByTestId('send-receiver').fill(receiver)
  await expect(modal(page).getByTestId('send-fee')).toContainText(/Network fee ≈ \S+ BTC/)
  await modal(page).getByTestId('send-submit').click()
  await wallet.waitForPending('bitcoin:signTransaction')
  await wallet.approve()
  await expect.poll(async () => (await satsOf(lab, receiver)).pending).toBe(10_000_000)
  await ledgerTest(lab, 'mine', { blocks: 1 })
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Transaction sent')

  const after = { sender: await satsOf(lab, nested), receiver: await satsOf(lab, receiver) }
  expect(after.receiver.confirmed).toBe(before.receiver.confirmed + 10_000_000)
  // The change came back to the nested address; the fee is a few hundred satoshis.
  const fee = before.sender.confirmed - after.sender.confirmed - 10_000_000
  expect(fee).toBeGreaterThan(0)
  expect(fee).toBeLessThan(10_000)
})
