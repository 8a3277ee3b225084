import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'

/** The lab's test wallet as the open modal lists it: the modal has shown its content. */
const testWalletEntry = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: /AppKit Test Wallet/ })
    .first()

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

  // Opening the modal asks the services the lab configured (its wallet explorer, and the project's
  // remote configuration) and no other.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(testWalletEntry(page)).toBeVisible()
  await expect.poll(() => dataRequests.length).toBeGreaterThan(0)
  for (const request of dataRequests)
    expect(
      request.startsWith(`fetch ${lab.url}/getWallets?`) ||
        request.startsWith(`fetch ${lab.url}/appkit/v1/config?`),
      request,
    ).toBe(true)
})

test("the modal's code loads when the pointer reaches the button, not before, and asks no service", async ({
  page,
  lab,
}) => {
  const scripts: string[] = []
  const dataRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    if (['fetch', 'xhr', 'websocket', 'eventsource', 'ping'].includes(request.resourceType()))
      dataRequests.push(request.url())
  })
  const modalCode = (paths: string[]) => paths.filter((path) => /\/render-modal-[\w-]+\.js$/.test(path))
  await lab.open()
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(button).toBeVisible()
  await page.waitForTimeout(1500) // past the injected-wallet wait and any idle-time work
  expect(modalCode(scripts)).toEqual([])

  // A person's pointer reaches the button before their click: that is when the code starts to load.
  const loaded = page.waitForResponse((response) => /\/render-modal-[\w-]+\.js$/.test(response.url()))
  await button.hover()
  expect((await loaded).ok()).toBe(true)
  expect(modalCode(scripts)).toHaveLength(1)
  expect(dataRequests).toEqual([])
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await button.click()
  await expect(testWalletEntry(page)).toBeVisible()
  expect(modalCode(scripts)).toHaveLength(1)
})
