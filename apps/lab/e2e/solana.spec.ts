import { decodeBase58 } from '@appkit/common'
import { SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINT } from '@appkit/testing'
import type { Page } from '@playwright/test'
import {
  type Address,
  createSolanaRpc,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { shownAmount } from './chain.js'
import { connectTestWallet, expect, modal, pickNetwork, test, testWallet } from './fixtures.js'

const SOLANA_WALLET = 'org.appkit.solanatestwallet'
const ACCOUNT = SOLANA_TEST_ACCOUNTS[0].address
const RECEIVER = SOLANA_TEST_ACCOUNTS[1].address

/** SOL and LSUSD as the chain has them, read through its own RPC (never the UI or the API). */
async function onChain(rpcUrl: string, owner: string) {
  const rpc = createSolanaRpc(rpcUrl)
  const { value: lamports } = await rpc.getBalance(owner as Address).send()
  const { value: accounts } = await rpc
    .getTokenAccountsByOwner(
      owner as Address,
      { mint: SOLANA_TEST_MINT.address as Address },
      { encoding: 'jsonParsed' },
    )
    .send()
  const amount = accounts[0]?.account.data.parsed.info.tokenAmount.amount ?? '0'
  return { lamports, lsusd: BigInt(amount) }
}

/** Picks the Solana test wallet on the open Connect view and approves it there. */
async function approveSolanaWallet(page: Page) {
  await modal(page)
    .getByRole('button', { name: /Solana Test Wallet/ })
    .click()
  const wallet = testWallet(page, SOLANA_WALLET)
  await wallet.waitForPending('standard:connect')
  await wallet.approve()
  await expect(page.getByTestId('state-solana-address')).toHaveText(ACCOUNT)
}

async function connectSolana(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await approveSolanaWallet(page)
}

const tokenRow = (page: Page, symbol: string) =>
  modal(page).locator(`[data-testid="token-row"][data-symbol="${symbol}"]`)

async function send(page: Page, symbol: string, amount: string) {
  await modal(page).getByTestId('wallet-feature-send').click()
  await modal(page).getByTestId('send-token').click()
  await modal(page).getByTestId(`pick-token-${symbol}`).click()
  await modal(page).getByTestId('send-amount').fill(amount)
  await modal(page).getByTestId('send-receiver').fill(RECEIVER)
  await expect(modal(page).getByTestId('send-fee')).toContainText(/Network fee ≈ \S+ SOL/)
  await modal(page).getByTestId('send-submit').click()
  const wallet = testWallet(page, SOLANA_WALLET)
  await wallet.waitForPending('solana:signAndSendTransaction')
  await wallet.approve()
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Transaction sent')
  await expect(modal(page).getByTestId('account-view')).toBeVisible()
}

test('Solana: SOL and the SPL token shown, both sent and moved on the SVM, a message signed and a refusal', async ({
  page,
  lab,
}) => {
  test.setTimeout(60_000)
  await lab.open('config=multichain')
  await connectSolana(page)
  await expect(page.getByTestId('state-caip-network-id')).toHaveText(/^solana:/)

  await page.getByTestId('account-button').click()
  const before = await onChain(lab.solanaRpc, ACCOUNT)
  await expect(tokenRow(page, 'SOL').getByTestId('token-amount')).toHaveText(
    shownAmount(before.lamports, 9, 'SOL'),
  )
  await expect(tokenRow(page, 'LSUSD').getByTestId('token-amount')).toHaveText(
    shownAmount(before.lsusd, 6, 'LSUSD'),
  )

  const receiverBefore = await onChain(lab.solanaRpc, RECEIVER)
  await send(page, 'SOL', '0.5')
  expect((await onChain(lab.solanaRpc, RECEIVER)).lamports).toBe(receiverBefore.lamports + 500_000_000n)
  await send(page, 'LSUSD', '12.5')
  expect((await onChain(lab.solanaRpc, RECEIVER)).lsusd).toBe(receiverBefore.lsusd + 12_500_000n)

  // A message signed through the wallet's own provider verifies with @solana/kit; a refusal says so.
  await page.keyboard.press('Escape')
  const wallet = testWallet(page, SOLANA_WALLET)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await wallet.waitForPending('solana:signMessage')
  await wallet.approve()
  const signature = decodeBase58((await page.getByTestId('signature').textContent()) ?? '')
  const key = await getPublicKeyFromAddress(ACCOUNT as Address)
  expect(
    await verifySignature(
      key,
      signature as SignatureBytes,
      new TextEncoder().encode('Hello from the AppKit lab'),
    ),
  ).toBe(true)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await wallet.waitForPending('solana:signMessage')
  await wallet.reject()
  await expect(page.getByTestId('sign-error')).toHaveText('User rejected the request.')
})

test('EVM and Solana connected side by side: switching namespaces, and a reload restores both', async ({
  page,
  lab,
}) => {
  await lab.open('config=multichain')
  await connectTestWallet(page)
  await expect(page.getByTestId('state-caip-network-id')).toHaveText('eip155:31337')
  // Solana's network from the grouped list: no Solana wallet yet, so the modal asks for one.
  await page.getByRole('button', { name: 'Open networks' }).click()
  await expect(
    modal(page).getByTestId('networks-eip155').getByRole('button', { name: 'Anvil', exact: true }),
  ).toBeVisible()
  await modal(page)
    .getByTestId('networks-solana')
    .getByRole('button', { name: /Lab SVM/ })
    .click()
  await expect(modal(page).getByTestId('switch-active-chain')).toBeVisible()
  await modal(page).getByRole('button', { name: 'Switch Network' }).click()
  // Solana is active now, with no account yet: spec §8's warning, beside the wallets to connect.
  await expect(modal(page).getByTestId('alert')).toHaveText('Inactive Namespace Not Connected')
  await expect(page.getByTestId('state-caip-network-id')).toHaveText(/^solana:/)
  await approveSolanaWallet(page)
  await expect(page.getByTestId('state-address')).toHaveText(ACCOUNT)
  await expect(page.getByTestId('state-eip155-address')).not.toHaveText('—')

  // Back to EVM: already connected there, so it switches at once.
  await pickNetwork(page, 'eip155', 'Anvil')
  await expect(page.getByTestId('state-caip-network-id')).toHaveText('eip155:31337')
  await expect(page.getByTestId('account-button')).toContainText('ETH')

  await page.reload()
  await expect(page.getByTestId('state-eip155-address')).not.toHaveText('—')
  await expect(page.getByTestId('state-solana-address')).toHaveText(ACCOUNT)

  // Disconnecting Solana leaves EVM connected.
  const evmAddress = await page.getByTestId('state-eip155-address').textContent()
  await pickNetwork(page, 'solana', /Lab SVM/)
  await expect(page.getByTestId('state-address')).toHaveText(ACCOUNT)
  await page.getByTestId('account-button').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('state-solana-address')).toHaveText('—')
  await expect(page.getByTestId('state-eip155-address')).toHaveText(evmAddress!)
})
