// @vitest-environment happy-dom

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decodeBase58 } from '@appkit/common'
import {
  type AppKitCore,
  closeModal,
  connectWallet,
  createAppKitCore,
  destroyCore,
  openModal,
  providerOf,
  signMessage,
} from '@appkit/controllers'
import { installSolanaTestWallet, SOLANA_LAB_CHAIN_ID, SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { testNetwork } from '@appkit/testing/node'
import { type Address, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaAdapter } from './create-solana-adapter.js'

// The adapter through a real core, against the real Solana test wallet registered by the Wallet
// Standard protocol in the page: connect is approved in the wallet, the signature checked with
// @solana/kit. Sends need a chain: the lab's Playwright suite runs them against the cloud's SVM.

const network = () => ({
  ...testNetwork(SOLANA_LAB_CHAIN_ID.split(':')[1]!, 'solana', [rpcUrl]),
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
})
const wallets: { uninstall(): void }[] = []
// A node that knows one thing, the balance: enough for the connection's balance read.
let node: Server
let rpcUrl: string
beforeAll(async () => {
  node = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
      'access-control-allow-methods': 'POST',
    }
    // The page's fetch asks first (CORS preflight): a node answers it like any other server.
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end()
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const { id } = JSON.parse(body)
      res.writeHead(200, { ...cors, 'content-type': 'application/json' })
      res.end(JSON.stringify({ jsonrpc: '2.0', id, result: { context: { slot: 1 }, value: 2_500_000_000 } }))
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})
afterAll(() => {
  node.closeAllConnections()
  return new Promise<void>((resolve) => node.close(() => resolve()))
})

const cores: AppKitCore[] = []
afterEach(() => {
  for (const core of cores.splice(0)) destroyCore(core)
  for (const wallet of wallets.splice(0)) wallet.uninstall()
  localStorage.clear()
})

async function setup() {
  const wallet = await installSolanaTestWallet({
    seed: SOLANA_TEST_ACCOUNTS[0].seed,
    rpcUrl: 'http://127.0.0.1:9',
  })
  wallets.push(wallet)
  const adapter = createSolanaAdapter()
  const core = createAppKitCore({ adapters: [adapter], networks: [network()], projectId: 'test' })
  cores.push(core)
  await core.ready
  const connector = () => core.connectors.connectors.find((c) => c.chain === 'solana')
  // Its code waits for the visitor: no Solana wallet is listed before the modal first opens.
  expect(connector()).toBeUndefined()
  openModal(core)
  closeModal(core)
  await expect.poll(() => connector()?.name).toBe(wallet.info.name)
  return { core, wallet, connector: connector()! }
}

describe('the Solana adapter with a Wallet Standard wallet', () => {
  it('connects when the wallet approves, and signs a message that verifies', async () => {
    const { core, wallet, connector } = await setup()
    const connecting = connectWallet(core, connector)
    await wallet.waitForPending('standard:connect')
    wallet.approve()
    await connecting
    const account = core.chains.chains.solana!.account
    expect(account).toMatchObject({ status: 'connected', address: SOLANA_TEST_ACCOUNTS[0].address })
    await expect.poll(() => account.balance).toEqual({ value: 2_500_000_000n, decimals: 9, symbol: 'SOL' })

    const signing = signMessage(core, 'Hello from the AppKit lab')
    await wallet.waitForPending('solana:signMessage')
    wallet.approve()
    const signature = decodeBase58(await signing)
    const key = await getPublicKeyFromAddress(SOLANA_TEST_ACCOUNTS[0].address as Address)
    expect(
      await verifySignature(
        key,
        signature as SignatureBytes,
        new TextEncoder().encode('Hello from the AppKit lab'),
      ),
    ).toBe(true)
  })

  it('gives the dapp one provider for the account, whose signature verifies', async () => {
    const { core, wallet, connector } = await setup()
    wallet.setMode('approve')
    await connectWallet(core, connector)
    // The connection reads the balance: let it land before the node goes away.
    await expect.poll(() => core.chains.chains.solana!.account.balance).toBeDefined()
    const provider = providerOf(core, 'solana')!
    expect(providerOf(core, 'solana')).toBe(provider)
    expect(provider.address).toBe(SOLANA_TEST_ACCOUNTS[0].address)
    expect(provider.wallet?.name).toBe(wallet.info.name)
    const message = new Uint8Array([1, 2, 3])
    const key = await getPublicKeyFromAddress(provider.address as Address)
    const signature = await provider.signMessage(message)
    expect(await verifySignature(key, signature as SignatureBytes, message)).toBe(true)
  })

  it('a rejected connection is the user rejecting it, and leaves nothing connected', async () => {
    const { core, wallet, connector } = await setup()
    const connecting = connectWallet(core, connector)
    await wallet.waitForPending('standard:connect')
    wallet.reject()
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(core.chains.chains.solana!.account.status).toBe('disconnected')
  })

  it('the wallet disconnecting ends the session in the dapp', async () => {
    const { core, wallet, connector } = await setup()
    wallet.setMode('approve')
    await connectWallet(core, connector)
    // The connection reads the balance: let it land before the node goes away.
    await expect.poll(() => core.chains.chains.solana!.account.balance).toBeDefined()
    wallet.disconnect()
    await expect.poll(() => core.chains.chains.solana!.account.status).toBe('disconnected')
  })
})
