import { CHAIN_A, CHAIN_B, type Cloud, DEFAULT_CONFIG, startCloud } from '@appkit/cloud'
import { startSecureSite } from '@appkit/secure-site'
import { treatLoopbackAsOnline } from '@appkit/testing/node'
import { test as base, expect, type Page } from '@playwright/test'

export const WALLET = 'org.appkit.testwallet'
export const WALLET_NAME = 'AppKit Test Wallet'
export const BACKUP_WALLET = 'org.appkit.backupwallet'
export const BACKUP_WALLET_NAME = 'Backup Test Wallet'

// localhost: the secure site's name where passkeys are tested (WebAuthn refuses IP addresses).
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost'])

/** Drives the test wallet installed in the lab page, as a user would in its popup. */
export function testWallet(page: Page, rdns = WALLET) {
  const call = <T>(fn: string, ...args: unknown[]) =>
    page.evaluate(
      ([rdns, fn, args]) => {
        const wallets = (
          window as unknown as {
            __appkitTestWallets: Record<string, Record<string, (...args: unknown[]) => unknown>>
          }
        ).__appkitTestWallets
        return wallets[rdns as string]![fn as string]!(...(args as unknown[]))
      },
      [rdns, fn, args] as const,
    ) as Promise<T>
  return {
    waitForPending: (method: string) =>
      call<{ id: number; method: string }>('waitForPending', method, 10_000).catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await modalState(page)}`)
      }),
    approve: () => call<void>('approve'),
    reject: () => call<void>('reject'),
    pending: () => call<{ method: string }[]>('pending'),
    disconnect: () => call<void>('disconnect'),
    switchChain: (chainId: number) => call<void>('switchChain', chainId),
  }
}

/**
 * What the visitor saw when a wallet was never asked: the modal's view, its notices, the
 * account's status and the SDK's last tracking events, so a failure in CI says which step went
 * elsewhere.
 */
async function modalState(page: Page): Promise<string> {
  const text = async (selector: string) =>
    (
      await page
        .locator(selector)
        .allTextContents()
        .catch(() => [])
    ).join(' | ') || '(none)'
  const view = await page
    .locator('[data-testid="appkit-modal"] [data-view]')
    .getAttribute('data-view', { timeout: 1000 })
    .catch(() => '(no view)')
  // Closed, the dialog still holds Connect rendered (ready for the next open): say which it is.
  const shown = await page
    .locator('[data-testid="appkit-modal"]')
    .evaluate((dialog) => (dialog as HTMLDialogElement).open, undefined, { timeout: 1000 })
    .catch(() => undefined)
  return [
    `modal: ${shown === undefined ? '(none)' : shown ? 'open' : 'closed'}, view: ${view}`,
    `snackbar: ${await text('[data-testid="snackbar"]')}`,
    `alert: ${await text('[data-testid="alert"]')}`,
    `status: ${await text('[data-testid="state-status"]')}`,
    // A failed connection's snackbar is gone after a few seconds; its CONNECT_ERROR event stays.
    `last events: ${
      (
        await page
          .locator('[data-testid="events"] li')
          .allTextContents()
          .catch(() => [])
      )
        .slice(-6)
        .join(' | ') || '(none)'
    }`,
  ].join('\n')
}

/** Where this worker's cloud answers: the lab page and the tests use the same URLs. */
export interface LabCloud {
  url: string
  relayUrl: string
  rpcA: string
  rpcB: string
  /** The SVM's Solana JSON-RPC endpoint. */
  solanaRpc: string
  /** The secure site (its own origin) the lab's embedded wallet runs in. */
  secureSite: string
  cloud: Cloud
  /** Stops the cloud and the secure site. */
  stop(): Promise<void>
}

export interface Lab extends LabCloud {
  /** Opens the lab against this worker's cloud; `query` adds the lab's own options (`config=…`). */
  open(query?: string): Promise<void>
}

/**
 * A cloud of its own (chains, relay, API, mail, database in a temporary directory) and a secure
 * site, on free ports. The site starts first: the cloud lets only its origin call /auth.
 * `siteHost: 'localhost'` reaches the site by that name (passkeys need a name, not an address).
 */
export async function startLabCloud(
  dataDir?: string,
  { siteHost }: { siteHost?: 'localhost' } = {},
): Promise<LabCloud> {
  let cloudUrl = ''
  let smtpUrl: string | undefined
  // The site mails its own recovery codes; here through the cloud's SMTP, into its inbox.
  const site = await startSecureSite({
    port: 0,
    cloudUrl: () => cloudUrl,
    smtpUrl: () => smtpUrl,
    ...(siteHost ? { publicHost: siteHost } : {}),
  })
  const cloud = await startCloud({
    ...DEFAULT_CONFIG,
    port: 0,
    relayPort: 0,
    smtpPort: 0,
    secureSiteOrigin: site.origin,
    // The cloud's 30 s between two mails to one address is its own tests' business; here a second
    // device's mail may follow the first login's at once. The modal's own cooldown still applies.
    authLimits: { cooldownMs: 0 },
    // The lab's `?projectId=lab-refused`, as `npm run lab` sets it: a project that leaves the lab out.
    projectOrigins: { 'lab-refused': ['https://elsewhere.invalid'] },
    // The fault specs arm POST /test/faults, which only a cloud in test mode serves.
    testMode: true,
    chains: [
      { ...CHAIN_A, port: 0 },
      { ...CHAIN_B, port: 0 },
    ],
    dataDir,
  }).catch(async (error: unknown) => {
    await site.stop()
    throw error
  })
  cloudUrl = cloud.url
  smtpUrl = cloud.smtp?.url
  const rpc = (chainId: number) => cloud.chains.find((chain) => chain.chainId === chainId)!.rpcUrl
  return {
    url: cloud.url,
    relayUrl: cloud.relayUrl,
    rpcA: rpc(CHAIN_A.chainId),
    rpcB: rpc(CHAIN_B.chainId),
    solanaRpc: cloud.solana.rpcUrl,
    secureSite: `${site.url}/`,
    cloud,
    stop: async () => {
      await cloud.stop()
      await site.stop()
    },
  }
}

/** The lab's URL pointed at a cloud: every service it uses comes from the query. */
export function labUrl(cloud: Omit<LabCloud, 'cloud' | 'stop'>, query = '') {
  const params = new URLSearchParams(query)
  params.set('cloud', cloud.url)
  params.set('rpcA', cloud.rpcA)
  params.set('rpcB', cloud.rpcB)
  params.set('relay', cloud.relayUrl)
  params.set('solanaRpc', cloud.solanaRpc)
  if (!params.has('secureSite')) params.set('secureSite', cloud.secureSite)
  return `/?${params}`
}

/**
 * Each worker runs its own cloud, so test files run side by side without sharing chains, relay or
 * database. Every test records the requests the page makes; any to a host other than 127.0.0.1
 * fails it: the lab and the SDK must never reach outside the machine.
 */
export const test = base.extend<{ offMachineRequests: string[]; lab: Lab }, { labCloud: LabCloud }>({
  labCloud: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use) => {
      const cloud = await startLabCloud()
      await use(cloud)
      await cloud.stop()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  // The machine's network may be its loopback alone: WalletConnect must still see the page online.
  context: async ({ context }, use) => {
    await treatLoopbackAsOnline(context)
    await use(context)
  },
  lab: async ({ page, labCloud }, use) => {
    await use({ ...labCloud, open: async (query) => void (await page.goto(labUrl(labCloud, query))) })
  },
  offMachineRequests: [
    async ({ page }, use) => {
      const seen: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.protocol === 'data:' || url.protocol === 'blob:') return
        if (!LOCAL_HOSTS.has(url.hostname)) seen.push(request.url())
      })
      await use(seen)
      expect(seen, 'requests to hosts other than 127.0.0.1').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Picks the first test wallet from the Connect button and approves it in the wallet, on any page
 * with our button (the lab, the examples); returns the wallet's handle.
 */
export async function approveTestWalletConnection(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: new RegExp(WALLET_NAME) })
    .click()
  const wallet = testWallet(page)
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.approve()
  return wallet
}

/** Connects the first test wallet in the lab; returns its handle once the lab shows it connected. */
export async function connectTestWallet(page: Page) {
  const wallet = await approveTestWalletConnection(page)
  await expect(page.getByTestId('state-status')).toHaveText('connected')
  return wallet
}

export { expect }

export const modal = (page: Page) => page.getByRole('dialog')

/** Opens the network list and picks a network from its namespace's group. */
export async function pickNetwork(page: Page, namespace: string, name: string | RegExp) {
  await page.getByRole('button', { name: 'Open networks' }).click()
  await modal(page)
    .getByTestId(`networks-${namespace}`)
    .getByRole('button', typeof name === 'string' ? { name, exact: true } : { name })
    .click()
}
