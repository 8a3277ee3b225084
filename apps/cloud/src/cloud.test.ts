import { existsSync } from 'node:fs'
import { connect } from 'node:net'
import { BITCOIN_TEST_ACCOUNTS } from '@appkit/testing'
import { describe, expect, it } from 'vitest'
import { startCloud } from './cloud.js'
import { DEV_ACCOUNTS } from './config.js'
import { createTestDatabase } from './db/engines.test-helper.js'
import { callJsonRpc } from './services/chains/json-rpc.js'
import { TEST_TOKENS } from './services/tokens/test-tokens.js'

// A first start on a new machine builds the PGlite template and compiles the token (~6 s).
const START_TIMEOUT_MS = 30_000

const ETH = 10n ** 18n

function portIsClosed(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
}

describe('startCloud', () => {
  it(
    'serves /health and two funded chains, and frees every port on stop',
    async () => {
      const cloud = await startCloud({
        host: '127.0.0.1',
        port: 0,
        relayPort: 0,
        chains: [
          { chainId: 31337, port: 0 },
          { chainId: 31338, port: 0, balanceEth: 500 },
        ],
      })
      try {
        const health = await fetch(`${cloud.url}/health`)
        expect(health.status).toBe(200)
        const body = await health.json()
        expect(body).toEqual({
          ok: true,
          chains: cloud.chains,
          relayUrl: cloud.relayUrl,
          solana: cloud.solana,
          socialProviders: cloud.socialProviders,
          smartAccounts: cloud.smartAccounts,
        })
        expect(cloud.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
        expect(cloud.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])

        const [chainA, chainB] = cloud.chains
        const account = DEV_ACCOUNTS[0].address
        const balanceA = await callJsonRpc(chainA!.rpcUrl, 'eth_getBalance', [account, 'latest'])
        const balanceB = await callJsonRpc(chainB!.rpcUrl, 'eth_getBalance', [account, 'latest'])
        expect(BigInt(balanceA as string)).toBe(10_000n * ETH)
        expect(BigInt(balanceB as string)).toBe(500n * ETH)

        // The exported dev accounts are the ones the chains actually funded.
        const accounts = (await callJsonRpc(chainA!.rpcUrl, 'eth_accounts')) as string[]
        expect(accounts.slice(0, 3)).toEqual(DEV_ACCOUNTS.map((dev) => dev.address.toLowerCase()))

        // The test tokens are deployed where TEST_TOKENS says, on both chains.
        expect(cloud.tokens).toEqual(TEST_TOKENS)
        for (const token of cloud.tokens) {
          const rpcUrl = cloud.chains.find((chain) => chain.chainId === token.chainId)!.rpcUrl
          expect(await callJsonRpc(rpcUrl, 'eth_getCode', [token.address, 'latest'])).not.toBe('0x')
        }

        // The Bitcoin test accounts' payment addresses hold 1 BTC each on the regtest ledger.
        for (const { payment } of BITCOIN_TEST_ACCOUNTS) {
          const utxos = await (
            await fetch(`${cloud.bitcoin.esploraUrl}/address/${payment.address}/utxo`)
          ).json()
          expect(utxos).toEqual([expect.objectContaining({ value: 100_000_000, status: expect.anything() })])
        }
      } finally {
        await cloud.stop()
      }
      for (const url of [cloud.url, cloud.relayUrl, ...cloud.chains.map((chain) => chain.rpcUrl)]) {
        expect(await portIsClosed(url)).toBe(true)
      }
      // Started without a data dir: its temporary one is gone with it.
      expect(existsSync(cloud.dataDir)).toBe(false)
    },
    START_TIMEOUT_MS,
  )

  it(
    'keeps its data in PostgreSQL when given a database URL',
    async () => {
      const databaseUrl = await createTestDatabase()
      const cloud = await startCloud({ host: '127.0.0.1', port: 0, relayPort: 0, chains: [], databaseUrl })
      try {
        const response = await fetch(
          `${cloud.url}/v1/identity/${DEV_ACCOUNTS[1].address}?projectId=p&st=appkit&sv=1`,
        )
        expect(await response.json()).toEqual({
          name: 'bob.lab.id',
          avatar: `${cloud.url}/public/getAssetImage/bob`,
        })
      } finally {
        await cloud.stop()
      }
    },
    START_TIMEOUT_MS,
  )

  it(
    'rejects when the server port is taken',
    async () => {
      const first = await startCloud({ host: '127.0.0.1', port: 0, relayPort: 0, chains: [] })
      try {
        const port = Number(new URL(first.url).port)
        await expect(
          startCloud({ host: '127.0.0.1', port, relayPort: 0, chains: [{ chainId: 31337, port: 0 }] }),
        ).rejects.toThrow(/EADDRINUSE/)
      } finally {
        await first.stop()
      }
    },
    START_TIMEOUT_MS,
  )
})
