import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClientToken } from '@appkit/cloud'
import { chromiumLaunchOptions } from '@appkit/testing/node'
import { type Browser, chromium, type Page } from '@playwright/test'
import { expect, type LabCloud, test } from './fixtures.js'

// The cloud's edges attacked from a real browser page of another site. This browser resolves
// evil.example to 127.0.0.1, as a DNS-rebinding attacker's name would after its TTL ran out: the
// page is another origin for CORS, and, on the cloud's own ports, a same-origin page with a Host
// that is not the cloud's. Nothing leaves the machine.

const EVIL = 'evil.example'
const VICTIM = '0x000000000000000000000000000000000000bEEF'

let browser: Browser
let site: Server
let sitePort: number

test.beforeAll(async () => {
  const launch = chromiumLaunchOptions()
  browser = await chromium.launch({
    ...launch,
    args: [...launch.args, `--host-resolver-rules=MAP ${EVIL} 127.0.0.1`],
  })
  // The attacker's site: an empty page on a port of its own.
  site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end('<!doctype html><title>evil</title>')
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  sitePort = (site.address() as AddressInfo).port
})
test.afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => site?.close(resolve))
})

async function evilPage(): Promise<Page> {
  const page = await browser.newPage()
  await page.goto(`http://${EVIL}:${sitePort}/`)
  return page
}

/** What a script of the page gets from a JSON-RPC POST: the answer, or the fetch error's name. */
function postFromPage(page: Page, url: string, method: string, params: unknown[]) {
  return page.evaluate(
    async ({ url, method, params }) => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        })
        return { status: response.status, body: await response.text() }
      } catch (error) {
        return { error: (error as Error).name }
      }
    },
    { url, method, params },
  )
}

async function balanceOf(cloud: LabCloud): Promise<string> {
  const response = await fetch(cloud.rpcA, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [VICTIM, 'latest'] }),
  })
  return ((await response.json()) as { result: string }).result
}

test('a page of another site cannot anvil_setBalance, through the cloud or on the chain’s port', async ({
  labCloud,
}) => {
  const page = await evilPage()
  const before = await balanceOf(labCloud)
  const big = '0x3635c9adc5dea00000'
  const viaCloud = await postFromPage(
    page,
    `${labCloud.url}/v1/?chainId=eip155:31337&projectId=p`,
    'anvil_setBalance',
    [VICTIM, big],
  )
  expect(viaCloud).toEqual({
    status: 200,
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } }),
  })
  // The chain's own port refuses the page's preflight: the request is never sent.
  expect(await postFromPage(page, labCloud.rpcA, 'anvil_setBalance', [VICTIM, big])).toEqual({
    error: 'TypeError',
  })
  expect(await balanceOf(labCloud)).toBe(before)
  await page.close()
})

test('a page of another site cannot join the relay', async ({ labCloud }) => {
  const page = await evilPage()
  // A valid client token, as the WalletConnect client makes one: only the Origin is wrong.
  const auth = createClientToken({ audience: labCloud.relayUrl }).token
  const open = (target: Page) =>
    target.evaluate(
      (url) =>
        new Promise<boolean>((resolve) => {
          const socket = new WebSocket(url)
          socket.onopen = () => resolve(true)
          socket.onerror = () => resolve(false)
        }),
      `${labCloud.relayUrl}/?auth=${auth}&projectId=p&ua=test`,
    )
  expect(await open(page)).toBe(false)
  // The same socket from the lab's own page opens.
  const lab = await browser.newPage()
  await lab.goto('http://127.0.0.1:4173/')
  expect(await open(lab)).toBe(true)
  await lab.close()
  await page.close()
})

test('a DNS-rebinding page (Host: evil.example) cannot drive the API, the chain or the relay', async ({
  labCloud,
}) => {
  const page = await browser.newPage()
  const port = (url: string) => new URL(url).port
  // Rebound to 127.0.0.1, the attacker's name opens the cloud's ports as its own origin.
  const api = await page.goto(
    `http://${EVIL}:${port(labCloud.url)}/v1/supported-chains?projectId=p&st=a&sv=1`,
  )
  expect(api?.status()).toBe(421)
  expect(
    await postFromPage(
      page,
      `http://${EVIL}:${port(labCloud.url)}/v1/?chainId=eip155:31337&projectId=p`,
      'eth_chainId',
      [],
    ),
  ).toMatchObject({
    status: 421,
  })
  const chain = await page.goto(`http://${EVIL}:${port(labCloud.rpcA)}/`)
  expect(chain?.status()).toBe(421)
  expect(
    await postFromPage(page, `http://${EVIL}:${port(labCloud.rpcA)}/`, 'eth_accounts', []),
  ).toMatchObject({
    status: 421,
  })
  await page.close()
})
