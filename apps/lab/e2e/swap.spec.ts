import { TEST_ACCOUNTS } from '@appkit/testing'
import type { Page } from '@playwright/test'
import { parseUnits } from 'viem'
import { etherOf, tokenBalanceOf } from './chain.js'
import { armFault } from './faults.js'
import { connectTestWallet, expect, modal, test } from './fixtures.js'

// Swap as a person does it in the lab's swap configuration: real pools on Anvil A, the test wallet
// approving each transaction, balances read from the chain itself.

const ACCOUNT = TEST_ACCOUNTS[0]!.address

async function openSwap(page: Page) {
  const wallet = await connectTestWallet(page)
  await page.getByTestId('account-button').click()
  await modal(page).getByTestId('wallet-feature-swaps').click()
  await expect(modal(page).getByTestId('swap-view')).toBeVisible()
  return wallet
}

/** The quote the view shows for the other side, in raw units, once it is there. */
async function shownQuote(page: Page, side: 'from' | 'to', decimals: number): Promise<bigint> {
  const field = modal(page).getByTestId(`swap-${side}-amount`)
  await expect(field).toHaveValue(/^\d+(\.\d+)?$/)
  await expect(modal(page).getByTestId('swap-submit')).toBeEnabled()
  return parseUnits(await field.inputValue(), decimals)
}

function tokenOf(
  lab: { cloud: { tokens: readonly { symbol: string; chainId: number; address: `0x${string}` }[] } },
  symbol: string,
) {
  return lab.cloud.tokens.find((token) => token.symbol === symbol && token.chainId === 31337)!.address
}

/** The scripts the page has asked for so far, by file name. */
function scriptsLoaded(page: Page): string[] {
  const names: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) names.push(new URL(request.url()).pathname.split('/').at(-1)!)
  })
  return names
}

test('Swap: its code loads on the first open of Swap, neither with the page nor with the modal', async ({
  page,
  lab,
}) => {
  const scripts = scriptsLoaded(page)
  await lab.open('config=swap')
  await connectTestWallet(page)
  await page.getByTestId('account-button').click()
  await expect(modal(page).getByTestId('wallet-feature-swaps')).toBeVisible()
  expect(scripts.some((name) => name.startsWith('render-modal-'))).toBe(true)
  expect(
    scripts.filter((name) =>
      /^(swap-view|onramp-view|onramp-purchase-view|register-account-name)/.test(name),
    ),
  ).toEqual([])

  await modal(page).getByTestId('wallet-feature-swaps').click()
  await expect(modal(page).getByTestId('swap-from-token')).toHaveText('ETH')
  expect(scripts.filter((name) => name.startsWith('swap-view-'))).toHaveLength(1)
  expect(
    scripts.filter((name) => /^(onramp-view|onramp-purchase-view|register-account-name)/.test(name)),
  ).toEqual([])
})

test('Swap: ETH for LUSD moves both balances on chain by what the quote said, within the 1 % bound', async ({
  page,
  lab,
}) => {
  await lab.open('config=swap')
  const wallet = await openSwap(page)
  const lusd = tokenOf(lab, 'LUSD')
  await expect(modal(page).getByTestId('swap-from-token')).toHaveText('ETH')
  await expect(modal(page).getByTestId('swap-to-token')).toHaveText('LUSD')
  await expect(modal(page).getByTestId('swap-network-fee')).toHaveText(/^≈ \d/)
  await modal(page).getByTestId('swap-from-amount').fill('0.1')
  const quoted = await shownQuote(page, 'to', 6)
  await expect(modal(page).getByTestId('swap-price-impact')).toHaveText(/^\d+\.\d\d %$/)
  const [etherBefore, lusdBefore] = [
    await etherOf(lab.rpcA, ACCOUNT),
    await tokenBalanceOf(lab.rpcA, lusd, ACCOUNT),
  ]

  await modal(page).getByTestId('swap-submit').click()
  await wallet.waitForPending('eth_sendTransaction')
  await expect(modal(page).getByTestId('swap-submit')).toHaveText('Swapping…')
  await wallet.approve()
  await expect(modal(page).getByTestId('swap-done')).toHaveText(/^Swapped 0\.1 ETH for [\d.]+ LUSD$/)

  const received = (await tokenBalanceOf(lab.rpcA, lusd, ACCOUNT)) - lusdBefore
  expect(received).toBeLessThanOrEqual(quoted)
  expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
  const spent = etherBefore - (await etherOf(lab.rpcA, ACCOUNT))
  // The 0.1 ETH sold, plus the gas.
  expect(spent).toBeGreaterThan(parseUnits('0.1', 18))
  expect(spent).toBeLessThan(parseUnits('0.101', 18))
})

test('Swap: LUSD for LAB asks the wallet to approve first, then swaps; the balances move by the quote', async ({
  page,
  lab,
}) => {
  await lab.open('config=swap')
  const wallet = await openSwap(page)
  const [lusd, labToken] = [tokenOf(lab, 'LUSD'), tokenOf(lab, 'LAB')]
  await modal(page).getByTestId('swap-from-token').click()
  await modal(page).getByTestId('swap-pick-LUSD').click()
  await modal(page).getByTestId('swap-to-token').click()
  await modal(page).getByTestId('swap-pick-LAB').click()
  await expect(modal(page).getByTestId('swap-from-token')).toHaveText('LUSD')
  await expect(modal(page).getByTestId('swap-to-token')).toHaveText('LAB')
  // Typed on the receiving side: the quote says what it costs.
  await modal(page).getByTestId('swap-to-amount').fill('0.05')
  const cost = await shownQuote(page, 'from', 6)
  const [lusdBefore, labBefore] = [
    await tokenBalanceOf(lab.rpcA, lusd, ACCOUNT),
    await tokenBalanceOf(lab.rpcA, labToken, ACCOUNT),
  ]

  await modal(page).getByTestId('swap-submit').click()
  await wallet.waitForPending('eth_sendTransaction')
  await expect(modal(page).getByTestId('swap-submit')).toHaveText('Approve in your wallet…')
  await wallet.approve()
  await expect(modal(page).getByTestId('swap-submit')).toHaveText('Swapping…')
  await wallet.waitForPending('eth_sendTransaction')
  await wallet.approve()
  await expect(modal(page).getByTestId('swap-done')).toBeVisible()

  expect(lusdBefore - (await tokenBalanceOf(lab.rpcA, lusd, ACCOUNT))).toBe(cost)
  const received = (await tokenBalanceOf(lab.rpcA, labToken, ACCOUNT)) - labBefore
  const wanted = parseUnits('0.05', 18)
  expect(received).toBeGreaterThanOrEqual((wanted * 99n) / 100n)
  expect(received).toBeLessThanOrEqual(parseUnits('0.0501', 18))
})

test("Swap: more than the pool holds says 'Insufficient liquidity' and keeps what was typed; nothing moves", async ({
  page,
  lab,
}) => {
  await lab.open('config=swap')
  await openSwap(page)
  const lusd = tokenOf(lab, 'LUSD')
  const before = await tokenBalanceOf(lab.rpcA, lusd, ACCOUNT)
  await modal(page).getByTestId('swap-to-amount').fill('5000000')
  await expect(modal(page).getByTestId('swap-error')).toHaveText('Insufficient liquidity')
  await expect(modal(page).getByTestId('swap-to-amount')).toHaveValue('5000000')
  await expect(modal(page).getByTestId('swap-submit')).toBeDisabled()
  // A sane amount quotes again.
  await modal(page).getByTestId('swap-to-amount').fill('10')
  await shownQuote(page, 'from', 18)
  await expect(modal(page).getByTestId('swap-error')).toHaveCount(0)
  expect(await tokenBalanceOf(lab.rpcA, lusd, ACCOUNT)).toBe(before)
})

test("Swap: on a network without pools it says 'Network not supported for Swaps', and swaps again back on Anvil A", async ({
  page,
  lab,
}) => {
  await lab.open('config=swap')
  const wallet = await connectTestWallet(page)
  await page.getByTestId('network-button').click()
  await modal(page).getByRole('button', { name: 'Anvil B' }).click()
  await wallet.waitForPending('wallet_addEthereumChain')
  await wallet.approve()
  await expect(page.getByTestId('state-chain-id')).toHaveText('31338')
  await page.getByTestId('account-button').click()
  await modal(page).getByTestId('wallet-feature-swaps').click()
  await expect(modal(page).getByTestId('swap-error')).toHaveText('Network not supported for Swaps')
  await expect(modal(page).getByTestId('swap-submit')).toBeDisabled()

  await modal(page).getByRole('button', { name: 'Back' }).click()
  await page.keyboard.press('Escape')
  await page.getByTestId('network-button').click()
  await modal(page).getByRole('button', { name: 'Anvil', exact: true }).click()
  await expect(page.getByTestId('state-chain-id')).toHaveText('31337')
  await page.getByTestId('account-button').click()
  await modal(page).getByTestId('wallet-feature-swaps').click()
  await expect(modal(page).getByTestId('swap-to-token')).toHaveText('LUSD')
  await expect(modal(page).getByTestId('swap-error')).toHaveCount(0)
})

test("Swap: when the service refuses the network's gas price it says 'Network not supported for Gas Price' and keeps the tokens", async ({
  page,
  lab,
}) => {
  await lab.open('config=swap')
  await connectTestWallet(page)
  await armFault(lab, '/v1/convert/gas-price', 'unsupported-network')
  await page.getByTestId('account-button').click()
  await modal(page).getByTestId('wallet-feature-swaps').click()
  await expect(modal(page).getByTestId('swap-error')).toHaveText('Network not supported for Gas Price')
  await expect(modal(page).getByTestId('swap-network-fee')).toHaveCount(0)
  // The tokens came before the refusal: the visitor still picks and quotes.
  await expect(modal(page).getByTestId('swap-from-token')).toHaveText('ETH')
  await expect(modal(page).getByTestId('swap-to-token')).toHaveText('LUSD')
  await modal(page).getByTestId('swap-from-amount').fill('0.1')
  await shownQuote(page, 'to', 6)
  await expect(modal(page).getByTestId('swap-error')).toHaveCount(0)
})
