import { expect, labUrl, modal, test } from './fixtures.js'

// The lab's Safe (safe.html) plays the Safe's UI and runs the lab inside it as a Safe app.
const SAFE = '0x5afE0000000000000000000000000000000005aF'

test('inside a Safe the lab connects as the Safe without a prompt, and the Safe signs a message', async ({
  page,
  labCloud,
}) => {
  await page.goto(labUrl(labCloud).replace('/?', '/safe.html?'))
  const app = page.frameLocator('[data-testid="safe-app"]')
  await expect(app.getByTestId('state-status')).toHaveText('connected')
  await expect(app.getByTestId('state-address')).toHaveText(SAFE)
  await expect(app.getByTestId('state-chain-id')).toHaveText('31337')
  await expect(app.getByTestId('state-wallet')).toHaveText('Safe')

  await app.getByRole('button', { name: 'Sign message' }).click()
  const signature = app.getByTestId('signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  // The signature the app got is the one the Safe's owner made for this request.
  await expect(page.getByTestId('safe-requests').locator('li[data-method="signMessage"]')).toContainText(
    (await signature.textContent())!,
  )
})

test('a page that is not framed lists no Safe and never loads the Safe SDK', async ({ page, lab }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await lab.open('config=safe')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page).getByRole('button', { name: /AppKit Test Wallet/ })).toBeVisible()
  await expect(modal(page).getByRole('button', { name: /^Safe/ })).toHaveCount(0)
  expect(scripts.filter((path) => /safe-connect/.test(path))).toEqual([])
})
