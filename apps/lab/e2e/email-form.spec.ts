import type { Page } from '@playwright/test'
import { enterEmail, logIn, newEmail } from './email-login.js'
import { expect, modal, test } from './fixtures.js'

// The email login's fields as a person meets them: the code's boxes, the last email, the warning.

const digit = (page: Page, n: number) => modal(page).getByRole('textbox', { name: `Digit ${n} of 6` })

test('Inputs: the one-time code gets one 40 px box per digit; a paste fills them all, typing moves on, Backspace goes back', async ({
  page,
  lab,
}) => {
  await lab.open('config=email')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  expect((await modal(page).getByTestId('email-input').boundingBox())?.height).toBe(40)
  await enterEmail(page, newEmail(), { openConnect: false })
  await expect(modal(page).getByTestId('code-form')).toBeVisible()
  for (let n = 1; n <= 6; n++) expect((await digit(page, n).boundingBox())?.height, `digit ${n}`).toBe(40)
  await expect(digit(page, 1)).toHaveAttribute('autocomplete', 'one-time-code')

  await digit(page, 1).evaluate((box) => {
    const data = new DataTransfer()
    data.setData('text/plain', '123 456')
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  })
  for (let n = 1; n <= 6; n++) await expect(digit(page, n)).toHaveValue(String(n))
  await expect(digit(page, 6)).toBeFocused()

  await digit(page, 2).click()
  await page.keyboard.type('9')
  await expect(digit(page, 2)).toHaveValue('9')
  await expect(digit(page, 3)).toBeFocused()
  await page.keyboard.press('Backspace')
  await expect(digit(page, 3)).toHaveValue('')
  await page.keyboard.press('Backspace')
  await expect(digit(page, 2)).toBeFocused()
  await expect(digit(page, 2)).toHaveValue('')
})

test('Email: after a disconnect the last email is selected on focus, so typing replaces it rather than adding to it', async ({
  page,
  lab,
}) => {
  test.setTimeout(90_000)
  await lab.open('config=email')
  const { email } = await logIn(page, lab)
  await page.getByTestId('account-button').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('state-eip155-address')).toHaveText('—')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const field = modal(page).getByTestId('email-input')
  await expect(field).toHaveValue(email)
  await field.click()
  await page.keyboard.type('other@example.com')
  await expect(field).toHaveValue('other@example.com')
})

test('Email: an invalid address is said once, beside the field, with no APKTW002 banner, and goes once fixed or the modal closes', async ({
  page,
  lab,
}) => {
  await lab.open('config=email')
  await enterEmail(page, 'not-an-email')
  await expect(modal(page).getByTestId('email-error')).toHaveText('Please enter a valid email address.')
  await expect(page.getByText('Invalid Email Address')).toHaveCount(0)
  await expect(modal(page).getByTestId('alert')).toHaveCount(0)
  await modal(page).getByTestId('email-input').fill('me@example.com')
  await expect(modal(page).getByTestId('email-error')).toHaveCount(0)

  await modal(page).getByTestId('email-input').fill('still-not-one')
  await modal(page).getByTestId('email-submit').click()
  await expect(modal(page).getByTestId('email-error')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page).getByTestId('email-input')).toBeVisible()
  await expect(modal(page).getByTestId('email-error')).toHaveCount(0)
  await expect(modal(page).getByTestId('alert')).toHaveCount(0)
})
