// The account views under load: the cloud's blockchain API answering for its bench account (50
// balances, 1,000 transactions, generated, nothing deployed), on the example's own chains.
import { createServer } from 'node:http'
import { BENCH_ACCOUNT, benchFixtures, blockchainApiService } from '@appkit/cloud'

/** A node for the example's chains that knows one thing: the bench account holds 1 ETH. */
function startFakeNode() {
  const answer = ({ id, method }) => ({
    jsonrpc: '2.0',
    id,
    result: method === 'eth_getBalance' ? '0xde0b6b3a7640000' : method === 'eth_chainId' ? '0x1' : '0x1',
  })
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const parsed = JSON.parse(body)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)))
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    ),
  )
}

/**
 * The blockchain API on the example's chains (1 and 42161), with the bench account passed in as its
 * fixtures (the cloud's own start has none); that account needs no database.
 */
export async function startBenchApi() {
  const node = await startFakeNode()
  const noRows = {
    engine: 'pglite',
    query: async () => [],
    transaction: async (work) => work(noRows),
    close: async () => {},
  }
  const service = blockchainApiService({
    backend: Promise.resolve({
      db: noRows,
      chains: [1, 42161].map((chainId) => ({ chainId, rpcUrl: node.url })),
      solana: [],
      tokens: [],
      fixtures: benchFixtures(),
    }),
  })
  return { service, close: node.close }
}

/** Runs in the page first: a wallet extension holding the bench account, on Ethereum. */
export const ACCOUNT_INIT_SCRIPT = `(() => {
  const answers = {
    eth_requestAccounts: ['${BENCH_ACCOUNT}'],
    eth_accounts: ['${BENCH_ACCOUNT}'],
    eth_chainId: '0x1',
  }
  const provider = {
    request: async ({ method }) => (method in answers ? answers[method] : null),
    on() {},
    removeListener() {},
  }
  const detail = Object.freeze({
    info: { uuid: 'bench-account', name: 'Bench Wallet', rdns: 'org.appkit.bench',
      icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E' },
    provider,
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
})()`

/** In the page: connect the bench wallet from the connect button; resolves once connected. */
export function connectBenchWallet() {
  // Serialized into the page on its own: no helper from this module reaches it.
  const shadow = (host) => document.querySelector(host)?.shadowRoot
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(
      () => reject(new Error('the bench wallet did not connect within 10 s')),
      10_000,
    )
    shadow('appkit-button').querySelector('button').click()
    const step = () => {
      const wallet = shadow('appkit-modal')?.querySelector('[data-testid="wallet-org.appkit.bench"]')
      if (wallet && !wallet.dataset.clicked) {
        wallet.dataset.clicked = '1'
        wallet.click()
      }
      if (shadow('appkit-button')?.querySelector('[data-testid="account-button"]')) {
        clearTimeout(timeout)
        return resolve()
      }
      requestAnimationFrame(step)
    }
    requestAnimationFrame(step)
  })
}

/** In the page: click the account button; ms until every token row shows. */
export function openAccountAndWatch(tokens) {
  // Serialized into the page on its own: no helper from this module reaches it.
  const shadow = (host) => document.querySelector(host)?.shadowRoot
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`fewer than ${tokens} tokens within 10 s`)), 10_000)
    const started = performance.now()
    const check = () => {
      const rows = shadow('appkit-modal')?.querySelectorAll('[data-testid="token-row"]').length ?? 0
      if (rows >= tokens) {
        clearTimeout(timeout)
        return resolve(performance.now() - started)
      }
      requestAnimationFrame(check)
    }
    shadow('appkit-button').querySelector('[data-testid="account-button"]').click()
    requestAnimationFrame(check)
  })
}

/** In the page: open Activity and scroll to the end until every transaction is loaded. */
export function scrollActivityToEnd(total) {
  // Serialized into the page on its own: no helper from this module reaches it.
  const shadow = (host) => document.querySelector(host)?.shadowRoot
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(
      () => reject(new Error(`fewer than ${total} transactions within 30 s`)),
      30_000,
    )
    const root = shadow('appkit-modal')
    const started = performance.now()
    let firstRowMs
    const step = () => {
      const list = root.querySelector('[data-testid="activity-view"] .apk-virtual')
      if (list) {
        firstRowMs ??= performance.now() - started
        const loaded = Number(list.querySelector('ul').dataset.count)
        if (loaded >= total) {
          clearTimeout(timeout)
          return resolve({
            firstRowMs,
            endMs: performance.now() - started,
            rendered: list.querySelectorAll('li').length,
          })
        }
        list.scrollTop = list.scrollHeight
        list.dispatchEvent(new Event('scroll'))
      }
      requestAnimationFrame(step)
    }
    root.querySelector('[data-testid="wallet-feature-activity"]').click()
    requestAnimationFrame(step)
  })
}
