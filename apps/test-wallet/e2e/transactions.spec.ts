import { DEV_ACCOUNTS } from '@appkit/cloud'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { expect, test } from './fixtures.js'
import { pairAndApprove, requestCard } from './pair.js'

const RECIPIENT = DEV_ACCOUNTS[1].address

test('sends on the request chain, switches chain, then sends on the other', async ({
  openWallet,
  dapp,
  cloud,
}) => {
  const page = await openWallet()
  const session = await pairAndApprove(page, dapp)
  const chain = (id: number) => {
    const rpcUrl = cloud.chains.find((c) => c.chainId === id)!.rpcUrl
    return createPublicClient({ transport: http(rpcUrl) })
  }
  const tx = { from: DEV_ACCOUNTS[0].address, to: RECIPIENT, value: `0x${parseEther('0.01').toString(16)}` }

  // Reads are answered without a card.
  expect(await dapp.request(session, 'eip155:31337', 'eth_chainId', [])).toBe('0x7a69')
  await expect(requestCard(page)).toHaveCount(0)

  // eth_sendTransaction on 31337: the card shows recipient and amount; the hash is mined there.
  const sent = dapp.request<Hex>(session, 'eip155:31337', 'eth_sendTransaction', [tx])
  const request = requestCard(page)
  await expect(request.getByTestId('summary-to')).toHaveText(RECIPIENT)
  await expect(request.getByTestId('summary-value')).toHaveText('0.01 ETH')
  await expect(request.getByTestId('request-chain')).toHaveText('eip155:31337')
  await request.getByRole('button', { name: 'Approve' }).click()
  const hashA = await sent
  expect((await chain(31337).waitForTransactionReceipt({ hash: hashA })).status).toBe('success')

  // wallet_switchEthereumChain to a chain the dapp did not ask for: the session grows, chainChanged follows.
  const updated = dapp.next('session_update')
  const changed = dapp.next('session_event')
  const switched = dapp.request(session, 'eip155:31337', 'wallet_switchEthereumChain', [
    { chainId: '0x7a6a' },
  ])
  await expect(request.getByTestId('summary-chain')).toHaveText('eip155:31338')
  await request.getByRole('button', { name: 'Approve' }).click()
  expect(await switched).toBeNull()
  expect((await updated).params.namespaces.eip155?.chains).toContain('eip155:31338')
  expect((await changed).params).toMatchObject({
    chainId: 'eip155:31338',
    event: { name: 'chainChanged', data: 31338 },
  })
  await expect(page.getByTestId('session-accounts')).toContainText(`eip155:31338:${DEV_ACCOUNTS[0].address}`)

  // eth_sendTransaction on 31338 lands on chain B, not A.
  const sentB = dapp.request<Hex>(session, 'eip155:31338', 'eth_sendTransaction', [tx])
  await expect(request.getByTestId('request-chain')).toHaveText('eip155:31338')
  await request.getByRole('button', { name: 'Approve' }).click()
  const hashB = await sentB
  expect((await chain(31338).waitForTransactionReceipt({ hash: hashB })).status).toBe('success')
  await expect(chain(31337).getTransaction({ hash: hashB })).rejects.toThrow()
})
