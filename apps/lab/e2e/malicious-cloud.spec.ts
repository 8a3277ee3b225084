import { codeFor, enterEmail, logIn, newestMail } from './email-login.js'
import { expect, modal, test } from './fixtures.js'
import { enterRecoveryCode, recoveryMails } from './recovery.js'

// The cloud, or whoever holds one of its session tokens, plays the attacker (issue 21): the cloud
// can vouch for any session, so a session must not be enough to open the sealed recovery share.
// The secure site's own server mails a code to the address sealed with the share; the attacker
// never reads the owner's inbox. The real lab: Chromium, the cloud, the secure site, its SMTP mail.

const sessionKey = 'appkit-secure-site/session'

test('a stolen session token (what a malicious cloud can mint) gets nothing that rebuilds the key; the owner recovers on a new device with the mailed code', async ({
  page,
  browser,
  lab,
}) => {
  test.setTimeout(90_000)
  await lab.open('config=email')
  const { email, address } = await logIn(page, lab)

  // The attacker holds the owner's live session token (read here from the owner's secure site
  // storage; a malicious cloud could equally answer "yes, that is the owner" for a token of its own).
  const siteFrame = page.frames().find((frame) => frame.url().startsWith(lab.secureSite))!
  const { token } = JSON.parse(
    (await siteFrame.evaluate((key) => localStorage.getItem(key), sessionKey))!,
  ) as {
    token: string
  }
  const bearer = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }

  // All the cloud holds: one Shamir share and a blob sealed with a key it never had.
  const wallet = await fetch(`${lab.url}/auth/v1/wallet`, { headers: bearer })
  expect(wallet.status).toBe(200)
  const { recoveryShareSealed: sealed } = (await wallet.json()) as { recoveryShareSealed: string }

  // The secure site opens nothing for the session alone: not the old request, not a guessed code.
  const post = (path: string, body: unknown) =>
    fetch(new URL(path, lab.secureSite), { method: 'POST', headers: bearer, body: JSON.stringify(body) })
  const deviceKey = Buffer.concat([Buffer.of(4), Buffer.alloc(64, 1)]).toString('base64')
  const bare = await post('/recovery/unseal', { sealed })
  expect(bare.status).toBe(400)
  expect(await bare.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } })
  // The code it can make the site send goes to the owner's address, sealed with the share.
  expect((await post('/recovery/code', { sealed })).status).toBe(200)
  await expect.poll(async () => (await recoveryMails(lab, email)).length).toBe(1)
  for (const code of ['00000000', '12345678', '99999999', '31415926', '27182818']) {
    const guess = await post('/recovery/unseal', { sealed, code, deviceKey })
    expect(guess.status).toBe(400)
    expect(await guess.json()).toMatchObject({ error: { code: 'RECOVERY_CODE_INVALID' } })
  }
  // Five wrong tries voided that code: even the mailed one no longer opens the share.
  const mailed = /^(\d{8}) /.exec((await recoveryMails(lab, email))[0]!.subject)![1]!
  const late = await post('/recovery/unseal', { sealed, code: mailed, deviceKey })
  expect(await late.json()).toMatchObject({ error: { code: 'RECOVERY_CODE_INVALID' } })

  // The owner, on a new device: approval link, login code, then the recovery code from their inbox.
  const other = await browser.newContext()
  const second = await other.newPage()
  await second.goto(page.url())
  await enterEmail(second, email)
  await expect(modal(second).getByTestId('email-device')).toBeVisible()
  const link = await newestMail(lab, email, 3, (mail) => /(http\S+device\/approve\S+)/.exec(mail.text)?.[1])
  const mailPage = await other.newPage()
  await mailPage.goto(link)
  await mailPage.getByRole('button', { name: 'Approve this device' }).click()
  await expect(modal(second).getByTestId('code-form')).toBeVisible({ timeout: 20_000 })
  await modal(second)
    .getByTestId('code-input')
    .fill(await codeFor(lab, email, 4))
  await modal(second).getByTestId('code-submit').click()
  await enterRecoveryCode(second, lab, email, 2)
  await expect(second.getByTestId('state-eip155-address')).toHaveText(address)
  await other.close()
})
