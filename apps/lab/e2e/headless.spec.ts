import { TEST_ACCOUNTS } from '@appkit/testing'
import { expect, test, testWallet, WALLET_NAME } from './fixtures.js'

const ACCOUNT = TEST_ACCOUNTS[0]!.address

test("a headless dapp connects through its own wallet list: the modal's code never loads", async ({
  page,
  lab,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await lab.open('config=headless')
  const list = page.getByRole('navigation', { name: 'Wallets' })
  const entry = list.getByRole('button', { name: new RegExp(WALLET_NAME) })
  await entry.hover()

  // A refusal reaches the dapp as the wallet's error, and its list stays.
  await entry.click()
  const wallet = testWallet(page)
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.reject()
  await expect(page.getByTestId('headless-error')).toHaveText(/rejected/i)
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')

  await entry.click()
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.approve()
  await expect(page.getByTestId('state-address')).toHaveText(ACCOUNT)
  await expect(page.getByTestId('state-caip-address')).toHaveText(`eip155:31337:${ACCOUNT}`)

  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
  await expect(list.getByRole('button', { name: new RegExp(WALLET_NAME) })).toBeVisible()
  expect(scripts.filter((path) => /\/render-modal-[\w-]+\.js$/.test(path))).toEqual([])
  await expect(page.locator('appkit-modal')).toHaveCount(0)
})
