import type { Page } from '@playwright/test'
import { type ClonedSite, startClonedSite } from './cloned-site.js'
import { connectTestWallet, expect, labUrl, modal, test, testWallet } from './fixtures.js'

// A phishing copy of the lab on another origin (e2e/cloned-site.ts) writes the real lab's URI into
// its sign-in messages; the wallet shows the clone's own host as the domain, and the visitor signs.
// The URI is on the project's allowed origins, so a cloud that checked only the URI would hand the
// clone a session for the real lab. EIP-4361's checks (the domain is the URI's host, the request's
// Origin is the URI's) leave it with nothing; the real lab still signs in.

const TOKENS_KEY = '@appkit/siwx-backend'

let clone: ClonedSite

test.beforeAll(async ({ baseURL }) => {
  clone = await startClonedSite(new URL(baseURL!).origin)
})
test.afterAll(() => clone?.stop())

const tokens = async (page: Page) =>
  JSON.parse((await page.evaluate((key) => localStorage.getItem(key), TOKENS_KEY)) ?? '[]') as unknown[]

test('the phishing sign-in gets nothing: a clone of the lab on another origin gets a signature for its own domain with the real lab’s URI, and the cloud issues no session; the real lab still signs in', async ({
  page,
  lab,
  baseURL,
}) => {
  const realOrigin = new URL(baseURL!).origin
  await page.goto(`${clone.url}${labUrl(lab, 'config=siwx')}`)
  await connectTestWallet(page)
  await expect(modal(page).getByTestId('siwx-sign')).toBeVisible()

  const posted = page.waitForResponse(
    (response) => response.url().includes('/siwx/v1/sessions?') && response.request().method() === 'POST',
  )
  await modal(page).getByTestId('siwx-sign-button').click()
  const wallet = testWallet(page)
  await wallet.waitForPending('personal_sign')
  await wallet.approve()

  // What the clone sent: the visitor's real signature over the clone's domain and the lab's URI.
  const answer = await posted
  const sent = answer.request().postDataJSON() as { data: { domain: string; uri: string }; message: string }
  expect(sent.data).toMatchObject({ domain: new URL(clone.url).host, uri: realOrigin })
  expect(sent.message.startsWith(`${new URL(clone.url).host} wants you to sign in`)).toBe(true)
  expect(answer.status()).toBe(400)
  expect(await answer.json()).toEqual({ message: 'Sign-in domain is not the host of its URI' })

  // The clone's page holds no session and no token; the visitor is not signed in there.
  await expect(page.getByTestId('state-signed-in')).toHaveText('false')
  expect(await tokens(page)).toEqual([])
  // The same signature posted again, from the clone's origin or from nowhere, is refused as well.
  for (const origin of [clone.url, undefined]) {
    const again = await fetch(`${lab.url}/siwx/v1/sessions?projectId=lab-project-id`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin === undefined ? {} : { origin }) },
      body: JSON.stringify(sent),
    })
    expect(again.status).toBe(400)
  }

  // The real lab, same wallet: signs in.
  await page.goto(labUrl(lab, 'config=siwx'))
  await connectTestWallet(page)
  await expect(modal(page).getByTestId('siwx-sign')).toBeVisible()
  await modal(page).getByTestId('siwx-sign-button').click()
  await testWallet(page).waitForPending('personal_sign')
  await testWallet(page).approve()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('state-signed-in')).toHaveText('true')
  expect(await tokens(page)).toHaveLength(1)
})
