import { logIn } from './email-login.js'
import { expect, modal, test } from './fixtures.js'

// Spec §8's 'Not connected to email or social' as a visitor meets it: the secure site's session is
// one per browser (its storage), so signing out in one tab leaves another tab's modal showing an
// account the secure site no longer has a login for. What that tab then asks of it is refused with
// the spec's words, and changes nothing.

test("a tab whose login was signed out in another tab is told 'Not connected to email or social'", async ({
  page,
  context,
  lab,
}) => {
  test.setTimeout(90_000)
  await lab.open('config=email')
  await logIn(page, lab)

  const other = await context.newPage()
  await other.goto(page.url())
  // The second tab resumes the same login from the secure site's session.
  await expect(other.getByTestId('state-eip155-address')).toHaveText(
    (await page.getByTestId('state-eip155-address').textContent())!,
  )
  await other.getByTestId('account-button').click()
  await modal(other).getByRole('button', { name: 'Disconnect' }).click()
  await expect(other.getByTestId('state-eip155-address')).toHaveText('—')

  await page.getByTestId('account-button').click()
  await modal(page).getByTestId('account-add-passkey').click()
  await expect(modal(page).getByTestId('passkey-error')).toHaveText('Not connected to email or social')
  await expect(modal(page).getByTestId('passkey-added')).toHaveCount(0)
})
