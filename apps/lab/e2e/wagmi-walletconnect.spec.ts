import { verifyMessage } from 'viem'
import { expect, test } from './fixtures.js'
import { openWalletPage, pasteUri, WALLET } from './walletconnect-wallet.js'

// The wagmi example (apps/examples/wagmi, served on 4177) paired with the WalletConnect test wallet
// (apps/test-wallet) over this worker's local relay: WalletConnect connects through the core, and
// the bridge puts its EVM connection into wagmi's store, where wagmi's hooks find it.
const EXAMPLE = 'http://127.0.0.1:4177'

test('connects with WalletConnect through the modal; wagmi’s useSignMessage is signed in the wallet', async ({
  context,
  page,
  offMachineRequests,
  lab,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: EXAMPLE })
  const query = new URLSearchParams({ rpcA: lab.rpcA, rpcB: lab.rpcB, relay: lab.relayUrl, cloud: lab.url })
  await page.goto(`${EXAMPLE}/?${query}`)
  const wallet = await openWalletPage(context, offMachineRequests, lab)

  await pasteUri(page, wallet)
  const proposal = wallet.getByRole('region', { name: 'Session proposal' })
  await expect(proposal.getByTestId('proposal-dapp-name')).toHaveText('wagmi example')
  await proposal.getByRole('button', { name: 'Approve' }).click()

  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(WALLET.address, { ignoreCase: true })
  await expect(page.getByTestId('wagmi-chain-id')).toHaveText('31337')
  await expect(page.getByTestId('account-button')).toBeVisible()

  await page.getByRole('button', { name: 'Sign message' }).click()
  const request = wallet.getByRole('region', { name: 'Request' })
  await expect(request.getByTestId('summary-message')).toContainText('Hello from wagmi')
  await request.getByRole('button', { name: 'Approve' }).click()
  const signature = page.getByTestId('wagmi-signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  const signed = (await signature.textContent()) as `0x${string}`
  expect(
    await verifyMessage({ address: WALLET.address, message: 'Hello from wagmi', signature: signed }),
  ).toBe(true)
})
