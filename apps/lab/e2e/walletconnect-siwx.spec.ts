import type { Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { expect, type LabCloud, modal, test } from './fixtures.js'
import { openWalletPage, pasteUri, WALLET } from './walletconnect-wallet.js'

// One-step sign-in over WalletConnect (spec §5: only when every configured chain is eip155): the
// pairing itself asks the wallet to sign in, one approval connects and signs in, and the cloud
// (the lab's sign-in server) verifies and keeps the session.

test.beforeEach(async ({ context, lab }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://127.0.0.1:4173' })
  await lab.open('config=siwx-evm')
})

/** The sessions the cloud holds for the page's sign-in tokens. */
async function cloudSessions(page: Page, lab: LabCloud) {
  const raw = await page.evaluate(() => localStorage.getItem('@appkit/siwx-backend'))
  const tokens = raw ? (JSON.parse(raw) as { token: string }[]) : []
  return Promise.all(
    tokens.map(async ({ token }) => {
      const answer = await fetch(`${lab.url}/siwx/v1/sessions/current?projectId=lab-project-id`, {
        headers: { authorization: `Bearer ${token}` },
      })
      return (await answer.json()) as { session?: { message: string; signature: string } }
    }),
  )
}

const signInRequest = (wallet: Page) => wallet.getByRole('region', { name: 'Sign-in request' })

test('pairing signs in at once: one approval in the wallet, no second signature, kept across a reload', async ({
  context,
  page,
  offMachineRequests,
  lab,
}) => {
  const wallet = await openWalletPage(context, offMachineRequests, lab)
  await pasteUri(page, wallet)
  const request = signInRequest(wallet)
  await expect(request.getByTestId('sign-in-domain')).toHaveText('127.0.0.1:4173')
  await expect(request.getByTestId('sign-in-chains')).toContainText('eip155:31337')
  await request.getByRole('button', { name: 'Approve' }).click()

  await expect(page.getByTestId('state-address')).toHaveText(WALLET.address, { ignoreCase: true })
  await expect(page.getByTestId('state-signed-in')).toHaveText('true')
  await expect(modal(page)).toBeHidden()
  // The wallet was asked nothing more: no sign view, no second request.
  await expect(wallet.getByRole('region', { name: 'Request' })).toHaveCount(0)

  const [held] = await cloudSessions(page, lab)
  const { message, signature } = held!.session!
  expect(parseSiweMessage(message)).toMatchObject({ address: WALLET.address, chainId: 31337 })
  expect(
    await verifyMessage({ address: WALLET.address, message, signature: signature as `0x${string}` }),
  ).toBe(true)

  await page.reload()
  await expect(page.getByTestId('state-status')).toHaveText('connected')
  await expect(page.getByTestId('state-signed-in')).toHaveText('true')
  await expect(modal(page)).toBeHidden()
})

test('a sign-in refused in the wallet is a refused connection', async ({
  context,
  page,
  offMachineRequests,
  lab,
}) => {
  const wallet = await openWalletPage(context, offMachineRequests, lab)
  await pasteUri(page, wallet)
  await signInRequest(wallet).getByRole('button', { name: 'Reject' }).click()
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Connection rejected')
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
  expect(await cloudSessions(page, lab)).toEqual([])
})
