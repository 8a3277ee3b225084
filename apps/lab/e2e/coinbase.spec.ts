import { expect, modal, test } from './fixtures.js'

/**
 * The Coinbase extension, as the SDK finds it (`window.coinbaseWalletExtension`), played by the
 * local anvil (its first dev account is unlocked); the user's answer comes from the test.
 * Without an extension the SDK opens keys.coinbase.com, which is off this machine: not tested here.
 */
function installCoinbaseExtension({ refuse }: { refuse: boolean }) {
  const rpcUrl = new URLSearchParams(location.search).get('rpcA')!
  const rpc = async (method: string, params: unknown[] = []) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    return (await response.json()).result
  }
  const seen = { appInfo: [] as unknown[], asked: [] as string[] }
  Object.assign(window, {
    __coinbaseExtension: seen,
    coinbaseWalletExtension: {
      setAppInfo: (...args: unknown[]) => seen.appInfo.push(args),
      async request({ method, params }: { method: string; params?: unknown[] }) {
        seen.asked.push(method)
        if (method === 'eth_requestAccounts') {
          if (refuse) throw Object.assign(new Error('User denied account authorization'), { code: 4001 })
          return (await rpc('eth_accounts')).slice(0, 1)
        }
        return rpc(method, params)
      },
      on: () => undefined,
      removeListener: () => undefined,
    },
  })
}

const ANVIL_FIRST = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('picking Coinbase Wallet loads its SDK then, which connects through the extension with our metadata', async ({
  page,
  lab,
}) => {
  await page.addInitScript(installCoinbaseExtension, { refuse: false })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await lab.open('config=coinbase')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const row = modal(page).getByRole('button', { name: /Coinbase Wallet/ })
  await expect(row).toBeVisible()
  expect(scripts.filter((path) => /coinbase-provider/.test(path))).toEqual([])

  await row.click()
  await expect(page.getByTestId('state-status')).toHaveText('connected')
  await expect(page.getByTestId('state-address')).toHaveText(new RegExp(ANVIL_FIRST, 'i'))
  expect(scripts.filter((path) => /coinbase-provider/.test(path))).toHaveLength(1)
  const seen = await page.evaluate(
    () => (window as unknown as { __coinbaseExtension: unknown }).__coinbaseExtension,
  )
  expect(seen).toMatchObject({
    appInfo: [['AppKit lab', '', [31337, 31338], { options: 'all', telemetry: false }]],
    asked: expect.arrayContaining(['eth_requestAccounts', 'eth_chainId']),
  })
})

test('a refusal in the Coinbase extension reads "Connection rejected"', async ({ page, lab }) => {
  await page.addInitScript(installCoinbaseExtension, { refuse: true })
  await lab.open('config=coinbase')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /Coinbase Wallet/ })
    .click()
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Connection rejected')
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
})
