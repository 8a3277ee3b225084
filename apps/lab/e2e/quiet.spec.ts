import { expect, test } from './fixtures.js'

test('no request leaves the page before the user opens the modal', async ({ page, lab }) => {
  const dataRequests: string[] = []
  page.on('request', (request) => {
    if (['fetch', 'xhr', 'websocket', 'eventsource', 'ping'].includes(request.resourceType())) {
      dataRequests.push(`${request.resourceType()} ${request.url()}`)
    }
  })
  await lab.open()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.waitForTimeout(1500) // past the injected-wallet wait and any idle-time work
  expect(dataRequests).toEqual([])

  // Opening the modal asks the one service the lab configured (its wallet explorer) and no other.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(
    page
      .getByRole('dialog')
      .getByRole('button', { name: /AppKit Test Wallet/ })
      .first(),
  ).toBeVisible()
  await expect.poll(() => dataRequests.length).toBeGreaterThan(0)
  for (const request of dataRequests)
    expect(request.startsWith(`fetch ${lab.url}/getWallets?`), request).toBe(true)
})
