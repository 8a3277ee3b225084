import { newEmail } from './email-login.js'
import { armFault, clearFaults } from './faults.js'
import { expect, modal, test } from './fixtures.js'

test.afterEach(({ lab }) => clearFaults(lab))

test('Email: "Sending the code…" is said while a code is being sent, not "Connecting…"', async ({
  page,
  lab,
}) => {
  // The cloud's mail answers slowly: the visitor waits on the send long enough to read its label.
  await armFault(lab, '/auth/v1/email/start', 'slow')
  await lab.open('config=email')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const email = newEmail()
  await modal(page).getByTestId('email-input').fill(email)
  await modal(page).getByTestId('email-submit').click()
  await expect(modal(page).getByTestId('email-submit')).toHaveText('Sending the code…')
  await expect(modal(page)).not.toContainText('Connecting…')
  await expect(page.getByTestId('connect-button')).not.toHaveText('Connecting…')
  // The answer comes: the code's form asks for what was mailed.
  await expect(modal(page).getByTestId('code-form')).toContainText(email, { timeout: 10_000 })
})
