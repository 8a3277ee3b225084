import { expect, test } from './fixtures.js'

test('no request leaves the page before the user opens the modal', async ({ page }) => {
  const dataRequests: string[] = []
  page.on('request', (request) => {
    if (['fetch', 'xhr', 'websocket', 'eventsource', 'ping'].includes(request.resourceType())) {
      dataRequests.push(`${request.resourceType()} ${request.url()}`)
    }
  })
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.waitForTimeout(1500) // past the injected-wallet wait and any idle-time work
  expect(dataRequests).toEqual([])

  // Opening the modal shows the installed wallet without asking any server either.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog').getByRole('button', { name: /AppKit Test Wallet/ })).toBeVisible()
  expect(dataRequests).toEqual([])
})
