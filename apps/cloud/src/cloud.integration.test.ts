import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  balancesResponseSchema,
  fungiblePricesResponseSchema,
  historyResponseSchema,
  identitySchema,
  supportedChainsSchema,
  walletAssetsSchema,
} from '@appkit/blockchain-api'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hash,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloud } from './cloud.js'
import type { Cloud } from './cloud-info.js'
import { type CloudConfig, DEV_ACCOUNTS, TOKEN_DEPLOYER } from './config.js'
import { callJsonRpc } from './services/chains/json-rpc.js'
import { TEST_TOKENS } from './services/tokens/test-tokens.js'

const IDENTITY = 'projectId=integration&st=appkit&sv=1.0.0'
const [alice, bob] = DEV_ACCOUNTS
const LUSD = TEST_TOKENS.find((token) => token.chainId === 31337 && token.symbol === 'LUSD')!

/** Polls `check` until it returns something; a bounded wait for the indexer, never a fixed sleep. */
async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('Timed out waiting for the cloud')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function getJson(cloud: Cloud, path: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(`${cloud.url}${path}`, init)
  expect(response.status, `${path}: ${response.status}`).toBe(200)
  return response.json()
}

const history = async (cloud: Cloud, account: Address, chainId = 31337) =>
  historyResponseSchema.parse(
    await getJson(cloud, `/v1/account/${account}/history?chainId=eip155:${chainId}&${IDENTITY}`),
  )

/** A page with the cloud's own origin taken out: a restarted cloud listens on another port. */
const portable = (cloud: Cloud, value: unknown) =>
  JSON.parse(JSON.stringify(value).replaceAll(cloud.url, 'ORIGIN'))

const balances = async (cloud: Cloud, account: Address, chainId = 31337) =>
  balancesResponseSchema.parse(
    await getJson(cloud, `/v1/account/${account}/balance?chainId=eip155:${chainId}&currency=usd&${IDENTITY}`),
  ).balances

describe('the cloud’s blockchain API, end to end', () => {
  let dataDir: string
  let config: CloudConfig
  let cloud: Cloud
  let ethHash: Hash
  let tokenHash: Hash

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'appkit-cloud-it-'))
    config = {
      host: '127.0.0.1',
      port: 0,
      relayPort: 0,
      chains: [
        { chainId: 31337, port: 0 },
        { chainId: 31338, port: 0, balanceEth: 500 },
      ],
      dataDir,
    }
    cloud = await startCloud(config)
    const chainA = cloud.chains[0]!
    const chain = defineChain({
      id: 31337,
      name: 'Chain A',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chainA.rpcUrl] } },
    })
    const transport = http(chainA.rpcUrl)
    const wallet = createWalletClient({ account: privateKeyToAccount(alice.privateKey), chain, transport })
    const reader = createPublicClient({ chain, transport, pollingInterval: 50 })
    ethHash = await wallet.sendTransaction({ to: bob.address, value: parseEther('1.5') })
    await reader.waitForTransactionReceipt({ hash: ethHash })
    tokenHash = await wallet.writeContract({
      address: LUSD.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob.address, parseUnits('2.5', 6)],
    })
    await reader.waitForTransactionReceipt({ hash: tokenHash })
  }, 60_000)

  afterAll(async () => {
    await cloud?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('lists the chains and the deployed test tokens', async () => {
    expect(cloud.tokens).toEqual(TEST_TOKENS)
    expect(supportedChainsSchema.parse(await getJson(cloud, `/v1/supported-chains?${IDENTITY}`))).toEqual({
      http: ['eip155:31337', 'eip155:31338', cloud.solana.chainId],
      ws: [],
    })
  })

  it('shows both transfers in the history of both accounts, newest first', async () => {
    const received = await eventually(async () => {
      const page = await history(cloud, bob.address)
      return page.data.some((tx) => tx.metadata.hash === tokenHash) ? page : undefined
    })
    const [token, eth] = received.data
    expect(token?.metadata).toMatchObject({
      hash: tokenHash,
      operationType: 'receive',
      sentFrom: alice.address,
      sentTo: LUSD.address,
      status: 'confirmed',
      chain: 'eip155:31337',
    })
    expect(token?.transfers).toEqual([
      {
        direction: 'in',
        quantity: { numeric: '2.5' },
        price: 1,
        value: 2.5,
        fungible_info: {
          name: 'Lab USD',
          symbol: 'LUSD',
          icon: { url: `${cloud.url}/public/getTokenImage/LUSD` },
        },
      },
    ])
    expect(eth?.metadata).toMatchObject({ hash: ethHash, operationType: 'receive', nonce: 0 })
    expect(eth?.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '1.5' },
      value: 3750.075,
    })
    expect(Date.parse(eth!.metadata.minedAt)).toBeGreaterThan(Date.now() - 10 * 60_000)

    const sent = await history(cloud, alice.address)
    expect(sent.data.slice(0, 2).map((tx) => [tx.metadata.hash, tx.metadata.operationType])).toEqual([
      [tokenHash, 'send'],
      [ethHash, 'send'],
    ])
    // The deployment minted LUSD, LAB and ZERO to every dev account: three receives before.
    expect(sent.data.slice(2).map((tx) => tx.transfers[0]?.fungible_info?.symbol)).toEqual([
      'ZERO',
      'LAB',
      'LUSD',
    ])
    expect(sent.next).toBeNull()
  })

  it('shows the new balances read from the chain, with prices and the decimals-0 token', async () => {
    const bobs = await balances(cloud, bob.address)
    expect(bobs.map((balance) => [balance.symbol, balance.quantity])).toEqual([
      ['ETH', { decimals: '18', numeric: '10001.5' }],
      ['LUSD', { decimals: '6', numeric: '1000002.5' }],
      ['LAB', { decimals: '18', numeric: '500' }],
      ['ZERO', { decimals: '0', numeric: '100' }],
    ])
    expect(bobs[1]).toMatchObject({
      name: 'Lab USD',
      chainId: 'eip155:31337',
      address: `eip155:31337:${LUSD.address}`,
      price: 1,
      value: 1000002.5,
      iconUrl: `${cloud.url}/public/getTokenImage/LUSD`,
    })
    const alices = await balances(cloud, alice.address)
    expect(Number(alices[0]?.quantity.numeric)).toBeLessThan(9998.5)
    expect(alices[1]?.quantity.numeric).toBe('999997.5')
    // Chain B saw none of it.
    expect((await balances(cloud, bob.address, 31338))[0]?.quantity.numeric).toBe('500')
  })

  it('answers identities, prices and JSON-RPC (wallet_getAssets and forwarded calls)', async () => {
    const identity = identitySchema.parse(await getJson(cloud, `/v1/identity/${alice.address}?${IDENTITY}`))
    expect(identity).toEqual({ name: 'alice.lab.id', avatar: `${cloud.url}/public/getAssetImage/alice` })
    expect(
      identitySchema.parse(await getJson(cloud, `/v1/identity/${DEV_ACCOUNTS[2].address}?${IDENTITY}`)),
    ).toEqual({
      name: null,
      avatar: null,
    })
    const avatar = await fetch(identity.avatar!)
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml')

    const prices = fungiblePricesResponseSchema.parse(
      await getJson(cloud, `/v1/fungible/price?${IDENTITY}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          projectId: 'integration',
          currency: 'usd',
          addresses: [
            `eip155:31338:${LUSD.address}`,
            'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          ],
        }),
      }),
    )
    expect(prices.fungibles.map((fungible) => [fungible.symbol, fungible.price])).toEqual([
      ['LUSD', 1],
      ['ETH', 2500.05],
    ])

    const rpc = (await getJson(cloud, '/v1/?chainId=eip155:31337&projectId=integration', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'wallet_getAssets', params: [{ account: bob.address }] },
      ]),
    })) as [{ result: string }, { result: unknown }]
    expect(rpc[0].result).toBe('0x7a69')
    const assets = walletAssetsSchema.parse(rpc[1].result)
    expect(Object.keys(assets)).toEqual(['0x7a69', '0x7a6a'])
    expect(assets['0x7a69']?.find((asset) => asset.metadata.symbol === 'LUSD')).toEqual({
      address: LUSD.address,
      balance: `0x${parseUnits('1000002.5', 6).toString(16)}`,
      type: 'ERC20',
      metadata: {
        name: 'Lab USD',
        symbol: 'LUSD',
        decimals: 6,
        price: 1,
        iconUrl: `${cloud.url}/public/getTokenImage/LUSD`,
      },
    })
  })

  it('keeps the history and the tokens across a restart on the same data dir, and indexes on', async () => {
    const before = portable(cloud, await history(cloud, bob.address))
    const blockBefore = Number(await callJsonRpc(cloud.chains[0]!.rpcUrl, 'eth_blockNumber'))
    await cloud.stop()

    cloud = await startCloud(config)
    const rpcUrl = cloud.chains[0]!.rpcUrl
    // The chain came back from its state file: same blocks, tokens not deployed again.
    expect(Number(await callJsonRpc(rpcUrl, 'eth_blockNumber'))).toBe(blockBefore)
    expect(await callJsonRpc(rpcUrl, 'eth_getTransactionCount', [TOKEN_DEPLOYER.address, 'latest'])).toBe(
      '0x3',
    )
    expect(await callJsonRpc(rpcUrl, 'eth_getCode', [LUSD.address, 'latest'])).not.toBe('0x')
    // The history is there at once: it is in the database, not re-read from the chain.
    expect(portable(cloud, await history(cloud, bob.address))).toEqual(before)

    const hash = (await callJsonRpc(rpcUrl, 'eth_sendTransaction', [
      { from: alice.address, to: bob.address, value: '0x1' },
    ])) as string
    const after = await eventually(async () => {
      const page = await history(cloud, bob.address)
      return page.data[0]?.metadata.hash === hash ? page : undefined
    })
    expect(portable(cloud, after).data.slice(1)).toEqual(before.data)
  }, 60_000)
})
