import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { startCloud } from './cloud.js'
import { DEV_ACCOUNTS } from './config.js'
import { callJsonRpc } from './services/chains/json-rpc.js'

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
  it('serves /health and two funded chains, and frees every port on stop', async () => {
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
      expect(body).toEqual({ ok: true, chains: cloud.chains, relayUrl: cloud.relayUrl })
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
    } finally {
      await cloud.stop()
    }
    for (const url of [cloud.url, cloud.relayUrl, ...cloud.chains.map((chain) => chain.rpcUrl)]) {
      expect(await portIsClosed(url)).toBe(true)
    }
  })

  it('rejects when the server port is taken', async () => {
    const first = await startCloud({ host: '127.0.0.1', port: 0, relayPort: 0, chains: [] })
    try {
      const port = Number(new URL(first.url).port)
      await expect(
        startCloud({ host: '127.0.0.1', port, relayPort: 0, chains: [{ chainId: 31337, port: 0 }] }),
      ).rejects.toThrow(/EADDRINUSE/)
    } finally {
      await first.stop()
    }
  })
})
