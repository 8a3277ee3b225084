import { test as base, expect, type Page } from '@playwright/test'

export const WALLET = 'org.appkit.testwallet'
export const WALLET_NAME = 'AppKit Test Wallet'
export const BACKUP_WALLET = 'org.appkit.backupwallet'
export const BACKUP_WALLET_NAME = 'Backup Test Wallet'

const LOCAL_HOSTS = new Set(['127.0.0.1'])

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
      call<{ id: number; method: string }>('waitForPending', method, 10_000),
    approve: () => call<void>('approve'),
    reject: () => call<void>('reject'),
    pending: () => call<{ method: string }[]>('pending'),
    disconnect: () => call<void>('disconnect'),
    switchChain: (chainId: number) => call<void>('switchChain', chainId),
  }
}

/**
 * Every test records the requests the page makes; any to a host other than 127.0.0.1 fails it.
 * The lab and the SDK must never reach outside the machine.
 */
export const test = base.extend<{ offMachineRequests: string[] }>({
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

export { expect }

export const modal = (page: Page) => page.getByRole('dialog')
