import { mkdirSync } from 'node:fs'
import { TEST_ACCOUNTS } from '@appkit/testing'
import type { Page, Request } from '@playwright/test'
import { etherOf } from './chain.js'
import { connectTestWallet, expect, type Lab, modal, test, testWallet } from './fixtures.js'

const ACCOUNT = TEST_ACCOUNTS[0]!.address
const RECEIVER = TEST_ACCOUNTS[4]!.address
const SHOTS = '/work/shots/analytics28'

const ANALYTICS_PATHS = new Set(['/getAnalyticsConfig', '/batch', '/e'])

/** Every request the page sends to the analytics host (the lab's cloud), beacons included. */
function watchAnalytics(page: Page, lab: Lab): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === lab.url && ANALYTICS_PATHS.has(url.pathname)) seen.push(request)
  })
  return seen
}

interface Received {
  event: string
  kind: 'event' | 'error'
  body: {
    eventId: string
    url: string
    domain: string
    props: { event: string; address?: string; properties?: Record<string, unknown> }
  }
}

/** What the cloud stored for a project, read from its API (the page's JSON). */
async function received(lab: Lab, projectId: string): Promise<Received[]> {
  const response = await fetch(`${lab.url}/analytics/events?projectId=${projectId}`)
  return ((await response.json()) as { items: Received[] }).items
}

/** A whole session: connect the test wallet, send Ether, sign a message, disconnect. */
async function wholeSession(page: Page, lab: Lab) {
  const wallet = await connectTestWallet(page)
  const before = await etherOf(lab.rpcA, RECEIVER)
  await page.getByTestId('account-button').click()
  await modal(page).getByTestId('wallet-feature-send').click()
  await modal(page).getByTestId('send-token').click()
  await modal(page).getByTestId('pick-token-ETH').click()
  await modal(page).getByTestId('send-amount').fill('0.25')
  await modal(page).getByTestId('send-receiver').fill(RECEIVER)
  await modal(page).getByTestId('send-submit').click()
  await wallet.waitForPending('eth_sendTransaction')
  await wallet.approve()
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Transaction sent')
  expect(await etherOf(lab.rpcA, RECEIVER)).toBe(before + 250_000_000_000_000_000n)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()

  await page.getByRole('button', { name: 'Sign message' }).click()
  await testWallet(page).waitForPending('personal_sign')
  await testWallet(page).approve()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)

  await page.getByTestId('account-button').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
}

/** The page goes to the background, as when the visitor switches tabs. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

test('with analytics off (the lab’s default), nothing reaches the analytics host through a whole session', async ({
  page,
  lab,
}) => {
  test.setTimeout(90_000)
  const requests = watchAnalytics(page, lab)
  await lab.open('projectId=lab-analytics-off')
  await wholeSession(page, lab)
  // Hidden, then closed: the moments a running analytics would send its beacon.
  await hidePage(page)
  await page.close({ runBeforeUnload: true })
  expect(requests.map((request) => `${request.method()} ${request.url()}`)).toEqual([])
  expect(await received(lab, 'lab-analytics-off')).toEqual([])
})

test('with analytics on, the session’s tracking events arrive at the cloud in batches, in the spec’s shape', async ({
  page,
  lab,
}) => {
  test.setTimeout(90_000)
  const requests = watchAnalytics(page, lab)
  await lab.open('config=analytics&projectId=lab-analytics-on')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  // Nothing before the visitor acts.
  expect(requests).toEqual([])

  await wholeSession(page, lab)
  // What the interval has not sent yet goes as the page is hidden.
  await hidePage(page)
  const expected = ['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'SEND_SUCCESS', 'DISCONNECT_SUCCESS']
  await expect
    .poll(async () => {
      const names = new Set((await received(lab, 'lab-analytics-on')).map((item) => item.event))
      return expected.filter((name) => !names.has(name))
    })
    .toEqual([])

  const items = await received(lab, 'lab-analytics-on')
  expect(items.every((item) => item.kind === 'event')).toBe(true)
  const connected = items.find((item) => item.event === 'CONNECT_SUCCESS')!.body
  const origin = new URL(page.url()).origin
  expect(connected).toMatchObject({
    url: `${origin}/`,
    domain: new URL(origin).host,
    props: {
      event: 'CONNECT_SUCCESS',
      address: ACCOUNT,
      properties: { name: 'AppKit Test Wallet', caipNetworkId: 'eip155:31337' },
    },
  })
  expect(connected.eventId).toMatch(/^[0-9a-f-]{36}$/)
  // The page's query (its cloud, its project) never goes with an event.
  expect(items.every((item) => !item.body.url.includes('?'))).toBe(true)

  // The config was asked once; the events went as POST /batch with the SDK's properties.
  const calls = requests.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)
  expect(calls.filter((call) => call === 'GET /getAnalyticsConfig')).toHaveLength(1)
  expect(calls[0]).toBe('GET /getAnalyticsConfig')
  const batches = requests.filter((request) => new URL(request.url()).pathname === '/batch')
  expect(batches.length).toBeGreaterThan(0)
  for (const batch of batches) {
    const body = JSON.parse(batch.postData() ?? '{}') as { sdk: unknown; events: unknown[] }
    expect(body.sdk).toEqual({
      projectId: 'lab-analytics-on',
      sdkType: 'appkit',
      sdkVersion: expect.any(String),
    })
    expect(Buffer.byteLength(batch.postData() ?? '')).toBeLessThan(64 * 1024)
  }
  const sentIds = batches.flatMap((batch) =>
    (JSON.parse(batch.postData()!) as { events: { eventId: string }[] }).events.map((event) => event.eventId),
  )
  expect(new Set(sentIds).size).toBe(sentIds.length)
  expect(items.map((item) => item.body.eventId).sort()).toEqual([...sentIds].sort())

  // The cloud's page, linked from the lab, lists them for a person; light and dark.
  const [shots] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'What the analytics host received' }).click(),
  ])
  mkdirSync(SHOTS, { recursive: true })
  await expect(shots.getByRole('heading', { name: /Received for lab-analytics-on/ })).toBeVisible()
  await expect(shots.getByRole('cell', { name: 'CONNECT_SUCCESS', exact: true })).toBeVisible()
  for (const colorScheme of ['light', 'dark'] as const) {
    await shots.emulateMedia({ colorScheme })
    await shots.screenshot({ path: `${SHOTS}/analytics-page-${colorScheme}.png`, fullPage: true })
  }
})

test('with analytics on, what is queued goes with a beacon when the page is hidden', async ({
  page,
  lab,
}) => {
  test.setTimeout(90_000)
  await lab.open('config=analytics&projectId=lab-analytics-hide')
  const firstBatch = page.waitForRequest((request) => new URL(request.url()).pathname === '/batch')
  await connectTestWallet(page)
  // The analytics run (the host said yes) once their first batch went.
  await firstBatch

  const beacon = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/batch' && request.resourceType() === 'ping',
  )
  // The visitor opens the networks and switches tabs in one task: MODAL_OPEN is queued when the page
  // is hidden, whatever the batch interval has done, so only the beacon can carry it.
  await page.getByRole('button', { name: 'Open networks' }).evaluate((button) => {
    ;(button as HTMLButtonElement).click()
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  const events = (
    JSON.parse((await beacon).postData()!) as { events: { eventId: string; props: { event: string } }[] }
  ).events
  expect(events.at(-1)?.props.event).toBe('MODAL_OPEN')
  // The cloud stored the beacon's events, and no event twice (none went both ways).
  await expect
    .poll(async () => {
      const stored = new Set((await received(lab, 'lab-analytics-hide')).map((item) => item.body.eventId))
      return events.filter((event) => !stored.has(event.eventId)).map((event) => event.props.event)
    })
    .toEqual([])
  const ids = (await received(lab, 'lab-analytics-hide')).map((item) => item.body.eventId)
  expect(new Set(ids).size).toBe(ids.length)
})
