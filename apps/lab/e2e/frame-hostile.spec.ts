import type { Frame, Page } from '@playwright/test'
import { approval, inbox, logIn, newEmail } from './email-login.js'
import { expect, test } from './fixtures.js'

// The secure frame's channel attacked in a real browser, across real origins: the dapp page, a
// foreign page framed beside the wallet (opaque origin), a same-origin frame that is not the
// wallet's parent, and a secure-site page that is not the wallet's frame. The unit fuzz of
// @appkit/frame covers the shapes exhaustively; this proves the browser's origins and windows.

const TAG = 'appkit-frame/1'
type Sender = 'dapp' | 'foreign' | 'sibling'

/** A fresh UUID: every message id has one, so a forged id looks like any other. */
const uuid = () => crypto.randomUUID()

/** Requests that would change the wallet's state, had the wallet's own parent sent them. */
function stateChanging(victim: string, address: string) {
  const message = `0x${Buffer.from('forged').toString('hex')}`
  return [
    { type: 'SIGN_OUT' },
    { type: 'CONNECT_EMAIL', payload: { email: victim } },
    { type: 'UPDATE_EMAIL', payload: { email: victim } },
    { type: 'RPC_REQUEST', payload: { method: 'personal_sign', params: [message, address] } },
    { type: 'SYNC_THEME', payload: { themeMode: 'dark', themeVariables: {} } },
  ].map((request) => ({ tag: TAG, id: uuid(), ...request }))
}

/** From the right window and origin, but not a message the wallet may act on. */
function malformed(index: number, seenId: string) {
  const kinds = [
    { tag: TAG, id: uuid(), type: 'SIGN_OUT_NOW' },
    { tag: TAG, id: 'not-a-uuid', type: 'SIGN_OUT' },
    { tag: TAG, id: uuid(), type: 'CONNECT_EMAIL', payload: { email: 42 } },
    { tag: TAG, id: uuid(), type: 'CONNECT_EMAIL' },
    { tag: TAG, id: uuid(), type: 'RPC_REQUEST', payload: { method: '' } },
    { tag: 'appkit-frame/0', id: uuid(), type: 'SIGN_OUT' },
    // Just over the 64 KiB a message may have: valid in shape, refused for its size.
    { tag: TAG, id: uuid(), type: 'CONNECT_EMAIL', payload: { email: `${'x'.repeat(65_536)}@lab.test` } },
    // An id the wallet already answered: a replay, whatever it asks now.
    { tag: TAG, id: seenId, type: 'SIGN_OUT' },
    { tag: TAG, id: uuid(), type: 'SYNC_THEME', payload: { themeMode: 'sepia', themeVariables: {} } },
  ]
  return kinds[index % kinds.length]!
}

/** The frames a test posts from, beside the wallet's own in the lab page. */
async function addSenders(page: Page): Promise<Record<Exclude<Sender, 'dapp'>, Frame>> {
  await page.evaluate(() => {
    for (const [name, attribute, value] of [
      ['foreign', 'src', 'data:text/html,<p>another site</p>'],
      ['sibling', 'srcdoc', '<p>the dapp, but not the wallet’s parent</p>'],
    ] as const) {
      const frame = document.createElement('iframe')
      frame.name = name
      frame.setAttribute(attribute, value)
      document.body.append(frame)
    }
  })
  const frame = async (name: string) => {
    await expect.poll(() => page.frame({ name })?.url()).toBeTruthy()
    return page.frame({ name })!
  }
  return { foreign: await frame('foreign'), sibling: await frame('sibling') }
}

/** Posts `messages` to the wallet's frame from `from` (the dapp page or a sender frame). */
async function postToWallet(page: Page, from: Page | Frame, messages: object[], origin: string) {
  const index = await page.evaluate(() => {
    const wallet = (document.getElementById('w3m-iframe') as HTMLIFrameElement).contentWindow
    return Array.from({ length: window.frames.length }, (_, i) => window.frames[i]).indexOf(wallet!)
  })
  await from.evaluate(
    ({ index, messages, origin }) => {
      const target = window.top!.frames[index]!
      for (const message of messages) target.postMessage(message, origin)
    },
    { index, messages, origin },
  )
}

test('10,000 hostile messages to the secure frame and the dapp change nothing', async ({ page, lab }) => {
  test.setTimeout(90_000)
  await lab.open('config=email')
  const { address } = await logIn(page, lab)
  const secureOrigin = new URL((await page.locator('#w3m-iframe').getAttribute('src'))!).origin
  const senders = await addSenders(page)
  const victim = newEmail()

  // Whatever the wallet answers reaches the dapp page: count answers to our own ids.
  await page.evaluate(() => {
    const answered: string[] = []
    Object.assign(window, { answered })
    window.addEventListener('message', (event) => {
      if (event.data?.tag === 'appkit-frame/1' && typeof event.data.id === 'string')
        answered.push(event.data.id)
    })
  })
  const answeredIds = () => page.evaluate(() => (window as unknown as { answered: string[] }).answered)

  // A control: the same channel answers a well-formed request from the wallet's parent.
  const control = { tag: TAG, id: uuid(), type: 'GET_CHAIN_ID' }
  await postToWallet(page, page, [control], secureOrigin)
  await expect.poll(answeredIds).toContain(control.id)

  const forged: string[] = []
  let sent = 1
  for (const sender of ['foreign', 'sibling'] as const) {
    for (let batch = 0; batch < 8; batch++) {
      const messages = Array.from({ length: 60 }, () => stateChanging(victim, address)).flat()
      forged.push(...messages.map((message) => message.id))
      await postToWallet(page, senders[sender], messages, secureOrigin)
      sent += messages.length
    }
    // A foreign window may also aim at any origin: '*' reaches the wallet all the same.
    await postToWallet(page, senders[sender], stateChanging(victim, address), '*')
    sent += 5
  }
  const fromDapp = Array.from({ length: 4_000 }, (_, i) => malformed(i, control.id))
  for (let i = 0; i < fromDapp.length; i += 500) {
    await postToWallet(page, page, fromDapp.slice(i, i + 500), secureOrigin)
  }
  sent += fromDapp.length
  forged.push(...fromDapp.map((message) => message.id).filter((id) => id !== control.id))

  // The wallet still answers its parent, and the barrage came before: nothing forged was answered.
  const after = { tag: TAG, id: uuid(), type: 'IS_CONNECTED' }
  await postToWallet(page, page, [after], secureOrigin)
  await expect.poll(answeredIds).toContain(after.id)
  const answered = new Set(await answeredIds())
  expect(forged.filter((id) => answered.has(id))).toEqual([])

  // No screen came up over the dapp, no mail went out, the theme is the dapp's, the login holds.
  await expect(page.locator('#w3m-iframe')).toBeHidden()
  expect(await inbox(lab, victim)).toEqual([])
  await page.reload()
  await expect(page.getByTestId('state-eip155-address')).toHaveText(address)

  // The dapp side, while a real request waits for approval: forged answers to its very id, and
  // forged hide events, from every window that is not the wallet's frame.
  const wallet = page.frames().find((frame) => frame.url().startsWith(secureOrigin))!
  await wallet.evaluate(() => {
    const ids: string[] = []
    Object.assign(window, { rpcIds: ids })
    window.addEventListener('message', (event) => {
      if (event.data?.type === 'RPC_REQUEST') ids.push(event.data.id)
    })
  })
  const again = await addSenders(page)
  const popupPromise = page.waitForEvent('popup')
  await page.evaluate((url) => window.open(url, 'secure-site-elsewhere'), `${secureOrigin}/`)
  const popup = await popupPromise
  await popup.waitForLoadState()
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(approval(page)).toBeVisible()
  const [pendingId] = await wallet.evaluate(() => (window as unknown as { rpcIds: string[] }).rpcIds)
  expect(pendingId).toBeTruthy()
  for (const from of [again.foreign, again.sibling, popup]) {
    const messages = Array.from({ length: 400 }, (_, i) =>
      i % 2
        ? { tag: TAG, id: pendingId, type: 'RPC_REQUEST_SUCCESS', payload: '0xforged' }
        : { tag: TAG, id: uuid(), type: 'FRAME_HIDE' },
    )
    await from.evaluate(
      ({ messages }) => {
        const dapp = (window.opener ?? window.parent) as Window
        for (const message of messages) dapp.postMessage(message, '*')
      },
      { messages },
    )
    sent += messages.length
  }
  expect(sent).toBeGreaterThanOrEqual(10_000)
  await expect(approval(page)).toBeVisible()
  await expect(page.locator('#w3m-iframe')).toBeVisible()
  await expect(page.getByTestId('signature')).toHaveCount(0)
  await approval(page).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('sign-error')).toHaveText('User rejected the request.')
})
