import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TEST_ACCOUNTS } from '@appkit/testing'
import type { Page } from '@playwright/test'
import { etherOf, shownAmount, tokenBalanceOf } from './chain.js'
import {
  connectTestWallet,
  expect,
  type LabCloud,
  labUrl,
  modal,
  startLabCloud,
  test,
  testWallet,
} from './fixtures.js'

const ACCOUNT = TEST_ACCOUNTS[0]!.address
const RECEIVER = TEST_ACCOUNTS[3]!.address

const tokenRow = (page: Page, symbol: string) =>
  modal(page).locator(`[data-testid="token-row"][data-symbol="${symbol}"]`)

/** Sends from the open Account view: Send, the token, the amount, the receiver, approve in the wallet. */
async function send(page: Page, symbol: string, amount: string) {
  await modal(page).getByTestId('wallet-feature-send').click()
  await modal(page).getByTestId('send-token').click()
  await modal(page).getByTestId(`pick-token-${symbol}`).click()
  await modal(page).getByTestId('send-amount').fill(amount)
  // An address the API knows is named as it is typed.
  await modal(page).getByTestId('send-receiver').fill(TEST_ACCOUNTS[1]!.address)
  await expect(modal(page).getByTestId('send-receiver-name')).toHaveText('bob.lab.id')
  await modal(page).getByTestId('send-receiver').fill(RECEIVER)
  await expect(modal(page).getByTestId('send-receiver-name')).toHaveCount(0)
  await expect(modal(page).getByTestId('send-fee')).toContainText(/Network fee ≈ \d/)
  await modal(page).getByTestId('send-submit').click()
  const wallet = testWallet(page)
  await wallet.waitForPending('eth_sendTransaction')
  await wallet.approve()
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Transaction sent')
  await expect(modal(page).getByTestId('account-view')).toBeVisible()
}

/** The indexer follows the chain on its own clock: wait until the API has the account's transfers. */
async function indexed(cloud: LabCloud, count: number) {
  const url = `${cloud.url}/v1/account/${RECEIVER}/history?chainId=eip155:31337&projectId=lab-project-id&st=appkit&sv=0.1.0`
  await expect
    .poll(async () => ((await (await fetch(url)).json()) as { data: unknown[] }).data.length)
    .toBe(count)
}

test('tokens with their on-chain amounts, a profile, two sends, and an activity that survives a restart', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'lab-account-'))
  let cloud = await startLabCloud(dataDir)
  try {
    await page.goto(labUrl(cloud))
    await connectTestWallet(page)
    // The identity of the first dev account, on the account button and in the Account view.
    await expect(page.getByTestId('account-button-name')).toHaveText('alice.lab.id')
    await page.getByTestId('account-button').click()
    await expect(modal(page).getByTestId('account-address')).toHaveText('alice.lab.id')
    await expect(modal(page).getByTestId('account-avatar')).toHaveAttribute(
      'src',
      new RegExp(`^${cloud.url}/`),
    )

    // ETH and the two test tokens with the amounts on the chain; the decimals-0 token is left out.
    const lusd = cloud.cloud.tokens.find((t) => t.symbol === 'LUSD' && t.chainId === 31337)!
    const lab = cloud.cloud.tokens.find((t) => t.symbol === 'LAB' && t.chainId === 31337)!
    await expect(tokenRow(page, 'ETH').getByTestId('token-amount')).toHaveText(
      shownAmount(await etherOf(cloud.rpcA, ACCOUNT), 18, 'ETH'),
    )
    for (const token of [lusd, lab]) {
      await expect(tokenRow(page, token.symbol).getByTestId('token-amount')).toHaveText(
        shownAmount(await tokenBalanceOf(cloud.rpcA, token.address, ACCOUNT), token.decimals, token.symbol),
      )
    }
    await expect(modal(page).getByTestId('token-row')).toHaveCount(3)
    await expect(tokenRow(page, 'ZERO')).toHaveCount(0)

    // Two sends to a second address; the chain, not the UI, says they happened.
    const [etherBefore, lusdBefore] = [
      await etherOf(cloud.rpcA, RECEIVER),
      await tokenBalanceOf(cloud.rpcA, lusd.address, RECEIVER),
    ]
    await send(page, 'ETH', '0.5')
    expect(await etherOf(cloud.rpcA, RECEIVER)).toBe(etherBefore + 500_000_000_000_000_000n)
    await send(page, 'LUSD', '12.5')
    expect(await tokenBalanceOf(cloud.rpcA, lusd.address, RECEIVER)).toBe(lusdBefore + 12_500_000n)
    // The account's own list follows: LUSD is 12.5 lower.
    await expect(tokenRow(page, 'LUSD').getByTestId('token-amount')).toHaveText(
      shownAmount(await tokenBalanceOf(cloud.rpcA, lusd.address, ACCOUNT), 6, 'LUSD'),
    )

    // Activity lists both transfers, newest first.
    await indexed(cloud, 2)
    await modal(page).getByTestId('wallet-feature-activity').click()
    const rows = modal(page).getByTestId('activity-row')
    await expect(rows.nth(0).getByTestId('activity-amount')).toHaveText('12.5 LUSD')
    await expect(rows.nth(1).getByTestId('activity-amount')).toHaveText('0.5 ETH')
    await expect(rows.nth(0)).toContainText('Sent')

    // The cloud stops and starts again on the same data: the history is still there.
    await cloud.stop()
    cloud = await startLabCloud(dataDir)
    await page.goto(labUrl(cloud))
    await expect(page.getByTestId('state-status')).toHaveText('connected')
    await page.getByTestId('account-button').click()
    await modal(page).getByTestId('wallet-feature-activity').click()
    await expect(rows.nth(0).getByTestId('activity-amount')).toHaveText('12.5 LUSD')
    await expect(rows.nth(1).getByTestId('activity-amount')).toHaveText('0.5 ETH')
  } finally {
    await cloud.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
