import { shortenAddress } from '@appkit/common'
import { TEST_ACCOUNTS } from '@appkit/testing'
import { parseEther } from 'viem'
import { etherOf } from './chain.js'
import { approveTestWalletConnection, expect, modal, test } from './fixtures.js'
import { testWalletScript } from './wagmi-wallet.js'

// The wagmi example (apps/examples/wagmi, served on 4177): a dapp of wagmi hooks whose wallet
// connects through our modal. What wagmi shows and what the modal shows must always agree.
const EXAMPLE = 'http://127.0.0.1:4177'
const ACCOUNT = TEST_ACCOUNTS[0]!.address
const RECEIVER = TEST_ACCOUNTS[3]!.address

test.beforeEach(async ({ page, lab }) => {
  await page.addInitScript({ content: await testWalletScript() })
  const query = new URLSearchParams({ rpcA: lab.rpcA, rpcB: lab.rpcB, relay: lab.relayUrl })
  await page.goto(`${EXAMPLE}/?${query}`)
})

/** Connects the test wallet from our modal, as the example's user does. */
async function connectFromModal(page: import('@playwright/test').Page) {
  const wallet = await approveTestWalletConnection(page)
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  return wallet
}

test('connects through the modal, then sends ether with wagmi’s useSendTransaction', async ({
  page,
  lab,
}) => {
  const wallet = await connectFromModal(page)
  await expect(page.getByTestId('wagmi-address')).toHaveText(ACCOUNT)
  await expect(page.getByTestId('wagmi-chain-id')).toHaveText('31337')
  await expect(page.getByTestId('account-button')).toBeVisible()

  const before = await etherOf(lab.rpcA, RECEIVER)
  const form = page.getByRole('form', { name: 'Send transaction (wagmi)' })
  await form.getByLabel('To').fill(RECEIVER)
  await form.getByLabel('Amount (ETH)').fill('1.5')
  await form.getByRole('button', { name: 'Send' }).click()
  await wallet.waitForPending('eth_sendTransaction')
  await wallet.approve()

  await expect(page.getByTestId('wagmi-tx-status')).toHaveText('Confirmed')
  expect(await etherOf(lab.rpcA, RECEIVER)).toBe(before + parseEther('1.5'))
})

test('disconnecting with wagmi’s useDisconnect disconnects the modal too', async ({ page }) => {
  await connectFromModal(page)
  await page.getByRole('button', { name: 'Disconnect (wagmi)' }).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('account-button')).toBeHidden()
})

test('disconnecting in the modal disconnects wagmi too', async ({ page }) => {
  await connectFromModal(page)
  await page.getByTestId('account-button').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await expect(page.getByTestId('wagmi-address')).toHaveText('—')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('switching chain with wagmi’s useSwitchChain moves the modal’s network', async ({ page }) => {
  const wallet = await connectFromModal(page)
  await expect(page.getByTestId('network-button')).toContainText('Anvil')
  await page.getByRole('button', { name: 'Switch to Anvil B' }).click()
  // The wallet does not know the second chain: the user approves adding it.
  await wallet.waitForPending('wallet_addEthereumChain')
  await wallet.approve()
  await expect(page.getByTestId('wagmi-chain-id')).toHaveText('31338')
  await expect(page.getByTestId('network-button')).toContainText('Anvil B')
})

test('switching network in the modal moves wagmi’s chain', async ({ page }) => {
  const wallet = await connectFromModal(page)
  await page.getByTestId('network-button').click()
  await modal(page).getByRole('button', { name: 'Anvil B' }).click()
  await wallet.waitForPending('wallet_addEthereumChain')
  await wallet.approve()
  await expect(page.getByTestId('wagmi-chain-id')).toHaveText('31338')
  await expect(page.getByRole('button', { name: 'Switch to Anvil B' })).toBeDisabled()
})

test('a reload resumes the connection in the modal and in wagmi, with wagmi’s default reconnectOnMount', async ({
  page,
}) => {
  const wallet = await connectFromModal(page)
  await page.reload()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(ACCOUNT)
  await expect(page.getByTestId('account-button-name')).toHaveText(shortenAddress(ACCOUNT))
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeHidden()
  // wagmi's reconnect finished too (it found the core's connection, so it kept it): still one account.
  await expect(page.getByTestId('wagmi-chain-id')).toHaveText('31337')
  await expect(page.getByTestId('wagmi-balance')).toContainText('ETH')
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('account-button-name')).toHaveText(shortenAddress(ACCOUNT))
  expect(await wallet.pending()).toEqual([])
})
