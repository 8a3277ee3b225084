import { decodeBase58 } from '@appkit/common'
import { SOLANA_TEST_ACCOUNTS, TEST_ACCOUNTS } from '@appkit/testing'
import type { Page } from '@playwright/test'
import { type Address, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import { verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { approval, logIn, newEmail, newestMail } from './email-login.js'
import { connectTestWallet, expect, type LabCloud, modal, pickNetwork, test, testWallet } from './fixtures.js'

// Sign-in with X after connecting (spec §4) in the lab's `siwx` configurations: the modal asks the
// wallet to sign the dapp's message; the cloud (as a dapp's server) hands out the nonce, verifies
// the signature on its own chains and keeps the session, the page keeps a token. `siwx-page`
// verifies in the page instead (EVM through the chain's node, Solana ed25519).

const ACCOUNT = TEST_ACCOUNTS[0]!.address
const SOLANA_ACCOUNT = SOLANA_TEST_ACCOUNTS[0].address
const SESSIONS_KEY = '@appkit/siwx_sessions'
const TOKENS_KEY = '@appkit/siwx-backend'

interface StoredSession {
  data: { chainId: string; accountAddress: string; nonce: string }
  message: string
  signature: string
}

const readKey = async <T>(page: Page, key: string): Promise<T[]> => {
  const raw = await page.evaluate((name) => localStorage.getItem(name), key)
  return raw ? (JSON.parse(raw) as T[]) : []
}

/** The sessions a `siwx-page` page keeps, as a script on the page (or a person in devtools) reads them. */
const storedSessions = (page: Page) => readKey<StoredSession>(page, SESSIONS_KEY)

/** The page's sign-in tokens, each as the cloud answers for it: the session, or why there is none. */
async function cloudSessions(page: Page, lab: LabCloud) {
  const tokens = await readKey<{ token: string }>(page, TOKENS_KEY)
  return Promise.all(
    tokens.map(async ({ token }) => {
      const answer = await fetch(`${lab.url}/siwx/v1/sessions/current?projectId=lab-project-id`, {
        headers: { authorization: `Bearer ${token}` },
      })
      const body = (await answer.json()) as { session?: StoredSession; message?: string; email?: string }
      return { token, status: answer.status, ...body }
    }),
  )
}

const signView = (page: Page) => modal(page).getByTestId('siwx-sign')

/** Signs in from the sign view, approved in the EVM test wallet. */
async function signInEvm(page: Page) {
  await expect(signView(page)).toBeVisible()
  await modal(page).getByTestId('siwx-sign-button').click()
  const wallet = testWallet(page)
  await wallet.waitForPending('personal_sign')
  await wallet.approve()
  await expect(modal(page)).toBeHidden()
}

test('sign in after connecting, verified by the cloud; a replayed nonce is refused; a network without a session asks again, one with a session does not; the session survives a reload and ends with the wallet', async ({
  page,
  lab,
}) => {
  await lab.open('config=siwx')
  await connectTestWallet(page)
  await signInEvm(page)
  await expect(page.getByTestId('state-signed-in')).toHaveText('true')

  // The cloud holds the session: what was signed is EIP-4361 for this page, by the account.
  const [held] = await cloudSessions(page, lab)
  expect(held?.status).toBe(200)
  const session = held!.session
  const fields = parseSiweMessage(session!.message)
  expect(fields).toMatchObject({ address: ACCOUNT, chainId: 31337, domain: new URL(page.url()).host })
  expect(fields.nonce).toBe(session!.data.nonce)
  expect(
    await verifyMessage({
      address: ACCOUNT,
      message: session!.message,
      signature: session!.signature as `0x${string}`,
    }),
  ).toBe(true)
  // The same signed message sent again: its nonce was used, the cloud refuses it.
  const replay = await fetch(`${lab.url}/siwx/v1/sessions?projectId=lab-project-id`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: session!.data, message: session!.message, signature: session!.signature }),
  })
  expect(replay.status).toBe(409)
  expect(await replay.json()).toEqual({ message: 'Nonce already used' })

  // Anvil B has no session: signing in there too.
  await pickNetwork(page, 'eip155', 'Anvil B')
  const wallet = testWallet(page)
  await wallet.waitForPending('wallet_addEthereumChain')
  await wallet.approve()
  await signInEvm(page)
  await expect(page.getByTestId('state-chain-id')).toHaveText('31338')
  await expect(page.getByTestId('state-signed-in')).toHaveText('true')

  // Back to Anvil: its session holds, nobody is asked anything.
  await pickNetwork(page, 'eip155', 'Anvil')
  await expect(page.getByTestId('state-chain-id')).toHaveText('31337')
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('state-signed-in')).toHaveText('true')
  expect(await wallet.pending()).toEqual([])

  await page.reload()
  await expect(page.getByTestId('state-status')).toHaveText('connected')
  await expect(page.getByTestId('state-signed-in')).toHaveText('true')
  await expect(modal(page)).toBeHidden()

  // Signing out with the wallet ends the sessions on the cloud too.
  const before = await cloudSessions(page, lab)
  expect(before.map(({ status }) => status)).toEqual([200, 200])
  await page.getByTestId('account-button').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('state-signed-in')).toHaveText('false')
  await expect.poll(() => cloudSessions(page, lab)).toEqual([])
  for (const { token } of before) {
    const answer = await fetch(`${lab.url}/siwx/v1/sessions/current?projectId=lab-project-id`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(await answer.json()).toEqual({ message: 'Not signed in' })
  }
})

test('a refused signature says "Error signing message" and keeps the sign view; cancel leaves the visitor connected', async ({
  page,
  lab,
}) => {
  await lab.open('config=siwx')
  const wallet = await connectTestWallet(page)
  await expect(signView(page)).toBeVisible()
  await modal(page).getByTestId('siwx-sign-button').click()
  await wallet.waitForPending('personal_sign')
  await wallet.reject()
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Error signing message')
  await expect(signView(page)).toBeVisible()

  await modal(page).getByTestId('siwx-cancel').click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('state-status')).toHaveText('connected')
  await expect(page.getByTestId('state-signed-in')).toHaveText('false')
})

test('with sign-in required the sign view cannot be closed, and cancel disconnects', async ({
  page,
  lab,
}) => {
  await lab.open('config=siwx-required')
  await connectTestWallet(page)
  await expect(signView(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(signView(page)).toBeVisible()
  await modal(page).getByTestId('siwx-cancel').click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
  expect(await cloudSessions(page, lab)).toEqual([])
})

test('a Solana wallet signs in with a message its ed25519 key signed, verified in the page', async ({
  page,
  lab,
}) => {
  await lab.open('config=siwx-page')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /Solana Test Wallet/ })
    .click()
  const wallet = testWallet(page, 'org.appkit.solanatestwallet')
  await wallet.waitForPending('standard:connect')
  await wallet.approve()
  await expect(signView(page)).toBeVisible()
  await modal(page).getByTestId('siwx-sign-button').click()
  await wallet.waitForPending('solana:signMessage')
  await wallet.approve()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('state-signed-in')).toHaveText('true')

  const [session] = await storedSessions(page)
  expect(session!.message).toContain('wants you to sign in with your Solana account:')
  expect(session!.data.accountAddress).toBe(SOLANA_ACCOUNT)
  const key = await getPublicKeyFromAddress(SOLANA_ACCOUNT as Address)
  const signature = decodeBase58(session!.signature) as SignatureBytes
  expect(await verifySignature(key, signature, new TextEncoder().encode(session!.message))).toBe(true)
})

test('an email login signs in as it logs in: the secure site signs the dapp’s own message, no second step', async ({
  page,
  lab,
}) => {
  await lab.open('config=siwx')
  const { address } = await logIn(page, lab)
  await expect(page.getByTestId('state-signed-in')).toHaveText('true')
  await expect(modal(page)).toBeHidden()
  await expect(approval(page)).toBeHidden()
  const [held] = await cloudSessions(page, lab)
  const session = held!.session
  expect(parseSiweMessage(session!.message)).toMatchObject({ address, domain: new URL(page.url()).host })
  expect(
    await verifyMessage({
      address,
      message: session!.message,
      signature: session!.signature as `0x${string}`,
    }),
  ).toBe(true)
})

test('with email capture the visitor proves an email before signing in, and the cloud keeps it with the session', async ({
  page,
  lab,
}) => {
  await lab.open('config=siwx-capture')
  await connectTestWallet(page)
  const capture = modal(page).getByTestId('data-capture')
  await expect(capture).toBeVisible()
  await capture.getByTestId('email-input').fill('not-an-email')
  await capture.getByTestId('email-submit').click()
  await expect(capture.getByTestId('email-error')).toHaveText('Please enter a valid email address.')

  const email = newEmail()
  await capture.getByTestId('email-input').fill(email)
  await capture.getByTestId('email-submit').click()
  await expect(capture.getByTestId('code-form')).toContainText(email)
  await capture.getByTestId('code-input').fill('000000')
  await capture.getByTestId('code-submit').click()
  await expect(capture.getByTestId('code-error')).toHaveText('Invalid code')
  const code = await newestMail(
    lab,
    email,
    1,
    (mail) => /^(\d{6}) is your sign-in code/.exec(mail.subject)?.[1],
  )
  await capture.getByTestId('code-input').fill(code)
  await capture.getByTestId('code-submit').click()

  await signInEvm(page)
  await expect(page.getByTestId('state-signed-in')).toHaveText('true')
  const [held] = await cloudSessions(page, lab)
  expect(held).toMatchObject({ status: 200, email })
})
