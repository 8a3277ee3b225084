import { TEST_ACCOUNTS } from '@appkit/testing'
import { createTestClient, http, publicActions } from 'viem'
import { foundry } from 'viem/chains'
import { etherOf } from './chain.js'
import { expect, labUrl, modal, test } from './fixtures.js'

// The lab's Safe (safe.html) plays the Safe's UI and runs the lab inside it as a Safe app.
const SAFE = '0x5afE0000000000000000000000000000000005aF'

test('inside a Safe the lab connects as the Safe without a prompt, and the Safe signs a message', async ({
  page,
  labCloud,
}) => {
  await page.goto(labUrl(labCloud).replace('/?', '/safe.html?'))
  const app = page.frameLocator('[data-testid="safe-app"]')
  await expect(app.getByTestId('state-status')).toHaveText('connected')
  await expect(app.getByTestId('state-address')).toHaveText(SAFE)
  await expect(app.getByTestId('state-chain-id')).toHaveText('31337')
  await expect(app.getByTestId('state-wallet')).toHaveText('Safe')

  await app.getByRole('button', { name: 'Sign message' }).click()
  const signature = app.getByTestId('signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  // The signature the app got is the one the Safe's owner made for this request.
  await expect(page.getByTestId('safe-requests').locator('li[data-method="signMessage"]')).toContainText(
    (await signature.textContent())!,
  )
})

test('inside a Safe, a send is proposed, the Safe executes it, and the modal says it is confirmed', async ({
  page,
  labCloud,
}) => {
  const receiver = TEST_ACCOUNTS[3]!.address
  const anvil = createTestClient({ mode: 'anvil', chain: foundry, transport: http(labCloud.rpcA) }).extend(
    publicActions,
  )
  await anvil.setBalance({ address: SAFE, value: 10n ** 18n })
  const before = await etherOf(labCloud.rpcA, receiver)

  await page.goto(labUrl(labCloud).replace('/?', '/safe.html?'))
  const app = page.frameLocator('[data-testid="safe-app"]')
  await expect(app.getByTestId('state-status')).toHaveText('connected')
  await app.getByTestId('account-button').click()
  const dialog = app.getByRole('dialog')
  await dialog.getByTestId('wallet-feature-send').click()
  await dialog.getByTestId('send-token').click()
  await dialog.getByTestId('pick-token-ETH').click()
  await dialog.getByTestId('send-amount').fill('0.1')
  await dialog.getByTestId('send-receiver').fill(receiver)
  await dialog.getByTestId('send-submit').click()

  // Mined, not "waiting for a block": the modal waited for the chain transaction the Safe ran.
  await expect(dialog.getByTestId('snackbar')).toHaveText('Transaction sent')
  await expect(dialog.getByTestId('account-view')).toBeVisible()
  // The app asked the Safe for the proposal it got (its safeTxHash) and was given the chain
  // transaction that executed it, from the Safe, mined.
  const requests = page.getByTestId('safe-requests')
  const proposed = await requests.locator('li[data-method="sendTransactions"]').textContent()
  const [, safeTxHash, txHash] = /→ (0x[0-9a-f]{64}), executed as (0x[0-9a-f]{64})$/.exec(proposed!)!
  await expect(requests.locator('li[data-method="getTxBySafeTxHash"]').first()).toHaveText(
    `getTxBySafeTxHash: ${safeTxHash} → ${txHash}`,
  )
  const receipt = await anvil.getTransactionReceipt({ hash: txHash as `0x${string}` })
  expect(receipt).toMatchObject({ status: 'success', from: SAFE.toLowerCase() })
  expect(await etherOf(labCloud.rpcA, receiver)).toBe(before + 10n ** 17n)
})

test('a page that is not framed lists no Safe and never loads the Safe SDK', async ({ page, lab }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await lab.open('config=safe')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page).getByRole('button', { name: /AppKit Test Wallet/ })).toBeVisible()
  await expect(modal(page).getByRole('button', { name: /^Safe/ })).toHaveCount(0)
  expect(scripts.filter((path) => /safe-connect/.test(path))).toEqual([])
})
