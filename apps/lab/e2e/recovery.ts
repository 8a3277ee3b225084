import type { Page } from '@playwright/test'
import { expect, type LabCloud } from './fixtures.js'

// A new device of a known account: the secure site's server mails an 8-digit recovery code to the
// address sealed with the recovery share (here into the cloud's inbox, the lab's SMTP), and the
// frame's own screen asks for it.

/** The recovery screen in the secure site's frame. */
export const recoveryScreen = (page: Page) =>
  page.frameLocator('#w3m-iframe').getByRole('dialog', { name: 'Recover your wallet' })

/** The recovery mails to `email`, newest first. */
export async function recoveryMails(cloud: LabCloud, email: string) {
  const answer = await fetch(`${cloud.url}/inbox/v1/messages?to=${encodeURIComponent(email)}`)
  const { messages } = (await answer.json()) as { messages: { subject: string; text: string }[] }
  return messages.filter((mail) => / is your wallet recovery code$/.test(mail.subject))
}

/** The code of the newest recovery mail, once there are at least `count`. */
export async function recoveryCodeFor(cloud: LabCloud, email: string, count = 1) {
  let code: string | undefined
  await expect
    .poll(async () => {
      const mails = await recoveryMails(cloud, email)
      code = mails.length >= count ? /^(\d{8}) /.exec(mails[0]!.subject)?.[1] : undefined
      return code
    })
    .toBeTruthy()
  return code!
}

/** Types the newest recovery code (of the `count`th recovery mail) on the frame's screen, as a person would. */
export async function enterRecoveryCode(page: Page, cloud: LabCloud, email: string, count = 1) {
  const screen = recoveryScreen(page)
  await expect(screen).toBeVisible({ timeout: 20_000 })
  await screen.getByLabel('Recovery code').fill(await recoveryCodeFor(cloud, email, count))
  await screen.getByRole('button', { name: 'Recover wallet' }).click()
}
