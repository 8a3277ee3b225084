import { BACKUP_WALLET, expect, modal, test, testWallet } from './fixtures.js'

const IDENTITY = 'projectId=lab-project-id&st=appkit&sv=0.1.0'
const LAB_CHAINS = 'eip155:31337,eip155:31338'

type Page = import('@playwright/test').Page

/** What the local explorer holds for the lab's chains, asked directly. */
async function explorerCount(cloud: string, search = '', catalogue = '') {
  const prefix = catalogue ? `/catalogue/${catalogue}` : ''
  const url = `${cloud}${prefix}/getWallets?${IDENTITY}&chains=${LAB_CHAINS}&entries=1&search=${encodeURIComponent(search)}`
  return ((await (await fetch(url)).json()) as { count: number }).count
}

async function openAllWallets(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page).getByTestId('all-wallets-button').click()
  await expect(modal(page).getByRole('heading', { name: 'All Wallets' })).toBeVisible()
}

const rows = (page: Page) => modal(page).getByRole('list', { name: 'All Wallets' }).getByRole('listitem')

test('AllWallets lists installed wallets first, then the explorer’s, and pages on scroll', async ({
  page,
  lab,
}) => {
  await lab.open()
  await openAllWallets(page)
  const total = await explorerCount(lab.url)
  expect(total).toBeGreaterThan(120)
  // The two installed wallets come first; the explorer's copy of an installed wallet is not repeated.
  await expect(rows(page).nth(0)).toContainText('AppKit Test Wallet')
  await expect(rows(page).nth(0)).toContainText('Installed')
  await expect(rows(page).nth(1)).toContainText('Backup Test Wallet')
  await expect(modal(page).getByTestId('all-wallets-count')).toHaveText(
    `${(total - 1 + 2).toLocaleString('en')} wallets`,
  )

  const requests: string[] = []
  page.on('request', (r) => r.url().includes('/getWallets') && requests.push(r.url()))
  const list = modal(page).locator('.apk-virtual')
  await list.evaluate((el) => el.scrollTo(0, el.scrollHeight))
  await expect.poll(() => requests.some((u) => u.includes('page=2'))).toBe(true)
  expect(
    requests.every((u) => u.includes('entries=40') && u.includes(`chains=${encodeURIComponent(LAB_CHAINS)}`)),
  ).toBe(true)
})

test('AllWallets searches the catalogue by a trimmed term', async ({ page, lab }) => {
  await lab.open()
  await openAllWallets(page)
  const expected = await explorerCount(lab.url, 'Lab Wallet')
  expect(expected).toBeGreaterThan(0)
  await modal(page).getByRole('searchbox', { name: 'Search wallets' }).fill('  Lab Wallet  ')
  await expect(modal(page).getByTestId('all-wallets-count')).toHaveText(`${expected} wallets`)
  const names = await rows(page).allTextContents()
  expect(names.length).toBeGreaterThan(0)
  for (const name of names) expect(name.toLowerCase()).toContain('lab wallet')

  await modal(page).getByRole('searchbox', { name: 'Search wallets' }).fill('no wallet has this name')
  await expect(modal(page).getByTestId('all-wallets-count')).toHaveText('No wallet found')
})

test('Connect shows the featured wallets in the dapp’s order, below the installed ones', async ({
  page,
  lab,
}) => {
  const url = `${lab.url}/getWallets?${IDENTITY}&chains=${LAB_CHAINS}&entries=6`
  const { data } = (await (await fetch(url)).json()) as { data: { id: string; name: string }[] }
  const [a, b] = [data[4]!, data[2]!]
  await lab.open(`featured=${a.id},${b.id}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const featuredA = modal(page).getByTestId(`explorer-wallet-${a.id}`)
  const featuredB = modal(page).getByTestId(`explorer-wallet-${b.id}`)
  await expect(featuredA).toBeVisible()
  const [yA, yB] = [(await featuredA.boundingBox())!.y, (await featuredB.boundingBox())!.y]
  expect(yA).toBeLessThan(yB)
  // Installed wallets sit above the featured ones.
  const installedY = (await modal(page).getByTestId('wallet-org.appkit.testwallet').boundingBox())!.y
  expect(installedY).toBeLessThan(yA)
})

test('with a 10,000-wallet catalogue the list keeps fewer than 100 rows in the DOM', async ({
  page,
  lab,
}) => {
  await lab.open('catalogue=10000')
  await openAllWallets(page)
  const total = await explorerCount(lab.url, '', '10000')
  expect(total).toBeGreaterThan(500)
  const list = modal(page).locator('.apk-virtual')
  for (let i = 0; i < 6; i++) {
    await list.evaluate((el) => el.scrollTo(0, el.scrollHeight))
    await page.waitForTimeout(150)
  }
  const loaded = await list.locator('ul').evaluate((el) => Number(el.getAttribute('data-count')))
  expect(loaded).toBeGreaterThan(200)
  expect(await rows(page).count()).toBeLessThan(100)
  await expect(modal(page).getByTestId('all-wallets-count')).toHaveText(
    `${(total - 1 + 2).toLocaleString('en')} wallets`,
  )
})

test('an explorer that fails shows APKT003 and the installed wallets still work', async ({ page, lab }) => {
  await page.route('**/getWallets?**', (route) => route.fulfill({ status: 503, body: '{"message":"down"}' }))
  await lab.open()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page).getByTestId('alert')).toHaveText(/Network Error: Wallet Load Failed/)
  await expect(modal(page).getByTestId('wallet-org.appkit.testwallet')).toBeVisible()
})

test('a wallet used before is marked Recent, first among the installed ones', async ({ page, lab }) => {
  await lab.open()
  // Connect with the second installed wallet, then leave.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /^Backup Test Wallet/ })
    .click()
  const backup = testWallet(page, BACKUP_WALLET)
  await backup.waitForPending('eth_requestAccounts')
  await backup.approve()
  await expect(page.getByTestId('state-status')).toHaveText('connected')
  await page.getByTestId('account-button').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page).getByTestId(`wallet-${BACKUP_WALLET}`)).toContainText('Recent')
  await expect(modal(page).getByTestId('wallet-org.appkit.testwallet')).toContainText('Installed')
  await modal(page).getByTestId('all-wallets-button').click()
  await expect(rows(page).nth(0)).toContainText('Backup Test Wallet')
  await expect(rows(page).nth(0)).toContainText('Recent')
  await expect(rows(page).nth(1)).toContainText('AppKit Test Wallet')
})
