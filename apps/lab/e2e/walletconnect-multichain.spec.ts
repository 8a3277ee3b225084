import { decodeBase58 } from '@appkit/common'
import { SOLANA_LAB_CHAIN_ID, SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import type { Page } from '@playwright/test'
import { type Address, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import { expect, modal, pickNetwork, test } from './fixtures.js'
import { openWalletPage, pair, signAndVerify, WALLET } from './walletconnect-wallet.js'

// The WalletKit test wallet holds an EVM and a Solana account: one pairing serves both namespaces.
const SOLANA_ACCOUNT = SOLANA_TEST_ACCOUNTS[2].address
const MESSAGE = 'Hello from the AppKit lab'

test.beforeEach(async ({ context, lab }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://127.0.0.1:4173' })
  await lab.open('config=multichain')
})

/** Pairs once; the wallet sees both namespaces asked and approves them together. */
async function pairBoth(page: Page, wallet: Page) {
  const proposal = await pair(page, wallet)
  await expect(proposal.getByTestId('proposal-chains')).toContainText('eip155:31337')
  await expect(proposal.getByTestId('proposal-chains')).toContainText(SOLANA_LAB_CHAIN_ID)
  await proposal.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('state-eip155-address')).toHaveText(WALLET.address, { ignoreCase: true })
  await expect(page.getByTestId('state-solana-address')).toHaveText(SOLANA_ACCOUNT)
  await expect(modal(page)).toBeHidden()
}

test('one pairing connects EVM and Solana; the dapp signs with each; the wallet ending it ends both', async ({
  context,
  page,
  offMachineRequests,
  lab,
}) => {
  const wallet = await openWalletPage(context, offMachineRequests, lab)
  await pairBoth(page, wallet)
  await expect(wallet.getByTestId('session')).toHaveCount(1)

  await signAndVerify(page, wallet)

  // Solana is connected already through the same session: the switch happens at once.
  await pickNetwork(page, 'solana', /Lab SVM/)
  await expect(page.getByTestId('state-caip-network-id')).toHaveText(SOLANA_LAB_CHAIN_ID)
  await expect(page.getByTestId('state-address')).toHaveText(SOLANA_ACCOUNT)

  await page.getByRole('button', { name: 'Sign message' }).click()
  const request = wallet.getByRole('region', { name: 'Request' })
  await expect(request.getByTestId('request-method')).toHaveText('solana_signMessage')
  await expect(request.getByTestId('request-chain')).toHaveText(SOLANA_LAB_CHAIN_ID)
  await expect(request.getByTestId('summary-message')).toContainText(MESSAGE)
  await request.getByRole('button', { name: 'Approve' }).click()
  const signature = decodeBase58((await page.getByTestId('signature').textContent()) ?? '')
  const key = await getPublicKeyFromAddress(SOLANA_ACCOUNT as Address)
  expect(await verifySignature(key, signature as SignatureBytes, new TextEncoder().encode(MESSAGE))).toBe(
    true,
  )

  await wallet.getByTestId('disconnect-session').click()
  await expect(page.getByTestId('state-eip155-address')).toHaveText('—')
  await expect(page.getByTestId('state-solana-address')).toHaveText('—')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('disconnecting Solana in the dapp ends the one session: EVM goes too, and the wallet forgets it', async ({
  context,
  page,
  offMachineRequests,
  lab,
}) => {
  const wallet = await openWalletPage(context, offMachineRequests, lab)
  await pairBoth(page, wallet)
  await pickNetwork(page, 'solana', /Lab SVM/)
  await expect(page.getByTestId('state-caip-network-id')).toHaveText(SOLANA_LAB_CHAIN_ID)

  await page.getByTestId('account-button').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('state-solana-address')).toHaveText('—')
  await expect(page.getByTestId('state-eip155-address')).toHaveText('—')
  await expect(wallet.getByTestId('notice')).toHaveText(/Session ended by the dapp/)
  await expect(wallet.getByTestId('session')).toHaveCount(0)
})
