import type { Page } from '@playwright/test'
import { expect, type LabCloud, modal } from './fixtures.js'

// The steps of an email login as a person takes them in the lab: the address typed on Connect, the
// code read from the cloud's own inbox, the secure site's approval screen.

let mails = 0
/** A fresh address per test: the cloud's cooldown and limits count per address. */
export const newEmail = () => `visitor-${Date.now()}-${mails++}@lab.test`

export interface Mail {
  subject: string
  text: string
}

export async function inbox(cloud: LabCloud, email: string): Promise<Mail[]> {
  const answer = await fetch(`${cloud.url}/inbox/v1/messages?to=${encodeURIComponent(email)}`)
  return ((await answer.json()) as { messages: Mail[] }).messages
}

/** What the newest of at least `count` mails to `email` says, as a person reads it in the inbox. */
export async function newestMail(
  cloud: LabCloud,
  email: string,
  count: number,
  read: (mail: Mail) => string | undefined,
) {
  let found: string | undefined
  await expect
    .poll(async () => {
      const mails = await inbox(cloud, email)
      found = mails.length >= count ? read(mails[0]!) : undefined
      return found
    })
    .toBeTruthy()
  return found!
}

/** The code of the newest mail to `email` (the `count`th one). */
export const codeFor = (cloud: LabCloud, email: string, count = 1) =>
  newestMail(cloud, email, count, (mail) => /^(\d{6}) /.exec(mail.subject)?.[1])

/** Types `email` on Connect (opened first unless it is) and sends it. */
export async function enterEmail(page: Page, email: string, { openConnect = true } = {}) {
  if (openConnect) await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page).getByTestId('email-input').fill(email)
  await modal(page).getByTestId('email-submit').click()
}

export async function logIn(page: Page, cloud: LabCloud, email = newEmail(), { openConnect = true } = {}) {
  await enterEmail(page, email, { openConnect })
  await expect(modal(page).getByTestId('code-form')).toContainText(email)
  await modal(page)
    .getByTestId('code-input')
    .fill(await codeFor(cloud, email))
  await modal(page).getByTestId('code-submit').click()
  await expect(page.getByTestId('state-eip155-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  return { email, address: (await page.getByTestId('state-eip155-address').textContent()) as `0x${string}` }
}

/** The secure site's own approval screen, shown over the dapp in its frame. */
export const approval = (page: Page) => page.frameLocator('#w3m-iframe').getByRole('dialog')
