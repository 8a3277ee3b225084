import { TEST_ACCOUNTS } from '@appkit/testing'
import type { BrowserContext, Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { chainBalance } from './chain.js'
import { expect, type LabCloud, modal, test } from './fixtures.js'

const WALLET = TEST_ACCOUNTS[2]!
const WALLET_PAGE = 'http://127.0.0.1:4175/'

/** The WalletConnect test wallet (WalletKit in a page) with its own key, over the local relay. */
async function openWalletPage(context: BrowserContext, offMachine: string[], lab: LabCloud) {
  const wallet = await context.newPage()
  wallet.on('request', (r) => {
    const { hostname, protocol } = new URL(r.url())
    if (protocol !== 'data:' && protocol !== 'blob:' && hostname !== '127.0.0.1') offMachine.push(r.url())
  })
  wallet.on('websocket', (ws) => {
    if (new URL(ws.url()).hostname !== '127.0.0.1') offMachine.push(ws.url())
  })
  const query = new URLSearchParams({
    relay: lab.relayUrl,
    key: WALLET.privateKey,
    rpc31337: lab.rpcA,
    rpc31338: lab.rpcB,
    prefix: `lab-e2e-${Date.now()}`,
  })
  await wallet.goto(`${WALLET_PAGE}?${query}`)
  await expect(wallet.getByTestId('wallet-status')).toHaveText(/ready/)
  return wallet
}

/**
 * Opens the QR view in the lab, copies the pairing link the way a user would, pastes it in the
 * wallet. With adapters the user picks WalletConnect on Connect; without, the modal opens on it.
 */
async function pair(page: Page, wallet: Page, { viaConnect = true } = {}) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  if (viaConnect) await modal(page).getByTestId('wallet-walletConnect').click()
  const qr = modal(page).getByRole('img', { name: 'QR code to connect a wallet with WalletConnect' })
  await expect(qr).toBeVisible()
  const uri = await qr.getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await modal(page).getByRole('button', { name: 'Copy link' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uri)
  await wallet.getByLabel('Pairing URI').fill(uri!)
  await wallet.getByRole('button', { name: 'Pair' }).click()
  const proposal = wallet.getByRole('region', { name: 'Session proposal' })
  await expect(proposal).toBeVisible()
  await expect(proposal.getByTestId('proposal-dapp-name')).toHaveText('AppKit lab')
  return proposal
}

/** Signs the lab's message from the dapp, approves it in the wallet page, and checks the signature. */
async function signAndVerify(page: Page, wallet: Page) {
  await page.getByRole('button', { name: 'Sign message' }).click()
  const request = wallet.getByRole('region', { name: 'Request' })
  await expect(request.getByTestId('summary-message')).toContainText('Hello from the AppKit lab')
  await request.getByRole('button', { name: 'Approve' }).click()
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
  expect(
    await verifyMessage({ address: WALLET.address, message: 'Hello from the AppKit lab', signature }),
  ).toBe(true)
}

test.beforeEach(async ({ context, lab }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://127.0.0.1:4173' })
  await lab.open()
})

test('pairs by QR through the local relay, signs, survives a reload, and the wallet disconnects', async ({
  context,
  page,
  offMachineRequests,
  lab,
}) => {
  const wallet = await openWalletPage(context, offMachineRequests, lab)
  const proposal = await pair(page, wallet)
  await proposal.getByRole('button', { name: 'Approve' }).click()

  await expect(page.getByTestId('state-address')).toHaveText(WALLET.address, { ignoreCase: true })
  // The account names the wallet on the other side, not the connector.
  await expect(page.getByTestId('state-wallet')).toHaveText('AppKit Test Wallet (WalletConnect)')
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('account-button')).toContainText(await chainBalance(lab.rpcA, WALLET.address))

  // personal_sign from the dapp, approved in the wallet page.
  await signAndVerify(page, wallet)

  // A rejected request reads as the user's refusal.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await wallet.getByRole('region', { name: 'Request' }).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('sign-error')).toContainText(/reject/i)

  // A reload restores the session from storage, without the wallet.
  await page.reload()
  await expect(page.getByTestId('state-status')).toHaveText('connected')
  await expect(page.getByTestId('state-address')).toHaveText(WALLET.address, { ignoreCase: true })

  // Disconnecting in the wallet disconnects the dapp.
  await wallet.getByTestId('disconnect-session').click()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('a proposal rejected in the wallet shows the error and Connect again', async ({
  context,
  page,
  offMachineRequests,
  lab,
}) => {
  const wallet = await openWalletPage(context, offMachineRequests, lab)
  const proposal = await pair(page, wallet)
  await proposal.getByRole('button', { name: 'Reject' }).click()
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Connection rejected')
  await expect(modal(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
})

test('disconnecting in the dapp ends the session in the wallet', async ({
  context,
  page,
  offMachineRequests,
  lab,
}) => {
  const wallet = await openWalletPage(context, offMachineRequests, lab)
  const proposal = await pair(page, wallet)
  await proposal.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('state-status')).toHaveText('connected')
  await expect(wallet.getByTestId('session')).toHaveCount(1)
  await page.getByTestId('account-button').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
  await expect(wallet.getByTestId('notice')).toHaveText(/Session ended by the dapp/)
  await expect(wallet.getByTestId('session')).toHaveCount(0)
})

test('a dapp without adapters pairs by QR, signs through the session, and the wallet ends it', async ({
  context,
  page,
  offMachineRequests,
  lab,
}) => {
  await lab.open('config=no-adapters')
  await expect(page.getByTestId('configuration')).toHaveValue('no-adapters')
  const wallet = await openWalletPage(context, offMachineRequests, lab)
  const proposal = await pair(page, wallet, { viaConnect: false })
  await expect(modal(page).getByTestId('connecting-wallet-connect')).toBeVisible()
  await proposal.getByRole('button', { name: 'Approve' }).click()

  await expect(page.getByTestId('state-status')).toHaveText('connected')
  await expect(page.getByTestId('state-address')).toHaveText(WALLET.address, { ignoreCase: true })
  await expect(page.getByTestId('state-caip-network-id')).toHaveText('eip155:31337')
  await expect(page.getByTestId('state-wallet')).toHaveText('AppKit Test Wallet (WalletConnect)')
  await expect(modal(page)).toBeHidden()

  // The dapp's provider is WalletConnect's own: the wallet signs, the signature verifies.
  await signAndVerify(page, wallet)

  await wallet.getByTestId('disconnect-session').click()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
})
