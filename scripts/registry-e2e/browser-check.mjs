// Opens each built page in Chromium and does what a visitor does first: the connect button shows,
// a click opens the modal's dialog with the Connect view listing a wallet. An EIP-6963 wallet is
// announced by an init script (as an extension would) so the list has a known entry offline.
// Requests to other hosts are refused and listed: the app must work with only its own origin.
import { chromiumLaunchOptions } from '@appkit/testing/node'
import { chromium } from 'playwright-core'
import { serveStatic } from '../bench/static-server.mjs'

const WALLET = 'Registry E2E Wallet'
const ANNOUNCE_WALLET = `(() => {
  const provider = { request: async () => { throw { code: 4001, message: 'e2e' } }, on() {}, removeListener() {} }
  const detail = Object.freeze({
    info: { uuid: 'registry-e2e', name: ${JSON.stringify(WALLET)}, rdns: 'org.appkit.registry-e2e',
      icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E' },
    provider,
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()`

async function checkPage(browser, url, expectStatus) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const errors = []
  const refused = new Set()
  page.on('pageerror', (error) => errors.push(error.message))
  await context.route(
    (u) => u.hostname !== '127.0.0.1',
    (route) => {
      refused.add(new URL(route.request().url()).host)
      return route.abort()
    },
  )
  await page.addInitScript(ANNOUNCE_WALLET)
  const fail = (what) => {
    const extra = errors.length ? `\n  page errors: ${errors.join('\n  ')}` : ''
    return new Error(`${url}: ${what}${extra}`)
  }
  try {
    await page.goto(url)
    await page.getByTestId('status').getByText(expectStatus).waitFor({ timeout: 15_000 })
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    await button.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => {
      throw fail('the connect button did not show within 15 s')
    })
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => {
      throw fail('clicking the connect button did not open the dialog within 15 s')
    })
    const connectList = dialog.getByRole('list', { name: 'Connect Wallet' })
    await connectList
      .getByRole('button', { name: new RegExp(WALLET) })
      .waitFor({ state: 'visible', timeout: 10_000 })
      .catch(() => {
        throw fail(`the dialog opened but its Connect view does not list "${WALLET}"`)
      })
    if (errors.length) throw fail('the page threw')
    return { refused: [...refused] }
  } finally {
    await context.close()
  }
}

/** `pages`: [{ path, status }] where status is the text the app's status line must show. */
export async function checkInBrowser(distDir, pages) {
  const server = await serveStatic(distDir)
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const results = []
    for (const { path, status } of pages) {
      results.push({ path, ...(await checkPage(browser, new URL(path, server.url).href, status)) })
    }
    return results
  } finally {
    await browser.close()
    await server.close()
  }
}
