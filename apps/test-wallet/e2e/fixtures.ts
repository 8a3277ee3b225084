import { CHAIN_A, CHAIN_B, type Cloud, DEV_ACCOUNTS, startCloud } from '@appkit/cloud'
import { treatLoopbackAsOnline } from '@appkit/testing/node'
import { test as base, expect, type Page } from '@playwright/test'
import { createDapp, type Dapp } from './dapp.js'

export const ADDRESS = DEV_ACCOUNTS[0].address

interface Fixtures {
  /** Every URL the page asked for (requests and WebSockets); checked after each test. */
  pageUrls: string[]
  /** The dapp side, a real WalletConnect client in Node on the test's relay. */
  dapp: Dapp
  /** Opens the test wallet on the test's relay and chains and waits until WalletKit is ready. */
  openWallet: () => Promise<Page>
}

export const test = base.extend<Fixtures, { cloud: Cloud }>({
  // One local cloud per worker on free ports: no clash with a CI run on the default ports.
  cloud: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const cloud = await startCloud({
        host: '127.0.0.1',
        port: 0,
        relayPort: 0,
        chains: [
          { ...CHAIN_A, port: 0 },
          { ...CHAIN_B, port: 0 },
        ],
      })
      await use(cloud)
      await cloud.stop()
    },
    { scope: 'worker' },
  ],
  // The machine's network may be its loopback alone: WalletKit's relayer must still see the page online.
  context: async ({ context }, use) => {
    await treatLoopbackAsOnline(context)
    await use(context)
  },
  pageUrls: [
    async ({ page }, use) => {
      const urls: string[] = []
      page.on('request', (request) => urls.push(request.url()))
      page.on('websocket', (socket) => urls.push(socket.url()))
      await use(urls)
      const elsewhere = urls.filter((url) => {
        const { protocol, hostname } = new URL(url)
        return !['data:', 'blob:'].includes(protocol) && hostname !== '127.0.0.1'
      })
      expect(elsewhere, 'requests to hosts other than 127.0.0.1').toEqual([])
    },
    { auto: true },
  ],
  dapp: async ({ cloud }, use) => {
    const dapp = await createDapp(cloud.relayUrl)
    await use(dapp)
    await dapp.close()
  },
  openWallet: async ({ page, cloud }, use) => {
    await use(async () => {
      const rpc = (chainId: number) => cloud.chains.find((chain) => chain.chainId === chainId)!.rpcUrl
      const query = new URLSearchParams({
        relay: cloud.relayUrl,
        rpc31337: rpc(31337),
        rpc31338: rpc(31338),
        projectId: 'test-wallet-e2e',
        prefix: `e2e-${Date.now()}`,
      })
      await page.goto(`/?${query}`)
      await expect(page.getByTestId('wallet-status')).toHaveText('Wallet: ready')
      return page
    })
  },
})

export { expect }
