import { type Hex, toHex, verifyMessage } from 'viem'
import { DAPP_NAME, DAPP_URL } from './dapp.js'
import { ADDRESS, expect, test } from './fixtures.js'
import { pairAndApprove, proposalCard, requestCard } from './pair.js'

test('pairs with a dapp, signs, rejects and disconnects', async ({ openWallet, dapp, pageUrls, cloud }) => {
  const page = await openWallet()
  await expect(page.getByTestId('wallet-address')).toHaveText(ADDRESS)
  await expect(page.getByTestId('no-sessions')).toBeVisible()
  // WalletConnect opens the relay socket only once it has a topic to listen to.
  await expect(page.getByTestId('relay-status')).toHaveAttribute('data-state', 'idle')

  // The proposal shows who asks and for what.
  const { uri, approved } = await dapp.connect()
  await page.getByLabel('Pairing URI').fill(uri)
  await page.getByRole('button', { name: 'Pair' }).click()
  const proposal = proposalCard(page)
  await expect(proposal.getByTestId('proposal-dapp-name')).toHaveText(DAPP_NAME)
  await expect(proposal.getByTestId('proposal-dapp-url')).toHaveText(DAPP_URL)
  await expect(proposal.getByTestId('proposal-chains')).toHaveText('eip155:31337')
  await expect(proposal.getByTestId('proposal-methods')).toContainText('personal_sign')
  await expect(page.getByLabel('Pairing URI')).toHaveValue('')
  await expect(page.getByTestId('relay-status')).toHaveText('Relay: connected')

  await proposal.getByRole('button', { name: 'Approve' }).click()
  const session = await approved
  expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${ADDRESS}`])
  const listed = page.getByTestId('session')
  await expect(listed.getByTestId('session-topic')).toHaveText(session.topic)
  await expect(listed.getByTestId('session-name')).toHaveText(DAPP_NAME)
  await expect(listed.getByTestId('session-accounts')).toHaveText(`eip155:31337:${ADDRESS}`)

  // personal_sign: the wallet shows the text, and the signature verifies.
  const message = toHex('Hello from the e2e dapp')
  const signed = dapp.request<Hex>(session, 'eip155:31337', 'personal_sign', [message, ADDRESS])
  const request = requestCard(page)
  await expect(request.getByTestId('request-method')).toHaveText('personal_sign')
  await expect(request.getByTestId('summary-message')).toHaveText('Hello from the e2e dapp')
  await request.getByRole('button', { name: 'Approve' }).click()
  const signature = await signed
  expect(await verifyMessage({ address: ADDRESS, message: { raw: message }, signature })).toBe(true)
  await expect(request).toHaveCount(0)

  // A rejected request reaches the dapp as EIP-1193 4001.
  const refused = dapp
    .request(session, 'eip155:31337', 'personal_sign', [toHex('Please refuse this'), ADDRESS])
    .catch((error: unknown) => error)
  await expect(request.getByTestId('summary-message')).toHaveText('Please refuse this')
  await request.getByRole('button', { name: 'Reject' }).click()
  expect(await refused).toMatchObject({ code: 4001, message: 'User rejected the request.' })

  // Disconnect in the wallet ends the session in the dapp.
  const deleted = dapp.next('session_delete')
  await page.getByRole('button', { name: `Disconnect ${DAPP_NAME}` }).click()
  expect((await deleted).topic).toBe(session.topic)
  await expect(page.getByTestId('no-sessions')).toBeVisible()

  // The page spoke to the test's relay and to nothing but 127.0.0.1 (checked by the fixture too).
  expect(pageUrls.some((url) => url.startsWith(cloud.relayUrl))).toBe(true)
})

test('shows that the dapp ended the session', async ({ openWallet, dapp }) => {
  const page = await openWallet()
  const session = await pairAndApprove(page, dapp)
  await dapp.client.disconnect({
    topic: session.topic,
    reason: { code: 6000, message: 'User disconnected.' },
  })
  await expect(page.getByTestId('notice')).toHaveText('Session ended by the dapp')
  await expect(page.getByTestId('no-sessions')).toBeVisible()
})

test('a proposal can be rejected', async ({ openWallet, dapp }) => {
  const page = await openWallet()
  const { uri, approved } = await dapp.connect()
  const refused = approved.catch((error: unknown) => error)
  await page.getByLabel('Pairing URI').fill(uri)
  await page.getByRole('button', { name: 'Pair' }).click()
  await proposalCard(page).getByRole('button', { name: 'Reject' }).click()
  expect(await refused).toMatchObject({ code: 5000 })
  await expect(proposalCard(page)).toHaveCount(0)
  await expect(page.getByTestId('no-sessions')).toBeVisible()
})

test('a text that is not a pairing URI is refused with an alert', async ({ openWallet }) => {
  const page = await openWallet()
  await page.getByLabel('Pairing URI').fill('https://example.invalid/not-a-uri')
  await page.getByLabel('Pairing URI').press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toHaveText(
    'Paste a WalletConnect pairing URI (it starts with "wc:").',
  )
})
