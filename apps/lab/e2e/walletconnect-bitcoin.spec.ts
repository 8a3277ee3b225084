import { BITCOIN_TEST_ACCOUNTS } from '@appkit/testing'
import { Verifier } from 'bip322-js'
import { expect, pickNetwork, test } from './fixtures.js'
import { openWalletPage, pair, WALLET } from './walletconnect-wallet.js'

// Bitcoin over WalletConnect: one pairing also approves the bip122 namespace of the WalletKit test
// wallet, whose Bitcoin account signs messages the dapp asks for, approved in the wallet's page.

const PAYMENT = BITCOIN_TEST_ACCOUNTS[2].payment.address
const MESSAGE = 'Hello from the AppKit lab'

test.beforeEach(async ({ context, lab }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://127.0.0.1:4173' })
  await lab.open('config=bitcoin')
})

test('one pairing serves Bitcoin too: its account on the Bitcoin network, a BIP-322 signature approved in the wallet', async ({
  context,
  page,
  offMachineRequests,
  lab,
}) => {
  const wallet = await openWalletPage(context, offMachineRequests, lab)
  const proposal = await pair(page, wallet)
  await proposal.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('state-address')).toHaveText(WALLET.address, { ignoreCase: true })

  // The session holds a Bitcoin account: switching there needs no other wallet.
  await pickNetwork(page, 'bip122', /Lab Bitcoin/)
  await expect(page.getByTestId('state-address')).toHaveText(PAYMENT)

  await page.getByRole('button', { name: 'Sign message' }).click()
  const request = wallet.getByRole('region', { name: 'Request' })
  await expect(request.getByTestId('summary-message')).toContainText(MESSAGE)
  await request.getByRole('button', { name: 'Approve' }).click()
  const signature = (await page.getByTestId('signature').textContent()) ?? ''
  expect(Verifier.verifySignature(PAYMENT, MESSAGE, signature)).toBe(true)

  await page.getByRole('button', { name: 'Sign message' }).click()
  await wallet.getByRole('region', { name: 'Request' }).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('sign-error')).toContainText(/reject/i)
})
