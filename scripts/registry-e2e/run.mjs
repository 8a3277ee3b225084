#!/usr/bin/env node
// End to end, as a dapp developer meets our packages: publish every public package to a throwaway
// local registry (verdaccio), create a Vite React app outside the workspace, install it with npm
// from that registry, type-check and build it, then open it in Chromium and open the modal.
// Each stage prints its time; a failure says which stage and what the tool said.
//   node scripts/registry-e2e/run.mjs [--keep] [--no-wagmi]
// --keep      leave the temp directory (app, registry storage, logs) for a look afterwards
// --no-wagmi  skip the @appkit/wagmi page
// Needs the packages built (scripts/run.mjs test builds them first).
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, realpathSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { publicPackages, root } from '../packages/public-packages.mjs'
import { checkInBrowser } from './browser-check.mjs'
import { writeFreshApp } from './fresh-app.mjs'
import {
  npmInstall,
  npmLsAppkit,
  typecheckAndBuild,
  verifyInstalledFromRegistry,
} from './install-and-build.mjs'
import { publishAll } from './publish.mjs'
import { startRegistry } from './registry.mjs'

const UPLINK = 'https://registry.npmjs.org/'
// Third-party package documents from the uplink, kept between runs (see verdaccio-config.mjs).
const CACHE_DIR = join(root, 'node_modules/.cache/appkit-registry-e2e')
const args = process.argv.slice(2)
const keep = args.includes('--keep')
const wagmi =
  !args.includes('--no-wagmi') &&
  publicPackages().some((p) => p.name === '@appkit/wagmi' && existsSync(join(p.dir, 'dist/index.js')))

const work = realpathSync(mkdtempSync(join(tmpdir(), 'appkit-registry-e2e-')))
if (work.startsWith(`${root}/`)) throw new Error(`the temp directory ${work} is inside the workspace`)
const appDir = join(work, 'app')
mkdirSync(CACHE_DIR, { recursive: true })
let registry

function cleanUp() {
  registry?.stop()
  if (keep) return
  // The app's node_modules is ~30,000 files: deleting them took 150 s on a busy CI machine. The
  // result is known by now, so the deletion runs on after this process, in its own group.
  spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref()
}
process.on('exit', cleanUp)
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143))

const started = performance.now()
async function stage(title, task) {
  const t0 = performance.now()
  process.stdout.write(`  ${title} … `)
  try {
    const result = await task()
    console.log(`${((performance.now() - t0) / 1000).toFixed(1)} s`)
    return result
  } catch (error) {
    console.log('failed')
    console.error(`\n✖ registry e2e: ${title} failed\n${error.message}`)
    if (registry)
      console.error(`  (verdaccio's log: ${registry.logPath}${keep ? '' : '; rerun with --keep to read it'})`)
    process.exit(1)
  }
}

registry = await stage('starting a local registry (verdaccio)', () =>
  startRegistry(work, { uplink: UPLINK, cacheDir: CACHE_DIR }),
)
const versions = await stage(`publishing ${publicPackages().length} packages to ${registry.url}`, () =>
  publishAll(registry),
)
await stage(`writing a fresh Vite React app in ${appDir}${wagmi ? ' (with a wagmi page)' : ''}`, () =>
  writeFreshApp(appDir, { versions, wagmi }),
)
await stage('npm install from the local registry', () => npmInstall(appDir, registry))
const expected = { appkit: versions.appkit, ...(wagmi && { '@appkit/wagmi': versions['@appkit/wagmi'] }) }
const installed = await stage('checking that every appkit package came from the local registry', async () => {
  await npmLsAppkit(appDir)
  return verifyInstalledFromRegistry(appDir, registry, expected)
})
const dist = await stage('type-checking and building the app (tsc, vite build)', () =>
  typecheckAndBuild(appDir),
)
const pages = [
  { path: '/index.html', status: 'disconnected' },
  ...(wagmi ? [{ path: '/wagmi.html', status: 'wagmi: disconnected' }] : []),
]
const results = await stage(`opening ${pages.map((p) => p.path).join(' and ')} in Chromium`, () =>
  checkInBrowser(dist, pages),
)

const refused = [...new Set(results.flatMap((r) => r.refused))]
console.log(
  `\n✓ registry e2e: ${Object.keys(installed).length} packages installed from the local registry ` +
    `(${Object.entries(installed)
      .map(([n, v]) => `${n}@${v}`)
      .join(', ')}); the connect button opened the modal on ${pages.length} page(s) ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s` +
    (refused.length ? `\n  (requests to other hosts were refused: ${refused.join(', ')})` : ''),
)
if (keep) console.log(`  kept: ${work}`)
// The registry is a child process: stop it (cleanUp, on exit) rather than wait for it.
process.exit(0)
