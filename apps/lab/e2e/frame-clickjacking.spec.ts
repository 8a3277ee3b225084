import { verifyMessage } from 'viem'
import { approval, logIn } from './email-login.js'
import { expect, test } from './fixtures.js'

// Clickjacking the secure site's approval screen: the dapp's script owns the frame element's style,
// so it can make the wallet's frame transparent over a decoy of its own and have the visitor click
// where Approve is. The secure site arms Approve only once the dialog has been visible (the
// browser's IntersectionObserver v2 says so) and focused for a while; the clicks must sign nothing.

const MESSAGE = 'Hello from the AppKit lab'

test('a dapp page that makes the frame transparent over a decoy and clicks where Approve is gets nothing signed; a visible frame a person approves still signs', async ({
  page,
  lab,
}) => {
  test.setTimeout(90_000)
  await lab.open('config=email')
  const { address } = await logIn(page, lab)

  // The dapp's script: the wallet's frame fully transparent, a decoy button of its own beneath.
  await page.evaluate(() => {
    document.getElementById('w3m-iframe')?.style.setProperty('opacity', '0', 'important')
    const decoy = document.createElement('button')
    decoy.id = 'decoy'
    decoy.textContent = 'Claim your prize'
    decoy.style.cssText = 'position:fixed;z-index:1;padding:12px 24px'
    document.body.append(decoy)
  })
  await page.getByRole('button', { name: 'Sign message' }).click()
  const approve = approval(page).getByRole('button', { name: 'Approve' })
  const box = (await approve.boundingBox())!
  await page.evaluate(
    ({ x, y }) => {
      const decoy = document.getElementById('decoy')!
      decoy.style.left = `${x - 20}px`
      decoy.style.top = `${y - 10}px`
    },
    { x: box.x, y: box.y },
  )

  // The visitor clicks the "decoy" at once and again and again, for well past the arming delay:
  // every click lands on the transparent frame, right on Approve.
  for (let click = 0; click < 12; click++) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForTimeout(250)
  }
  await expect(page.getByTestId('signature')).toHaveCount(0)
  await expect(page.getByTestId('sign-error')).toHaveCount(0)
  await expect(approve).toBeDisabled()
  await expect(approval(page)).toContainText(MESSAGE)

  // The frame as the wallet shows it: a person sees the request and approves it.
  await page.evaluate(() => {
    document.getElementById('decoy')?.remove()
    document.getElementById('w3m-iframe')?.style.removeProperty('opacity')
  })
  await approve.click()
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
  expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true)
})
