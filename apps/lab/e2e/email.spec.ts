import { decodeBase58 } from '@appkit/common'
import { SOLANA_LAB_CHAIN_ID, SOLANA_TEST_ACCOUNTS, TEST_ACCOUNTS } from '@appkit/testing'
import {
  type Address,
  createSolanaRpc,
  getPublicKeyFromAddress,
  type Lamports,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { createWalletClient, http, parseEther, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { etherOf } from './chain.js'
import { approval, codeFor, enterEmail, inbox, logIn, newEmail, newestMail } from './email-login.js'
import { expect, modal, pickNetwork, test } from './fixtures.js'
import { enterRecoveryCode } from './recovery.js'

// Email login end to end: the lab (127.0.0.1:4173), the secure site on its own origin in the
// hidden frame, the cloud's auth service, and the code read from the cloud's own inbox.

const MESSAGE = 'Hello from the AppKit lab'

test('an email and the code from the inbox log in; signing waits for approval on the secure site; a reload stays in; sign out', async ({
  page,
  lab,
}) => {
  test.setTimeout(90_000)
  await lab.open('config=email')
  const { address } = await logIn(page, lab)
  // One login, an account in each namespace.
  await expect(page.getByTestId('state-solana-address')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(approval(page)).toContainText(MESSAGE)
  await approval(page).getByRole('button', { name: 'Approve' }).click()
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
  expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true)

  await page.getByRole('button', { name: 'Sign message' }).click()
  await approval(page).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('sign-error')).toHaveText('User rejected the request.')

  await page.reload()
  await expect(page.getByTestId('state-eip155-address')).toHaveText(address)

  await page.getByTestId('account-button').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('state-eip155-address')).toHaveText('—')
  await expect(page.getByTestId('state-solana-address')).toHaveText('—')
})

test('a send from the embedded wallet is approved on the secure site and moves the balance on anvil', async ({
  page,
  lab,
}) => {
  test.setTimeout(90_000)
  await lab.open('config=email')
  const { address } = await logIn(page, lab)
  // A new wallet holds nothing: a dev account funds it, as a friend would.
  const funder = createWalletClient({
    account: privateKeyToAccount(TEST_ACCOUNTS[0]!.privateKey),
    transport: http(lab.rpcA),
  })
  await funder.sendTransaction({ to: address, value: parseEther('1'), chain: null })
  const receiver = TEST_ACCOUNTS[4]!.address as `0x${string}`
  const before = await etherOf(lab.rpcA, receiver)

  await page.getByTestId('account-button').click()
  await expect(modal(page).locator('[data-testid="token-row"][data-symbol="ETH"]')).toContainText('1 ETH')
  await modal(page).getByTestId('wallet-feature-send').click()
  await modal(page).getByTestId('send-amount').fill('0.25')
  await modal(page).getByTestId('send-receiver').fill(receiver)
  await expect(modal(page).getByTestId('send-fee')).toContainText(/Network fee/)
  await modal(page).getByTestId('send-submit').click()
  await expect(approval(page)).toBeVisible()
  await approval(page).getByRole('button', { name: 'Approve' }).click()
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Transaction sent')
  expect(await etherOf(lab.rpcA, receiver)).toBe(before + parseEther('0.25'))
})

test('a wrong code says why and the right one still logs in; another code within 30 s waits', async ({
  page,
  lab,
}) => {
  test.setTimeout(90_000)
  await lab.open('config=email')
  const email = newEmail()
  await enterEmail(page, 'not-an-email')
  await expect(modal(page).getByTestId('email-error')).toHaveText('Please enter a valid email address.')
  await enterEmail(page, email, { openConnect: false })
  const code = await codeFor(lab, email)
  await modal(page)
    .getByTestId('code-input')
    .fill(code === '000000' ? '111111' : '000000')
  await modal(page).getByTestId('code-submit').click()
  await expect(modal(page).getByTestId('code-error')).toBeVisible()
  await modal(page).getByTestId('code-resend').click()
  await expect(modal(page).getByTestId('code-resend-status')).toHaveText(
    /^Please try again after \d+ seconds$/,
  )
  await modal(page).getByTestId('code-input').fill(code)
  await modal(page).getByTestId('code-submit').click()
  await expect(page.getByTestId('state-eip155-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
})

test('a second browser logs in to the same wallet after approving the device from the mail', async ({
  page,
  browser,
  lab,
}) => {
  test.setTimeout(90_000)
  await lab.open('config=email')
  const { email, address } = await logIn(page, lab)

  // Another browser: another device. The mail's link approves it, then a code follows.
  const other = await browser.newContext()
  const second = await other.newPage()
  await second.goto(page.url())
  await enterEmail(second, email)
  await expect(modal(second).getByTestId('email-device')).toBeVisible()
  const link = await newestMail(lab, email, 2, (mail) => /(http\S+device\/approve\S+)/.exec(mail.text)?.[1])
  // As a person does: the link opens a page that asks, and its button approves.
  const mailPage = await other.newPage()
  await mailPage.goto(link)
  // It names the device that asks (this browser, its address, the lab) before its button.
  await expect(mailPage.locator('.request')).toHaveText(
    /^Chrome on Linux, from the address 127\.0\.0\.1, logging in on http:\/\/127\.0\.0\.1:4173, at \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
  )
  await mailPage.getByRole('button', { name: 'Approve this device' }).click()
  await expect(mailPage.getByRole('heading')).toHaveText('Device approved')
  await expect(modal(second).getByTestId('code-form')).toBeVisible({ timeout: 20_000 })
  await modal(second)
    .getByTestId('code-input')
    .fill(await codeFor(lab, email, 3))
  await modal(second).getByTestId('code-submit').click()
  // No share on this device: the secure site's own server mails a recovery code, asked in its frame.
  await enterRecoveryCode(second, lab, email)
  await expect(second.getByTestId('state-eip155-address')).toHaveText(address)
  await other.close()
})

test('the email changes with a code to the current address, then one to the new', async ({ page, lab }) => {
  test.setTimeout(90_000)
  await lab.open('config=email')
  const { email } = await logIn(page, lab)
  const next = newEmail()
  await page.getByTestId('account-button').click()
  await expect(modal(page).getByTestId('account-email')).toContainText(email)
  await modal(page).getByTestId('account-email').click()
  await modal(page).getByTestId('update-email-input').fill(next)
  await modal(page).getByTestId('update-email-submit').click()
  await expect(modal(page).getByTestId('code-form')).toContainText(email)
  await modal(page)
    .getByTestId('code-input')
    .fill(await codeFor(lab, email, 2))
  await modal(page).getByTestId('code-submit').click()
  await expect(modal(page).getByTestId('code-form')).toContainText(next)
  await modal(page)
    .getByTestId('code-input')
    .fill(await codeFor(lab, next))
  await modal(page).getByTestId('code-submit').click()
  await expect(modal(page).getByTestId('account-email')).toContainText(next)
})

test('the dapp’s own script reaches no key: the frame is another origin and the page keeps none', async ({
  page,
  lab,
}) => {
  test.setTimeout(60_000)
  await lab.open('config=email')
  await logIn(page, lab)
  const seen = await page.evaluate(() => {
    const frame = document.getElementById('w3m-iframe') as HTMLIFrameElement
    let frameStorage: string
    try {
      frameStorage = String(frame.contentWindow!.localStorage.length)
    } catch (error) {
      frameStorage = (error as Error).name
    }
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    )
    return { frameStorage, stored, cookie: document.cookie }
  })
  // The browser refuses the dapp any look into the secure site's storage.
  expect(seen.frameStorage).toBe('SecurityError')
  expect(seen.cookie).toBe('')
  // What the dapp keeps is the SDK's own state (the login remembered), never 32 bytes of secret.
  expect(seen.stored.join('\n')).toContain('@appkit/connections={"eip155":["auth"]')
  for (const entry of seen.stored) expect(entry, entry).not.toMatch(/(0x)?[0-9a-f]{64}(?![0-9a-f])/i)
})

test('a page on an origin the cloud does not allow cannot embed the secure site', async ({ page, lab }) => {
  // The WalletConnect test wallet's origin is no dapp of the project: the secure site refuses it.
  await page.goto('http://127.0.0.1:4175/')
  const secureSite = `${lab.secureSite}?projectId=lab-project-id`
  const answer = await fetch(secureSite)
  expect(answer.headers.get('content-security-policy')).toContain('frame-ancestors')
  expect(answer.headers.get('content-security-policy')).not.toContain('127.0.0.1:4175')
  const blocked = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()))
  await page.evaluate((src) => {
    const frame = document.createElement('iframe')
    frame.src = src
    document.body.append(frame)
  }, secureSite)
  await blocked
})

test('a secure site that does not answer: the email login says so after the load wait, and loses nothing', async ({
  page,
  lab,
}) => {
  test.setTimeout(60_000)
  // Nothing listens on port 9: the frame never says it is ready (spec §9's 20 s load wait).
  await lab.open('config=email&secureSite=http://127.0.0.1:9/')
  const email = newEmail()
  await enterEmail(page, email)
  await expect(modal(page).getByTestId('email-error')).toHaveText('iframe_load_failed', { timeout: 30_000 })
  await expect(modal(page).getByTestId('email-input')).toHaveValue(email)
  await expect(modal(page).getByTestId('email-submit')).toHaveText('Continue')
  expect(await inbox(lab, email)).toEqual([])
})

test("a page off the project's allowed origins hears APKT002 at once, and no mail goes out", async ({
  page,
  lab,
}) => {
  // lab-refused lists only https://elsewhere.invalid: the secure site would never answer the lab.
  await lab.open('config=email&projectId=lab-refused')
  const email = newEmail()
  await enterEmail(page, email)
  // Well inside the secure frame's 20 s load wait: the app side asked the same list itself.
  await expect(modal(page).getByTestId('alert')).toContainText('Invalid App Configuration', {
    timeout: 5_000,
  })
  await expect(modal(page).getByTestId('email-error')).toHaveText('Unauthorized: origin not allowed')
  await expect(modal(page).getByTestId('email-input')).toHaveValue(email)
  expect(await inbox(lab, email)).toEqual([])
})

test('the allowed-origins service failing raises APKT009; the next try logs in', async ({ page, lab }) => {
  await lab.open('config=email')
  // Every asker fails: the page, and the secure site's server and page, which ask the same list.
  await fetch(`${lab.url}/test/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/projects/v1/origins', fault: '503', count: 3 }),
  })
  const email = newEmail()
  await enterEmail(page, email)
  await expect(modal(page).getByTestId('alert')).toContainText('Server Error', { timeout: 5_000 })
  await expect(modal(page).getByTestId('email-error')).toHaveText('HTTP status code: 503')
  expect(await inbox(lab, email)).toEqual([])
  await fetch(`${lab.url}/test/faults`, { method: 'DELETE' })
  // From the same modal: a fresh secure frame loads, since the first one never became ready.
  await logIn(page, lab, email, { openConnect: false })
})

test('the embedded wallet signs on Solana too, after approval on the secure site', async ({ page, lab }) => {
  test.setTimeout(60_000)
  await lab.open('config=email')
  await logIn(page, lab)
  const solanaAddress = (await page.getByTestId('state-solana-address').textContent()) as Address
  // Logged in on both namespaces at once: Solana is a switch away, with no wallet to pick.
  await pickNetwork(page, 'solana', /Lab SVM/)
  await expect(page.getByTestId('state-caip-network-id')).toHaveText(SOLANA_LAB_CHAIN_ID)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(approval(page)).toContainText(MESSAGE)
  await approval(page).getByRole('button', { name: 'Approve' }).click()
  const signature = decodeBase58((await page.getByTestId('signature').textContent()) ?? '')
  const key = await getPublicKeyFromAddress(solanaAddress)
  expect(await verifySignature(key, signature as SignatureBytes, new TextEncoder().encode(MESSAGE))).toBe(
    true,
  )
})

test('a SOL send from the embedded wallet is approved on the secure site and lands on the SVM', async ({
  page,
  lab,
}) => {
  test.setTimeout(60_000)
  await lab.open('config=email')
  await logIn(page, lab)
  const owner = (await page.getByTestId('state-solana-address').textContent()) as Address
  const rpc = createSolanaRpc(lab.solanaRpc)
  // The new Solana account holds nothing: the local chain's faucet funds it.
  await rpc.requestAirdrop(owner, 2_000_000_000n as Lamports).send()
  await expect.poll(async () => (await rpc.getBalance(owner).send()).value).toBe(2_000_000_000n)
  const receiver = SOLANA_TEST_ACCOUNTS[1].address as Address
  const before = (await rpc.getBalance(receiver).send()).value

  await pickNetwork(page, 'solana', /Lab SVM/)
  await page.getByTestId('account-button').click()
  await expect(modal(page).locator('[data-testid="token-row"][data-symbol="SOL"]')).toContainText('2 SOL')
  await modal(page).getByTestId('wallet-feature-send').click()
  await modal(page).getByTestId('send-amount').fill('0.5')
  await modal(page).getByTestId('send-receiver').fill(receiver)
  await expect(modal(page).getByTestId('send-fee')).toContainText(/Network fee ≈ \S+ SOL/)
  await modal(page).getByTestId('send-submit').click()
  await approval(page).getByRole('button', { name: 'Approve' }).click()
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Transaction sent')
  expect((await rpc.getBalance(receiver).send()).value).toBe(before + 500_000_000n)
})
