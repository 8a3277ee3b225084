#!/usr/bin/env node
// The two commands of the README, for a fresh machine with only Node and npm:
//   node scripts/run.mjs lab   → install, build, start the local cloud and the lab, print its URL
//   node scripts/run.mjs test  → install, build, lint, type-check, unit and browser tests, one summary line
// Only Node built-ins here: nothing is installed yet when this runs.
import { execSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { coverageFailures, readThresholds, unguarded } from './coverage-thresholds.mjs'

const root = new URL('..', import.meta.url).pathname
const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1]
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' }

function log(message) {
  console.log(`\n▶ ${message}`)
}

/** The steps running now (two at a time at most): their process groups are what a stop must end. */
const running = new Set()
let stopping = false

/** Signals the whole process group of each running step (or of each group leader in `pids`). */
function signalGroups(signal, pids = [...running].map((child) => child.pid)) {
  for (const pid of pids) {
    try {
      process.kill(-pid, signal)
    } catch {
      // Already gone.
    }
  }
}

/**
 * Runs one step in its own process group and waits for it. A step that fails ends the run with its
 * status, stopping a step that runs beside it. The group is what makes stopping reliable: pnpm,
 * turbo and Playwright do not all pass a signal on to their children, so the whole group (down to
 * the cloud's anvil nodes, Vite and Chromium) is signalled at once.
 */
function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env, detached: true, ...options })
    running.add(child)
    child.on('exit', (code, signal) => {
      running.delete(child)
      if (code === 0) return resolve()
      if (stopping) return
      stopping = true
      console.error(`\n✖ ${[cmd, ...args].join(' ')} exited with ${code ?? signal}`)
      signalGroups('SIGTERM')
      process.exit(code || 1)
    })
  })
}

/** Whether any process of the group led by `pid` is still there. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

/** Waits until every one of the groups is gone, at most `ms`; true when they all are. */
async function groupsGone(pids, ms) {
  const deadline = Date.now() + ms
  while (pids.some(groupAlive)) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return true
}

/**
 * Stops the running steps' whole process groups, then exits as a signalled process does. It exits
 * once every process of those groups is gone, not when their leaders are: a server that outlives its
 * parent still holds its port. What ignores SIGTERM for 5 s is killed.
 */
async function stopAll(signal) {
  if (stopping) return
  stopping = true
  const status = signal === 'SIGINT' ? 130 : 143
  const groups = [...running].map((child) => child.pid)
  signalGroups('SIGTERM')
  if (!(await groupsGone(groups, 5000))) {
    signalGroups('SIGKILL', groups)
    await groupsGone(groups, 5000)
  }
  process.exit(status)
}
process.on('SIGINT', () => stopAll('SIGINT'))
process.on('SIGTERM', () => stopAll('SIGTERM'))
// `npm run lab` runs this under a shell and npm, which do not pass a SIGTERM on: npm dies and this
// process is handed to another parent. A changed parent is the stop the user asked for.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) stopAll('SIGTERM')
}, 200).unref()

function works(cmd) {
  return spawnSync('sh', ['-c', `${cmd} >/dev/null 2>&1`]).status === 0
}

function ensurePnpm() {
  const have = spawnSync('pnpm', ['--version'], { encoding: 'utf8' })
  if (have.status === 0 && have.stdout.trim() === PNPM_VERSION) return ['pnpm']
  log(`installing pnpm ${PNPM_VERSION} with npm`)
  if (spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' }).status === 0) {
    return ['pnpm']
  }
  // No rights to install globally: run it through npx instead.
  return ['npx', '-y', `pnpm@${PNPM_VERSION}`]
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((path) => path && existsSync(path))
}

/** Installs a Debian package when this machine lets us (root, or sudo without a password); false if not. */
function aptInstall(name) {
  const isRoot = process.getuid?.() === 0
  const apt = isRoot ? 'apt-get' : works('sudo -n true') ? 'sudo -n apt-get' : undefined
  if (!apt || !works('command -v apt-get')) return false
  execSync(`${apt} update -qq && DEBIAN_FRONTEND=noninteractive ${apt} install -y -qq ${name}`, {
    stdio: 'inherit',
  })
  return true
}

function ensureChromium() {
  const found = findChromium()
  if (found) return found
  log("Chromium is missing: installing Debian's chromium package")
  if (aptInstall('chromium')) {
    const installed = findChromium()
    if (installed) return installed
  }
  console.error(
    [
      '\n✖ The browser tests need Chromium and none was found.',
      '  On Debian or Ubuntu: sudo apt-get install -y chromium   (gives /usr/bin/chromium)',
      '  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chromium.',
      '  The tests are never skipped: without a browser this command fails.',
    ].join('\n'),
  )
  process.exit(1)
}

/** The relay's tests start their own redis-server (Debian's): they never skip without one. */
function ensureRedis() {
  if (works('command -v redis-server')) return
  log("redis-server is missing: installing Debian's redis-server package")
  if (aptInstall('redis-server') && works('command -v redis-server')) return
  console.error(
    [
      "\n✖ The relay's tests need redis-server and none was found.",
      '  On Debian or Ubuntu: sudo apt-get install -y redis-server',
      '  Elsewhere: install Redis 7 so that redis-server is on the PATH.',
      '  The tests are never skipped: without it this command fails.',
    ].join('\n'),
  )
  process.exit(1)
}

function collectCounts() {
  const files = []
  const walk = (dir, depth) => {
    if (depth > 4) return
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.git')) continue
      const path = join(dir, name)
      if (name === '.test-results') {
        for (const f of readdirSync(path)) files.push(join(path, f))
      } else if (statSync(path).isDirectory()) walk(path, depth + 1)
    }
  }
  walk(root, 0)
  let passed = 0
  let failed = 0
  for (const file of files) {
    if (!file.endsWith('.json')) continue
    const report = JSON.parse(readFileSync(file, 'utf8'))
    if (report.stats) {
      // Playwright's JSON reporter
      passed += report.stats.expected + report.stats.flaky
      failed += report.stats.unexpected
    } else {
      passed += report.numPassedTests ?? 0
      failed += report.numFailedTests ?? 0
    }
  }
  return { passed, failed, files: files.length }
}

/**
 * Line and branch coverage of each package's unit tests (vitest's v8 coverage), as one table; the
 * run fails when a package falls below its floor in coverage-thresholds.json.
 */
function printCoverage() {
  const rows = []
  const measured = {}
  for (const dir of ['packages', 'packages/adapters', 'apps']) {
    const base = join(root, dir)
    if (!existsSync(base)) continue
    for (const name of readdirSync(base)) {
      const summary = join(base, name, '.test-results', 'coverage', 'coverage-summary.json')
      if (!existsSync(summary)) continue
      const { total } = JSON.parse(readFileSync(summary, 'utf8'))
      rows.push([`${dir}/${name}`, total.lines, total.branches])
      measured[`${dir}/${name}`] = total
    }
  }
  const cell = ({ pct, covered, total }) => `${pct.toFixed(1).padStart(5)} % (${covered}/${total})`.padEnd(22)
  console.log(`\n${'unit-test coverage'.padEnd(28)}${'lines'.padEnd(22)}branches`)
  for (const [name, lines, branches] of rows) console.log(`${name.padEnd(28)}${cell(lines)}${cell(branches)}`)
  const thresholds = readThresholds(join(root, 'coverage-thresholds.json'))
  for (const name of unguarded(measured, thresholds)) console.log(`(no coverage threshold yet for ${name})`)
  const failures = coverageFailures(measured, thresholds)
  if (failures.length > 0) {
    console.error(`\n✖ coverage below its threshold:\n${failures.map((f) => `  ${f}`).join('\n')}`)
    process.exit(1)
  }
}

function clearResults() {
  for (const dir of ['packages', 'packages/adapters', 'apps']) {
    const base = join(root, dir)
    if (!existsSync(base)) continue
    for (const name of readdirSync(base))
      rmSync(join(base, name, '.test-results'), { recursive: true, force: true })
  }
}

const command = process.argv[2]
const pnpm = ensurePnpm()
const pnpmRun = (args, options) => run(pnpm[0], [...pnpm.slice(1), ...args], options)

// APPKIT_SKIP_SETUP=1: everything is installed and built already (the lab's own stop test).
const setup = !process.env.APPKIT_SKIP_SETUP
if (setup) {
  log('installing dependencies')
  await pnpmRun(['install', ...(process.env.CI ? ['--frozen-lockfile'] : [])])
}

if (command === 'test') {
  const chromium = ensureChromium()
  env.CHROMIUM_PATH = chromium
  ensureRedis()
  // The cloud's chain template and compiled lab token go to a directory of this run alone: the
  // suites then meet the cold path a fresh machine meets, whatever an earlier run left in the
  // system's temporary directory.
  const cacheDir = mkdtempSync(join(tmpdir(), 'appkit-cloud-cache-'))
  env.APPKIT_CLOUD_CACHE_DIR = cacheDir
  process.on('exit', () => rmSync(cacheDir, { recursive: true, force: true }))
  clearResults()
  log('lint and format check')
  await pnpmRun(['exec', 'biome', 'ci', '.'])
  log('build, type-check and unit tests')
  await pnpmRun([
    'exec',
    'turbo',
    'run',
    'build',
    'typecheck',
    'test',
    '--output-logs=errors-only',
    '--concurrency=2',
  ])
  // The scripts' own tests first (the coverage check among them: a broken check would pass every
  // package; the package checks' import reader; the local registry's configuration).
  const scriptTests = readdirSync(join(root, 'scripts'), { recursive: true })
    .filter((file) => file.endsWith('.test.mjs'))
    .map((file) => join('scripts', file))
  await run(process.execPath, ['--test', ...scriptTests])
  printCoverage()
  // Two lines side by side, to keep the run inside its time budget: the registry's npm install
  // mostly waits on the network while the other line uses the CPU. The packages' dist is only read
  // from here on: the benchmark's own build step starts after the publish has packed them.
  await Promise.all([
    (async () => {
      log('package checks of every public package (publint, attw --profile esm-only, undeclared imports)')
      await run(process.execPath, ['scripts/check-packages.mjs'])
      log(
        'registry end to end (publish to a local verdaccio, npm-install a fresh Vite app, open it in Chromium)',
      )
      await run(process.execPath, ['scripts/registry-e2e/run.mjs'])
    })(),
    (async () => {
      log('size budget')
      await run(process.execPath, ['scripts/size.mjs'])
      log('browser tests of the WalletConnect test wallet (WalletKit in a page, over the local relay)')
      await pnpmRun(['--filter', '@appkit/test-wallet', 'e2e'])
      log('benchmark smoke run (checks that it works; asserts no time)')
      await run(process.execPath, ['scripts/bench/run.mjs', '--runs=1', '--out=bench-results/smoke.json'])
    })(),
  ])
  log('browser tests (Playwright in Chromium against the lab and the local cloud)')
  await pnpmRun(['--filter', '@appkit/lab', 'e2e'])
  const { passed, failed, files } = collectCounts()
  if (files === 0) {
    console.error('✖ no test report was written')
    process.exit(1)
  }
  console.log(`\ntests: ${passed} passed, ${failed} failed`)
  process.exit(failed > 0 ? 1 : 0)
} else if (command === 'lab') {
  if (setup) {
    log('building the packages')
    await pnpmRun([
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@appkit/lab^...',
      '--filter=@appkit/cloud',
      '--output-logs=errors-only',
    ])
  }
  log('starting the local cloud and the lab')
  // Started directly, not through pnpm: a SIGTERM must reach it (and its group) at once.
  await run(process.execPath, ['apps/lab/scripts/start.mjs'])
} else {
  console.error('usage: node scripts/run.mjs <lab|test>')
  process.exit(2)
}
