// `npm run lab` must not leave anything behind: SIGTERM (what a process manager or a container
// stop sends) stops the cloud, its chains, relay and SMTP server, the secure site and both Vite
// servers, freeing their ports, whether it reaches the script itself or only `npm`, which does not
// pass it on.
// It runs the README's command (`npm run lab`, or scripts/run.mjs lab), minus the install and build,
// which turbo has done before this test runs.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { before, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { prepareCloudCache } from '@appkit/cloud'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const PORT_NAMES = [
  'CLOUD_PORT',
  'RELAY_PORT',
  'ANVIL_A_PORT',
  'ANVIL_B_PORT',
  'SMTP_PORT',
  'SECURE_SITE_PORT',
  'LAB_PORT',
  'TEST_WALLET_PORT',
]

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

// The cloud's cache is built before the lab starts, never inside the lab's own start-up.
before(() => prepareCloudCache())

/** Starts the lab with `command` on free ports and resolves once it printed its URLs. */
async function startLab(command, args) {
  const ports = {}
  for (const name of PORT_NAMES) ports[name] = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'lab-start-'))
  const child = spawn(command, args, {
    cwd: root,
    env: {
      APPKIT_SKIP_SETUP: '1',
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
      CLOUD_DATA_DIR: dataDir,
      SECURE_SITE_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (output.includes('AppKit lab:')) resolve()
    })
    child.once('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited with ${code} before it was ready:\n${output}`)),
    )
  })
  child.stdout.resume()
  for (const name of PORT_NAMES)
    assert.equal(await listening(ports[name]), true, `${name} is served once started`)
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)))
  return { child, ports, exited, cleanUp: () => rmSync(dataDir, { recursive: true, force: true }) }
}

/** Whether every port is free within `ms` (the orphaned lab of npm is found by polling its parent). */
async function allFree(ports, ms) {
  const deadline = Date.now() + ms
  for (;;) {
    const held = []
    for (const name of PORT_NAMES) if (await listening(ports[name])) held.push(name)
    if (held.length === 0 || Date.now() > deadline) return held
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

test('SIGTERM to scripts/run.mjs lab stops the cloud, the chains, the relay, the mail server, the secure site and both Vite servers', {
  timeout: 120_000,
}, async () => {
  const lab = await startLab(process.execPath, [join(root, 'scripts/run.mjs'), 'lab'])
  lab.child.kill('SIGTERM')
  assert.equal(await lab.exited, 143)
  for (const name of PORT_NAMES)
    assert.equal(await listening(lab.ports[name]), false, `${name} is free after SIGTERM`)
  lab.cleanUp()
})

test('SIGTERM to `npm run lab` (npm passes no signal on) frees every port too', {
  timeout: 120_000,
}, async () => {
  const lab = await startLab('npm', ['run', 'lab', '--silent'])
  lab.child.kill('SIGTERM')
  await lab.exited
  // npm is gone at once; what it started must follow within the stop's own 5 s grace.
  assert.deepEqual(await allFree(lab.ports, 12_000), [], 'ports still held after SIGTERM to npm')
  lab.cleanUp()
})
