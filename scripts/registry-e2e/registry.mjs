// Starts a throwaway verdaccio on 127.0.0.1 (storage in `dir`, gone with it), waits until it
// answers, and registers the one user that may publish our packages. Returns its URL, an npmrc
// that carries the user's token, and stop().
import { spawn } from 'node:child_process'
import { openSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from '../packages/public-packages.mjs'
import { freePort } from './free-port.mjs'
import { writeVerdaccioConfig } from './verdaccio-config.mjs'

const VERDACCIO = join(root, 'node_modules/.bin/verdaccio')
const READY_TIMEOUT_MS = 30_000

async function waitUntilReady(url, child, logPath) {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`verdaccio exited with ${child.exitCode}; see ${logPath}`)
    try {
      if ((await fetch(`${url}-/ping`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`verdaccio did not answer ${url}-/ping within ${READY_TIMEOUT_MS / 1000} s; see ${logPath}`)
}

/** npm's login call: creates the user (htpasswd allows one) and answers with its token. */
async function registerUser(url) {
  const name = 'appkit-ci'
  const response = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: crypto.randomUUID(), type: 'user', roles: [] }),
  })
  const body = await response.json().catch(() => ({}))
  if (!response.ok || !body.token) {
    throw new Error(
      `could not register a user on the local registry: ${response.status} ${JSON.stringify(body)}`,
    )
  }
  return body.token
}

export async function startRegistry(dir, { uplink, cacheDir }) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/`
  const config = writeVerdaccioConfig(dir, { port, uplink, cacheDir })
  const logPath = join(dir, 'verdaccio.log')
  const log = openSync(logPath, 'a')
  // Its own process group, so stop() ends verdaccio and anything it started, and only that.
  const child = spawn(VERDACCIO, ['--config', config, '--listen', `127.0.0.1:${port}`], {
    cwd: dir,
    stdio: ['ignore', log, log],
    detached: true,
    env: { ...process.env, VERDACCIO_APPDIR: dir },
  })
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  try {
    await waitUntilReady(url, child, logPath)
    const token = await registerUser(url)
    // Used by pnpm (publish) and npm (install) alike: the registry, and the token for its host only.
    const npmrc = join(dir, 'npmrc')
    writeFileSync(npmrc, `registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`)
    return { url, port, npmrc, logPath, stop }
  } catch (error) {
    stop()
    throw error
  }
}
