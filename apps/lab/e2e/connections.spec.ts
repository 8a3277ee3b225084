import { TEST_ACCOUNTS } from '@appkit/testing'
import {
  BACKUP_WALLET,
  BACKUP_WALLET_NAME,
  expect,
  modal,
  test,
  testWallet,
  WALLET_NAME,
} from './fixtures.js'

const FIRST = TEST_ACCOUNTS[0]!.address
const SECOND = TEST_ACCOUNTS[1]!.address

type Page = import('@playwright/test').Page

async function pickWallet(page: Page, name: string) {
  await modal(page)
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click()
}

async function connectFirst(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await pickWallet(page, WALLET_NAME)
  const wallet = testWallet(page)
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.approve()
  await expect(page.getByTestId('state-address')).toHaveText(FIRST)
  return wallet
}

test.beforeEach(async ({ lab }) => {
  await lab.open()
})

test('a second wallet connects beside the first; the user switches between them', async ({ page }) => {
  await connectFirst(page)
  await page.getByTestId('account-button').click()
  await modal(page).getByRole('button', { name: 'Wallets' }).click()
  await expect(modal(page).getByRole('heading', { name: 'Wallets' })).toBeVisible()
  await modal(page).getByRole('button', { name: 'Add wallet' }).click()
  await pickWallet(page, BACKUP_WALLET_NAME)
  const backup = testWallet(page, BACKUP_WALLET)
  await backup.waitForPending('eth_requestAccounts')
  await backup.approve()
  await expect(page.getByTestId('state-address')).toHaveText(SECOND)
  await expect(page.getByTestId('state-wallet')).toHaveText(BACKUP_WALLET_NAME)

  // Both are held: the second is active, the first can be switched to without a prompt.
  await page.getByTestId('account-button').click()
  await modal(page).getByRole('button', { name: 'Wallets' }).click()
  const list = modal(page).getByTestId('profile-wallets')
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByTestId(`profile-wallet-${BACKUP_WALLET}`)).toContainText('Active')
  await list.getByRole('button', { name: `Switch to ${WALLET_NAME}` }).click()
  await expect(page.getByTestId('state-address')).toHaveText(FIRST)
  expect(await testWallet(page).pending()).toEqual([])
  expect(await backup.pending()).toEqual([])

  // A reload resumes both, the most recently used one current.
  await page.reload()
  await expect(page.getByTestId('state-address')).toHaveText(FIRST)
  await page.getByTestId('account-button').click()
  await modal(page).getByRole('button', { name: 'Wallets' }).click()
  await expect(modal(page).getByTestId('profile-wallets').getByRole('listitem')).toHaveCount(2)

  // Removing the active one makes the other current.
  await modal(page)
    .getByRole('button', { name: `Disconnect ${WALLET_NAME}` })
    .click()
  await expect(page.getByTestId('state-address')).toHaveText(SECOND)
  await expect(modal(page).getByTestId('profile-wallets').getByRole('listitem')).toHaveCount(1)
})

test('a reload while the wallet is asking leaves the dapp disconnected and able to connect', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await pickWallet(page, WALLET_NAME)
  await testWallet(page).waitForPending('eth_requestAccounts')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
  await connectFirst(page)
})

test('closing the modal while the wallet is asking rejects the attempt and returns to Connect', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await pickWallet(page, WALLET_NAME)
  await testWallet(page).waitForPending('eth_requestAccounts')
  await expect(modal(page).getByTestId('connecting-external')).toBeVisible()
  // The wallet's popup is over the modal: the first Escape puts it off, the second reaches the modal.
  await expect(page.getByTestId('wallet-popup')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('wallet-popup')).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await expect(modal(page).getByTestId('connecting-external')).toHaveCount(0)
})

test('a network the dapp does not support, chosen in the wallet, shows UnsupportedChain and recovers', async ({
  page,
}) => {
  const wallet = await connectFirst(page)
  await wallet.switchChain(31339)
  await expect(modal(page).getByTestId('unsupported-chain')).toBeVisible()
  await expect(modal(page).getByRole('heading', { name: 'Switch Network' })).toBeVisible()
  await expect(page.getByTestId('network-button')).toContainText('Unknown network')
  await modal(page).getByRole('button', { name: 'Anvil', exact: true }).click()
  await expect(modal(page).getByTestId('account-view')).toBeVisible()
  await expect(page.getByTestId('state-chain-id')).toHaveText('31337')
  await expect(page.getByTestId('network-button')).toContainText('Anvil')
})

test('corrupted local storage still boots to Connect', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(() => {
    const garbage: Record<string, string> = {
      '@appkit/connections': '{not json',
      '@appkit/active_caip_network_id': JSON.stringify({ evil: true }),
      '@appkit/recent_wallets': JSON.stringify([1, null, {}]),
      '@appkit/native_balance_cache': 'null',
      '@appkit/wallet_name': '\u0000\uffff',
      '@appkit/theme_mode': '42',
    }
    for (const [key, value] of Object.entries(garbage)) localStorage.setItem(key, value)
  })
  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await expect(modal(page).getByRole('button', { name: new RegExp(`^${WALLET_NAME}`) })).toBeVisible()
  await expect(page.getByTestId('state-chain-id')).toHaveText('31337')
  expect(errors).toEqual([])
})
