import { BITCOIN_TEST_ACCOUNTS, SOLANA_TEST_ACCOUNTS, TEST_ACCOUNTS } from '@appkit/testing'
import type { Page } from '@playwright/test'
import { expectAccessibleModal, expectAccessiblePage } from './axe.js'
import {
  approveTestWalletConnection,
  connectTestWallet,
  expect,
  modal,
  pickNetwork,
  test,
  testWallet,
  WALLET_NAME,
} from './fixtures.js'

// What a visitor met with wallets in several namespaces (issue 23, "Multichain" and "Wallets
// view"): each test is named for what was found and fails on the code it was found in.

const EVM = TEST_ACCOUNTS[0]!.address
const SOLANA = SOLANA_TEST_ACCOUNTS[0].address
const BITCOIN = BITCOIN_TEST_ACCOUNTS[0].payment.address

/** Moves to `namespace` (no wallet there yet) and picks its wallet `name` on Connect. */
async function connectIn(
  page: Page,
  namespace: string,
  network: RegExp,
  wallet: RegExp,
  rdns: string,
  method: string,
) {
  await pickNetwork(page, namespace, network)
  await modal(page).getByRole('button', { name: 'Switch Network' }).click()
  await modal(page).getByRole('button', { name: wallet }).click()
  const handle = testWallet(page, rdns)
  await handle.waitForPending(method)
  await handle.approve()
}

/** The lab with three namespaces, Solana's and Bitcoin's wallets connected, EVM's not. */
async function solanaAndBitcoin(page: Page, lab: { open(query: string): Promise<void> }, opened = false) {
  if (!opened) await lab.open('config=bitcoin')
  await connectIn(
    page,
    'solana',
    /Lab SVM/,
    /Solana Test Wallet/,
    'org.appkit.solanatestwallet',
    'standard:connect',
  )
  await expect(page.getByTestId('state-solana-address')).toHaveText(SOLANA)
  await connectIn(
    page,
    'bip122',
    /Lab Bitcoin/,
    /AppKit Bitcoin Test Wallet/,
    'org.appkit.bitcointestwallet',
    'bitcoin:connect',
  )
  await expect(page.getByTestId('state-address')).toHaveText(BITCOIN)
}

/**
 * The EVM test wallet as a visitor had left it: Anvil B added (it knows only Anvil out of the box)
 * and current, the dapp not authorized. It keeps that in the page's storage, as an extension would.
 */
async function evmWalletOnAnvilB(page: Page, rpcB: string) {
  await page.evaluate((rpcUrl) => {
    const chain = { id: 31338, rpcUrl, name: 'Anvil B' }
    const stored = { authorized: false, chainId: 31338, addedChains: [chain] }
    localStorage.setItem('appkit-test-wallet:org.appkit.testwallet', JSON.stringify(stored))
  }, rpcB)
  await page.reload()
}

/** From Bitcoin, the visitor picks Anvil and confirms "Switch Network": Connect, for an EVM wallet. */
async function enterEvm(page: Page) {
  await pickNetwork(page, 'eip155', 'Anvil')
  await modal(page).getByRole('button', { name: 'Switch Network' }).click()
  await expect(modal(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
}

async function connectEvm(page: Page) {
  await modal(page)
    .getByRole('button', { name: new RegExp(`^${WALLET_NAME}`) })
    .click()
  const wallet = testWallet(page)
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.approve()
  await expect(page.getByTestId('state-eip155-address')).toHaveText(EVM)
}

test('the APKTW001 banner raised on entering EVM goes once EVM connects, and stays on no other view', async ({
  page,
  lab,
}) => {
  await solanaAndBitcoin(page, lab)
  await enterEvm(page)
  await expect(modal(page).getByTestId('alert')).toHaveAttribute('data-code', 'APKTW001')
  await connectEvm(page)
  await expect(modal(page).getByTestId('alert')).toHaveCount(0)
  await page.getByTestId('account-button').click()
  await expect(modal(page).getByTestId('account-view')).toBeVisible()
  await expect(modal(page).getByTestId('alert')).toHaveCount(0)
  await modal(page).getByRole('button', { name: 'Wallets' }).click()
  await expect(modal(page).getByTestId('profile-wallets')).toBeVisible()
  await expect(modal(page).getByTestId('alert')).toHaveCount(0)
})

test('the chosen network (Anvil) is the one switched to, though the wallet was on Anvil B', async ({
  page,
  lab,
}) => {
  await lab.open('config=bitcoin')
  await evmWalletOnAnvilB(page, lab.rpcB)
  await solanaAndBitcoin(page, lab, true)
  await enterEvm(page)
  await connectEvm(page)
  await expect(page.getByTestId('state-chain-id')).toHaveText('31337')
  await expect(page.getByTestId('network-button')).toHaveAttribute('aria-label', 'Network: Anvil')
  expect(await testWallet(page).pending()).toEqual([])
})

test('the header reflects every connection: never "Connect Wallet" while wallets are connected, nor after Disconnect', async ({
  page,
  lab,
}) => {
  await solanaAndBitcoin(page, lab)
  await enterEvm(page)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
  await expect(page.getByTestId('account-button-wallets')).toHaveText('+1')
  await expectAccessiblePage(page, 'the account button of another namespace')

  await page.getByTestId('account-button').click()
  await modal(page).getByRole('button', { name: 'Add wallet' }).click()
  await connectEvm(page)
  await expect(page.getByTestId('account-button-wallets')).toHaveText('+2')

  // Disconnect ends the active namespace's wallet (spec §4); the others stay, and so does the header.
  await page.getByTestId('account-button').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('state-eip155-address')).toHaveText('—')
  await expect(page.getByTestId('state-status')).toHaveText('connected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
  await expect(page.getByTestId('account-button-wallets')).toHaveText('+1')
})

test('the Wallets view lists every connected wallet, each name and address on one line', async ({
  page,
  lab,
}) => {
  await solanaAndBitcoin(page, lab)
  await enterEvm(page)
  await connectEvm(page)
  await page.getByTestId('account-button').click()
  await modal(page).getByRole('button', { name: 'Wallets' }).click()
  const list = modal(page).getByTestId('profile-wallets')
  await expect(list.getByRole('listitem')).toHaveCount(3)
  for (const row of await list.getByRole('listitem').all()) {
    const [name, address] = await row.locator('.apk-line').all()
    for (const line of [name!, address!]) {
      const { height, lineHeight } = await line.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        lineHeight:
          Number.parseFloat(getComputedStyle(el).lineHeight) ||
          1.4 * Number.parseFloat(getComputedStyle(el).fontSize),
      }))
      expect(height).toBeLessThan(lineHeight * 1.5)
    }
  }
  await expectAccessibleModal(page, 'Wallets of three namespaces')
  const bitcoin = list.getByRole('listitem').filter({ hasText: 'AppKit Bitcoin Test Wallet' })
  await expect(bitcoin.locator('.apk-line').nth(1)).toHaveAttribute('title', BITCOIN)
})

test('the network chosen before connecting is kept when a wallet connects', async ({ page, lab }) => {
  await lab.open()
  await page.getByRole('button', { name: 'Open networks' }).click()
  await modal(page).getByRole('button', { name: 'Anvil B', exact: true }).click()
  await expect(page.getByTestId('state-chain-id')).toHaveText('31338')
  const wallet = await approveTestWalletConnection(page)
  // The wallet is on Anvil and does not know Anvil B: it is asked to add it, and the visitor agrees.
  await wallet.waitForPending('wallet_addEthereumChain')
  await wallet.approve()
  await expect(page.getByTestId('state-status')).toHaveText('connected')
  await expect(page.getByTestId('state-chain-id')).toHaveText('31338')
  await expect(page.getByTestId('network-button')).toHaveAttribute('aria-label', 'Network: Anvil B')
})

test('a loading view shows while a network switch waits on the wallet', async ({ page, lab }) => {
  await lab.open()
  const wallet = await connectTestWallet(page)
  await page.getByTestId('network-button').click()
  await modal(page).getByRole('button', { name: 'Anvil B', exact: true }).click()
  await wallet.waitForPending('wallet_addEthereumChain')
  const waiting = modal(page).getByTestId('switch-network')
  await expect(waiting).toBeVisible()
  await expect(waiting).toContainText('Switch to Anvil B')
  await expect(modal(page).getByRole('heading', { name: 'Switch Network' })).toBeVisible()
  await expectAccessibleModal(page, 'SwitchNetwork, waiting on the wallet')
  await wallet.approve()
  await expect(page.getByTestId('state-chain-id')).toHaveText('31338')
  await expect(waiting).toHaveCount(0)
})
