// `npm run lab` must not leave anything behind: SIGTERM (what a process manager or a container
// stop sends) stops the cloud, its chains, relay and SMTP server, the secure site and both Vite
// servers, freeing their ports.
// It runs the README's command itself (scripts/run.mjs lab), minus the install and build, which
// turbo has done before this test runs.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'

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

test('SIGTERM stops the cloud, the chains, the relay, the mail server, the secure site and both Vite servers', {
  timeout: 120_000,
}, async () => {
  const names = [
    'CLOUD_PORT',
    'RELAY_PORT',
    'ANVIL_A_PORT',
    'ANVIL_B_PORT',
    'SMTP_PORT',
    'SECURE_SITE_PORT',
    'LAB_PORT',
    'TEST_WALLET_PORT',
  ]
  const ports = {}
  for (const name of names) ports[name] = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'lab-start-'))
  const script = fileURLToPath(new URL('../../../scripts/run.mjs', import.meta.url))
  const child = spawn(process.execPath, [script, 'lab'], {
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
      reject(new Error(`run.mjs lab exited with ${code} before it was ready:\n${output}`)),
    )
  })
  child.stdout.resume()
  for (const name of names) assert.equal(await listening(ports[name]), true, `${name} is served once started`)

  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)))
  child.kill('SIGTERM')
  assert.equal(await exited, 143)
  for (const name of names) assert.equal(await listening(ports[name]), false, `${name} is free after SIGTERM`)
  rmSync(dataDir, { recursive: true, force: true })
})
