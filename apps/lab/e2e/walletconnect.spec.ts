import { chainBalance } from './chain.js'
import { expect, modal, test } from './fixtures.js'
import { openWalletPage, pair, signAndVerify, WALLET } from './walletconnect-wallet.js'

test.beforeEach(async ({ context, lab }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://127.0.0.1:4173' })
  await lab.open()
})

test('pairs by QR through the local relay, signs, survives a reload, and the wallet disconnects', async ({
  context,
  page,
  offMachineRequests,
  lab,
}) => {
  const wallet = await openWalletPage(context, offMachineRequests, lab)
  const proposal = await pair(page, wallet)
  await proposal.getByRole('button', { name: 'Approve' }).click()

  await expect(page.getByTestId('state-address')).toHaveText(WALLET.address, { ignoreCase: true })
  // The account names the wallet on the other side, not the connector.
  await expect(page.getByTestId('state-wallet')).toHaveText('AppKit Test Wallet (WalletConnect)')
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('account-button')).toContainText(await chainBalance(lab.rpcA, WALLET.address))

  // personal_sign from the dapp, approved in the wallet page.
  await signAndVerify(page, wallet)

  // A rejected request reads as the user's refusal.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await wallet.getByRole('region', { name: 'Request' }).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('sign-error')).toContainText(/reject/i)

  // A reload restores the session from storage, without the wallet.
  await page.reload()
  await expect(page.getByTestId('state-status')).toHaveText('connected')
  await expect(page.getByTestId('state-address')).toHaveText(WALLET.address, { ignoreCase: true })

  // Disconnecting in the wallet disconnects the dapp.
  await wallet.getByTestId('disconnect-session').click()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('a proposal rejected in the wallet shows the error and Connect again', async ({
  context,
  page,
  offMachineRequests,
  lab,
}) => {
  const wallet = await openWalletPage(context, offMachineRequests, lab)
  const proposal = await pair(page, wallet)
  await proposal.getByRole('button', { name: 'Reject' }).click()
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Connection rejected')
  await expect(modal(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
})

test('disconnecting in the dapp ends the session in the wallet', async ({
  context,
  page,
  offMachineRequests,
  lab,
}) => {
  const wallet = await openWalletPage(context, offMachineRequests, lab)
  const proposal = await pair(page, wallet)
  await proposal.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('state-status')).toHaveText('connected')
  await expect(wallet.getByTestId('session')).toHaveCount(1)
  await page.getByTestId('account-button').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
  await expect(wallet.getByTestId('notice')).toHaveText(/Session ended by the dapp/)
  await expect(wallet.getByTestId('session')).toHaveCount(0)
})

test('a dapp without adapters pairs by QR, signs through the session, and the wallet ends it', async ({
  context,
  page,
  offMachineRequests,
  lab,
}) => {
  await lab.open('config=no-adapters')
  await expect(page.getByTestId('configuration')).toHaveValue('no-adapters')
  const wallet = await openWalletPage(context, offMachineRequests, lab)
  const proposal = await pair(page, wallet, { viaConnect: false })
  await expect(modal(page).getByTestId('connecting-wallet-connect')).toBeVisible()
  await proposal.getByRole('button', { name: 'Approve' }).click()

  await expect(page.getByTestId('state-status')).toHaveText('connected')
  await expect(page.getByTestId('state-address')).toHaveText(WALLET.address, { ignoreCase: true })
  await expect(page.getByTestId('state-caip-network-id')).toHaveText('eip155:31337')
  await expect(page.getByTestId('state-wallet')).toHaveText('AppKit Test Wallet (WalletConnect)')
  await expect(modal(page)).toBeHidden()

  // The dapp's provider is WalletConnect's own: the wallet signs, the signature verifies.
  await signAndVerify(page, wallet)

  await wallet.getByTestId('disconnect-session').click()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
})
