import { TEST_ACCOUNTS } from '@appkit/testing'
import type { Page } from '@playwright/test'
import { etherOf } from './chain.js'
import { connectTestWallet, expect, modal, test, testWallet } from './fixtures.js'

// The Send form as a person meets it: what it accepts, what it says, and that it holds still.

const BOB = TEST_ACCOUNTS[1]!.address

async function openSend(page: Page) {
  await connectTestWallet(page)
  await page.getByTestId('account-button').click()
  await modal(page).getByTestId('wallet-feature-send').click()
  await expect(modal(page).getByTestId('send-view')).toBeVisible()
}

/** The dialog's height, as the page lays it out. */
const dialogHeight = (page: Page) => modal(page).evaluate((dialog) => dialog.getBoundingClientRect().height)

/** The height once the view has settled: the move from Account animates, images load. */
async function settledHeight(page: Page) {
  let last = -1
  await expect
    .poll(
      async () => {
        const now = await dialogHeight(page)
        const same = now === last
        last = now
        return same
      },
      { intervals: [400] },
    )
    .toBe(true)
  return last
}

test("Send: a name shown as the receiver elsewhere ('bob.lab.id') is taken when typed, and the send goes to its address", async ({
  page,
  lab,
}) => {
  await lab.open()
  await openSend(page)
  const before = await etherOf(lab.rpcA, BOB)
  await modal(page).getByTestId('send-amount').fill('0.5')
  await modal(page).getByTestId('send-receiver').fill('bob.lab.id')
  await expect(modal(page).getByTestId('send-receiver-resolved')).toHaveText(/^Sends to 0x7099/)
  await expect(modal(page).getByTestId('send-error')).toHaveCount(0)
  await expect(modal(page).getByTestId('send-fee')).toContainText(/Network fee ≈ \d/)
  await modal(page).getByTestId('send-submit').click()
  const wallet = testWallet(page)
  await wallet.waitForPending('eth_sendTransaction')
  await wallet.approve()
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Transaction sent')
  expect(await etherOf(lab.rpcA, BOB)).toBe(before + 500_000_000_000_000_000n)
})

test('Send: an error shows once, where the form is, says why Send is disabled as the visitor types, and the modal does not jump', async ({
  page,
  lab,
}) => {
  await lab.open()
  await openSend(page)
  const status = modal(page).getByTestId('send-error')
  const submit = modal(page).getByTestId('send-submit')
  await expect(status).toHaveText('An amount and receiver address are required')
  await expect(submit).toHaveAttribute('aria-disabled', 'true')
  const height = await settledHeight(page)

  await modal(page).getByTestId('send-amount').fill('1')
  await modal(page).getByTestId('send-receiver').fill('0x1234')
  await expect(status).toHaveText('Invalid address')
  await expect(submit).toHaveAttribute('aria-disabled', 'true')
  expect(await dialogHeight(page)).toBe(height)
  // Said once: no toast repeats it.
  await expect(page.getByText('Invalid address')).toHaveCount(1)
  await expect(page.getByTestId('snackbar')).toHaveCount(0)

  await modal(page).getByTestId('send-amount').fill('1000000')
  await modal(page).getByTestId('send-receiver').fill(BOB)
  await expect(status).toHaveText('Insufficient balance')
  expect(await dialogHeight(page)).toBe(height)

  await modal(page).getByTestId('send-amount').fill('0.1')
  await expect(status).toHaveCount(0)
  await expect(submit).toHaveAttribute('aria-disabled', 'false')
  await expect(modal(page).getByTestId('send-fee')).toContainText(/Network fee ≈ \d/)
  expect(await dialogHeight(page)).toBe(height)
})

test('Inputs: the receiver address is as tall as Amount and Email, 40 px', async ({ page, lab }) => {
  await lab.open()
  await openSend(page)
  for (const id of ['send-amount', 'send-receiver']) {
    const box = await modal(page).getByTestId(id).boundingBox()
    expect(box?.height, id).toBe(40)
  }
})

test('Smaller: scrolling over the modal leaves the page behind it where it was, and the page scrolls again once closed', async ({
  page,
  lab,
}) => {
  await lab.open()
  // A page taller than the window, scrolled a little, as a dapp's page may be.
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px'
    window.scrollTo(0, 100)
  })
  expect(await page.evaluate(() => window.scrollY)).toBe(100)
  const width = await page.evaluate(() => document.documentElement.clientWidth)
  // Clicked where it is: a pointer click would first scroll the button into view.
  await page.getByRole('button', { name: 'Connect Wallet' }).evaluate((button: HTMLElement) => button.click())
  await expect(modal(page)).toBeVisible()
  // Hiding the scrollbar keeps its room: nothing behind moves sideways.
  expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(width)
  const { x, y, height } = (await modal(page).boundingBox())!
  await page.mouse.move(x - 20 > 0 ? x - 20 : 5, y + height / 2)
  await page.mouse.wheel(0, 600)
  await page.mouse.move(x + 40, y + height / 2)
  await page.mouse.wheel(0, 600)
  await page.waitForTimeout(200)
  expect(await page.evaluate(() => window.scrollY)).toBe(100)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await page.mouse.wheel(0, 300)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
})
