#!/usr/bin/env node
// `pnpm bench`: builds the minimal example for production, serves it on 127.0.0.1 and measures it
// in headless Chromium over several runs. A benchmark, not a test: it prints and writes numbers and
// fails only when it cannot measure or the examples break a rule of the product (a request off the
// machine, an adapter's or the frame's code before the first click, the full example over its
// first-paint budget). Options: --runs=N (default 9), --out=FILE, --no-build.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { explorerService } from '@appkit/cloud'
import { chromiumLaunchOptions } from '@appkit/testing/node'
import { chromium } from 'playwright-core'
import {
  ACCOUNT_INIT_SCRIPT,
  connectBenchWallet,
  openAccountAndWatch,
  scrollActivityToEnd,
  startBenchApi,
} from './account.mjs'
import {
  clickAndWatch,
  INIT_SCRIPT,
  openAllWalletsAndWatch,
  scrollAllWallets,
  searchAndWatch,
} from './probe.mjs'
import { serveStatic } from './static-server.mjs'
import { summarize } from './stats.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=')
    return [k, v ?? true]
  }),
)
const RUNS = Number(args.runs ?? 9)
const OUT = join(root, args.out ?? 'bench-results/latest.json')
const APP = join(root, 'apps/examples/minimal')
// Every adapter and feature: its first paint and first click are measured too.
const FULL_APP = join(root, 'apps/examples/full')
// A dapp of wagmi hooks on the wagmi bridge: its first paint and first click, wagmi's own cost included.
const WAGMI_APP = join(root, 'apps/examples/wagmi')
// The example is built against the local explorer with a 10,000-wallet catalogue, served on the
// page's own origin: the AllWallets measures need it, the first-click ones are unaffected (the
// explorer client loads with the first list).
const EXPLORER_PATH = '/explorer/catalogue/10000'
// The blockchain API answers the account measures for its bench account, on the same origin too.
const API_PATH = '/api'
const BENCH_TOKENS = 50
const BENCH_TRANSACTIONS = 1000

if (!args['no-build']) {
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' }
  execFileSync(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@appkit/example-minimal^...',
      '--filter=@appkit/example-full^...',
      '--filter=@appkit/example-wagmi^...',
      '--output-logs=errors-only',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env,
    },
  )
  // Vite directly, not through turbo: the explorer URL is a build-time setting turbo would cache away.
  for (const app of [APP, FULL_APP, WAGMI_APP]) {
    execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
      cwd: app,
      stdio: 'inherit',
      env: { ...env, VITE_EXPLORER_URL: EXPLORER_PATH, VITE_BLOCKCHAIN_API_URL: API_PATH },
    })
  }
}

const api = await startBenchApi()
const mounts = { '/explorer': explorerService(), [API_PATH]: api.service }
const server = await serveStatic(join(APP, 'dist'), mounts)
const fullServer = await serveStatic(join(FULL_APP, 'dist'), mounts)
const wagmiServer = await serveStatic(join(WAGMI_APP, 'dist'), mounts)
const browser = await chromium.launch(chromiumLaunchOptions())

/**
 * Pointer over the button to the click: well under what people take (aiming and pressing take a few
 * hundred ms); the modal's code must load within it on a local server.
 */
const INTENT_MS = 150

/**
 * What the full example may load before the first click, gzip (the modal's code comes after): its
 * budget in size-budget.json, one number for both checks.
 */
const FULL_FIRST_PAINT_BUDGET =
  JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8')).apps[
    'example-full: JS before the first click'
  ].limitKb * 1024

/** Opens `url` as a first visit and clicks the button: what loaded before, and how fast the modal came. */
async function openAndClick(context, url) {
  const page = await context.newPage()
  await page.addInitScript(INIT_SCRIPT)
  const scripts = []
  const counts = { offMachine: 0, dataRequestsBeforeClick: 0 }
  let clicked = false
  page.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url())
    if (protocol.startsWith('http') && hostname !== '127.0.0.1') counts.offMachine++
    if (!clicked && ['fetch', 'xhr', 'websocket', 'eventsource'].includes(request.resourceType()))
      counts.dataRequestsBeforeClick++
  })
  page.on('response', (response) => {
    if (!clicked && response.request().resourceType() === 'script') scripts.push(response.body())
  })
  await page.goto(url)
  await page.waitForFunction(() => window.__bench.buttonVisibleAt !== null, null, { timeout: 10_000 })
  const buttonVisibleMs = await page.evaluate(() => window.__bench.buttonVisibleAt)
  const bodies = await Promise.all(scripts)
  clicked = true
  // As a person clicks: the pointer reaches the button, rests, then presses. The buttons start
  // loading the modal's code on that intent; what loads from here on is not the first paint's.
  await page.hover('appkit-button button')
  await page.waitForTimeout(INTENT_MS)
  const click = await page.evaluate(clickAndWatch)
  return {
    page,
    counts,
    // The Solana adapter's own code carries the Wallet Standard's registration event name; its
    // stand-in on the first paint does not.
    solanaScriptsBeforeClick: bodies.filter((b) => b.includes('wallet-standard:register-wallet')).length,
    // The Bitcoin adapter's own code asks wallets for their Bitcoin accounts; its stand-in does not.
    bitcoinScriptsBeforeClick: bodies.filter((b) => b.includes('bitcoin:connect')).length,
    // The secure frame's messenger tags its messages; the embedded wallet's stand-in does not.
    frameScriptsBeforeClick: bodies.filter((b) => b.includes('appkit-frame/1')).length,
    jsRawBytes: bodies.reduce((n, b) => n + b.length, 0),
    jsGzipBytes: bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
    buttonVisibleMs,
    click,
  }
}

/** The full example: its first paint and first click only. */
async function measureFullOnce() {
  const context = await browser.newContext()
  const {
    counts,
    jsGzipBytes,
    buttonVisibleMs,
    click,
    solanaScriptsBeforeClick,
    bitcoinScriptsBeforeClick,
    frameScriptsBeforeClick,
  } = await openAndClick(context, fullServer.url)
  await context.close()
  return {
    fullSolanaScriptsBeforeClick: solanaScriptsBeforeClick,
    fullBitcoinScriptsBeforeClick: bitcoinScriptsBeforeClick,
    fullFrameScriptsBeforeClick: frameScriptsBeforeClick,
    fullJsGzipBytes: jsGzipBytes,
    fullButtonVisibleMs: buttonVisibleMs,
    fullClickToDialogMs: click.dialogMs,
    fullDataRequestsBeforeClick: counts.dataRequestsBeforeClick,
    fullOffMachineRequests: counts.offMachine,
  }
}

/** The wagmi example: its first paint and first click only. */
async function measureWagmiOnce() {
  const context = await browser.newContext()
  const { counts, jsGzipBytes, buttonVisibleMs, click } = await openAndClick(context, wagmiServer.url)
  await context.close()
  return {
    wagmiJsGzipBytes: jsGzipBytes,
    wagmiButtonVisibleMs: buttonVisibleMs,
    wagmiClickToDialogMs: click.dialogMs,
    wagmiDataRequestsBeforeClick: counts.dataRequestsBeforeClick,
    wagmiOffMachineRequests: counts.offMachine,
  }
}

async function measureOnce() {
  const context = await browser.newContext()
  const { page, counts, jsRawBytes, jsGzipBytes, buttonVisibleMs, click } = await openAndClick(
    context,
    server.url,
  )
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const allWalletsMs = await page.evaluate(openAllWalletsAndWatch).catch(async (error) => {
    const html = await page.evaluate(
      () => document.querySelector('appkit-modal')?.shadowRoot?.querySelector('.apk-body')?.innerHTML,
    )
    throw new Error(`${error.message}\n${html?.slice(0, 1500)}`)
  })
  const search = await page.evaluate(searchAndWatch, 'Lab')
  const scrolled = await page.evaluate(scrollAllWallets, 5)
  await context.close()
  return {
    jsRawBytes,
    jsGzipBytes,
    buttonVisibleMs,
    clickToDialogMs: click.dialogMs,
    clickToFirstWalletMs: click.walletMs,
    sameFrame: click.sameFrame,
    heapAfterOpenBytes: usedSize,
    offMachineRequests: counts.offMachine,
    dataRequestsBeforeClick: counts.dataRequestsBeforeClick,
    allWalletsMs,
    allWalletsSearchMs: search.ms,
    allWalletsLoaded: scrolled.loaded,
    allWalletsRenderedRows: scrolled.rendered,
  }
}

/** The account views: connected as the bench account, then Account with its tokens, then Activity. */
async function measureAccountOnce() {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(ACCOUNT_INIT_SCRIPT)
  await page.goto(server.url)
  await page.waitForFunction(() =>
    document.querySelector('appkit-button')?.shadowRoot?.querySelector('button'),
  )
  await page.evaluate(connectBenchWallet)
  const accountMs = await page.evaluate(openAccountAndWatch, BENCH_TOKENS)
  const activity = await page.evaluate(scrollActivityToEnd, BENCH_TRANSACTIONS)
  await context.close()
  return {
    accountTokensMs: accountMs,
    activityFirstRowMs: activity.firstRowMs,
    activityEndMs: activity.endMs,
    activityRenderedRows: activity.rendered,
  }
}

const runs = []
try {
  await measureOnce() // warm-up: the OS file cache and Chromium's own start, not our code
  await measureAccountOnce()
  await measureFullOnce()
  await measureWagmiOnce()
  for (let i = 0; i < RUNS; i++) {
    runs.push({
      ...(await measureOnce()),
      ...(await measureAccountOnce()),
      ...(await measureFullOnce()),
      ...(await measureWagmiOnce()),
    })
  }
} finally {
  await browser.close()
  await server.close()
  await fullServer.close()
  await wagmiServer.close()
  api.close()
}

const metric = (key, unit) => ({ unit, ...summarize(runs.map((r) => r[key])) })
const result = {
  date: new Date().toISOString(),
  machine: {
    cpu: cpus()[0]?.model,
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium: browser.version(),
  },
  runs: RUNS,
  metrics: {
    'JS before the click (raw)': metric('jsRawBytes', 'bytes'),
    'JS before the click (gzip)': metric('jsGzipBytes', 'bytes'),
    'navigation → button visible': metric('buttonVisibleMs', 'ms'),
    'click → dialog visible': metric('clickToDialogMs', 'ms'),
    'click → first wallet visible': metric('clickToFirstWalletMs', 'ms'),
    'JS heap after the modal opens': metric('heapAfterOpenBytes', 'bytes'),
    'requests to hosts other than 127.0.0.1': metric('offMachineRequests', 'count'),
    'data requests before the click': metric('dataRequestsBeforeClick', 'count'),
    'AllWallets (10,000 catalogue): click → first wallet': metric('allWalletsMs', 'ms'),
    'AllWallets search → results (200 ms debounce incl.)': metric('allWalletsSearchMs', 'ms'),
    'AllWallets after 5 scrolls: wallets loaded': metric('allWalletsLoaded', 'count'),
    'AllWallets after 5 scrolls: rows in the DOM': metric('allWalletsRenderedRows', 'count'),
    'Account (50 tokens): click → every token shown': metric('accountTokensMs', 'ms'),
    'Activity (1,000 transactions): click → first row': metric('activityFirstRowMs', 'ms'),
    'Activity: click → scrolled to the 1,000th': metric('activityEndMs', 'ms'),
    'Activity at the end: rows in the DOM': metric('activityRenderedRows', 'count'),
    'full example: JS before the click (gzip)': metric('fullJsGzipBytes', 'bytes'),
    'full example: navigation → button visible': metric('fullButtonVisibleMs', 'ms'),
    'full example: click → dialog visible': metric('fullClickToDialogMs', 'ms'),
    'full example: data requests before the click': metric('fullDataRequestsBeforeClick', 'count'),
    'full example: requests to hosts other than 127.0.0.1': metric('fullOffMachineRequests', 'count'),
    'full example: Solana scripts before the click': metric('fullSolanaScriptsBeforeClick', 'count'),
    'full example: Bitcoin scripts before the click': metric('fullBitcoinScriptsBeforeClick', 'count'),
    'full example: secure-frame scripts before the click': metric('fullFrameScriptsBeforeClick', 'count'),
    'wagmi example: JS before the click (gzip)': metric('wagmiJsGzipBytes', 'bytes'),
    'wagmi example: navigation → button visible': metric('wagmiButtonVisibleMs', 'ms'),
    'wagmi example: click → dialog visible': metric('wagmiClickToDialogMs', 'ms'),
    'wagmi example: data requests before the click': metric('wagmiDataRequestsBeforeClick', 'count'),
    'wagmi example: requests to hosts other than 127.0.0.1': metric('wagmiOffMachineRequests', 'count'),
  },
  firstWalletInSameFrameAsDialog: runs.every((r) => r.sameFrame),
}

const format = (value, unit) =>
  unit === 'bytes'
    ? `${(value / 1024).toFixed(1)} KB`
    : unit === 'ms'
      ? `${value.toFixed(1)} ms`
      : String(value)
console.log(`\nbenchmark: apps/examples/minimal, ${RUNS} runs (median, min–max)`)
console.log(
  `${result.machine.cpu}, ${result.machine.cores} cores, Node ${result.machine.node}, Chromium ${result.machine.chromium}\n`,
)
for (const [name, m] of Object.entries(result.metrics)) {
  console.log(
    `${name.padEnd(52)} ${format(m.median, m.unit).padStart(10)}   ${format(m.min, m.unit)} – ${format(m.max, m.unit)}`,
  )
}
console.log(
  `${'first wallet in the same frame as dialog'.padEnd(52)} ${String(result.firstWalletInSameFrameAsDialog).padStart(10)}`,
)
mkdirSync(dirname(OUT), { recursive: true })
writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`)
console.log(`\nwritten to ${OUT}`)
if (
  result.metrics['requests to hosts other than 127.0.0.1'].max > 0 ||
  result.metrics['full example: requests to hosts other than 127.0.0.1'].max > 0 ||
  result.metrics['wagmi example: requests to hosts other than 127.0.0.1'].max > 0
) {
  console.error('✖ the example app sent requests off the machine')
  process.exit(1)
}
for (const what of ['Solana', 'Bitcoin', 'secure-frame']) {
  if (result.metrics[`full example: ${what} scripts before the click`].max > 0) {
    console.error(`✖ the full example loaded ${what} code before the first click`)
    process.exit(1)
  }
}
// The budget for a dapp with everything the product has (React included). The same bytes
// on every run, so any run above it fails.
if (result.metrics['full example: JS before the click (gzip)'].max > FULL_FIRST_PAINT_BUDGET) {
  console.error(
    `✖ the full example loads ${format(result.metrics['full example: JS before the click (gzip)'].max, 'bytes')} of JS (gzip) before the first click: the budget is ${format(FULL_FIRST_PAINT_BUDGET, 'bytes')}`,
  )
  process.exit(1)
}
