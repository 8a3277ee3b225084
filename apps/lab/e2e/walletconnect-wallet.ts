import { TEST_ACCOUNTS } from '@appkit/testing'
import type { BrowserContext, Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { expect, type LabCloud, modal } from './fixtures.js'

// The WalletConnect test wallet's page, shared by the WalletConnect suites.

export const WALLET = TEST_ACCOUNTS[2]!
const WALLET_PAGE = 'http://127.0.0.1:4175/'

/** The WalletConnect test wallet (WalletKit in a page) with its own key, over the local relay. */
export async function openWalletPage(context: BrowserContext, offMachine: string[], lab: LabCloud) {
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
export async function pasteUri(page: Page, wallet: Page, { viaConnect = true } = {}) {
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
}

/** Pairs as `pasteUri` does and returns the wallet's session proposal, from the lab. */
export async function pair(page: Page, wallet: Page, options: { viaConnect?: boolean } = {}) {
  await pasteUri(page, wallet, options)
  const proposal = wallet.getByRole('region', { name: 'Session proposal' })
  await expect(proposal).toBeVisible()
  await expect(proposal.getByTestId('proposal-dapp-name')).toHaveText('AppKit lab')
  return proposal
}

/** Signs the lab's message from the dapp, approves it in the wallet page, and checks the signature. */
export async function signAndVerify(page: Page, wallet: Page) {
  await page.getByRole('button', { name: 'Sign message' }).click()
  const request = wallet.getByRole('region', { name: 'Request' })
  await expect(request.getByTestId('summary-message')).toContainText('Hello from the AppKit lab')
  await request.getByRole('button', { name: 'Approve' }).click()
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
  expect(
    await verifyMessage({ address: WALLET.address, message: 'Hello from the AppKit lab', signature }),
  ).toBe(true)
}
