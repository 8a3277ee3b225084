import { TEST_ACCOUNTS } from '@appkit/testing'
import type { Page } from '@playwright/test'
import { connectTestWallet, expect, type LabCloud, modal, test } from './fixtures.js'

const ACCOUNT = TEST_ACCOUNTS[0]!.address
type Fault = '429' | '500' | 'malformed' | 'hang'

/** Arms one fault on the worker's cloud for the next request to `path`. */
async function arm(cloud: LabCloud, path: string, fault: Fault) {
  const response = await fetch(`${cloud.url}/test/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, fault }),
  })
  expect(response.status).toBe(204)
}

/** Counts the page's requests to a path of the API. */
function countRequests(page: Page, path: string) {
  const seen = { count: 0 }
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path && request.method() === 'GET') seen.count++
  })
  return seen
}

const reopenAccount = async (page: Page) => {
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await page.getByTestId('account-button').click()
  await expect(modal(page).getByTestId('account-view')).toBeVisible()
}

test.afterEach(async ({ lab }) => {
  await fetch(`${lab.url}/test/faults`, { method: 'DELETE' })
})

test('token balances: 429, 500, malformed JSON and a timeout each say so, hold the retry 30 s, and recover', async ({
  page,
  lab,
}) => {
  test.setTimeout(60_000)
  await page.clock.install()
  await lab.open()
  await connectTestWallet(page)
  const path = `/v1/account/${ACCOUNT}/balance`
  const requests = countRequests(page, path)
  const cases: [Fault, string | undefined][] = [
    ['429', 'Rate Limited'],
    ['500', 'Server Error'],
    ['malformed', undefined],
    ['hang', undefined],
  ]
  for (const [fault, alert] of cases) {
    await arm(lab, path, fault)
    const before = requests.count
    await reopenAccount(page)
    if (fault === 'hang') await page.clock.fastForward(11_000)
    await expect(modal(page).getByTestId('snackbar')).toHaveText('Token Balance Unavailable')
    if (alert) await expect(modal(page).getByTestId('alert')).toContainText(alert)
    expect(requests.count).toBe(before + 1)
    // The native balance (read through the API's JSON-RPC endpoint) still shows; no token list.
    await expect(modal(page).getByTestId('account-balance')).toHaveText(/ETH$/)
    await expect(modal(page).getByTestId('token-list')).toHaveCount(0)

    // Within 30 s another look does not ask again.
    await reopenAccount(page)
    await expect(modal(page).getByTestId('account-view')).toBeVisible()
    expect(requests.count).toBe(before + 1)
    await page.clock.fastForward(31_000)
  }

  // The next good answer shows the tokens.
  await reopenAccount(page)
  await expect(modal(page).getByTestId('token-row')).toHaveCount(3)
})

test('activity: each failure says so with an empty list, and the next good answer lists the transfers', async ({
  page,
  lab,
}) => {
  test.setTimeout(60_000)
  await page.clock.install()
  await lab.open()
  await connectTestWallet(page)
  await page.getByTestId('account-button').click()
  const path = `/v1/account/${ACCOUNT}/history`
  for (const fault of ['429', '500', 'malformed', 'hang'] as const) {
    await arm(lab, path, fault)
    await modal(page).getByTestId('wallet-feature-activity').click()
    if (fault === 'hang') await page.clock.fastForward(11_000)
    await expect(modal(page).getByTestId('snackbar')).toHaveText('Failed to fetch transactions')
    await expect(modal(page).getByTestId('activity-empty')).toHaveText('No transactions yet')
    await modal(page).getByRole('button', { name: 'Back' }).click()
  }
  // The test tokens minted to the account at start-up are in its history (the worker's other tests
  // may have sent from the account since, so they need not be the newest row).
  await modal(page).getByTestId('wallet-feature-activity').click()
  await expect(modal(page).getByTestId('activity-row').filter({ hasText: 'Received' }).first()).toBeVisible()
})

test('identity: a failing answer leaves the address shown; the next good one shows the name', async ({
  page,
  lab,
}) => {
  const identityAnswered = () =>
    page.waitForResponse((r) => new URL(r.url()).pathname === `/v1/identity/${ACCOUNT}`)
  await lab.open()
  for (const fault of ['429', '500', 'malformed'] as const) {
    await arm(lab, `/v1/identity/${ACCOUNT}`, fault)
    const answered = identityAnswered()
    if (fault === '429') await connectTestWallet(page)
    else await page.reload()
    await answered
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await expect(page.getByTestId('account-button-name')).toHaveText(
      `${ACCOUNT.slice(0, 6)}…${ACCOUNT.slice(-4)}`,
    )
    expect(await page.getByTestId('account-button').count()).toBe(1)
  }
  await page.reload()
  await expect(page.getByTestId('account-button-name')).toHaveText('alice.lab.id')
})
