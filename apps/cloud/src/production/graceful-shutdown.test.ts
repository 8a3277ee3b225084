import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createTestDatabase } from '../db/engines.test-helper.js'
import { deferred } from '../deferred.js'
import { signClientJwt } from '../services/relay/client-jwt.test-helper.js'
import { RECONNECT_CLOSE_CODE } from '../services/relay/relay-server.js'

const CLOUD_DIR = fileURLToPath(new URL('../..', import.meta.url))
// The child transpiles the sources as it loads them: slow on a loaded 2-core machine.
const TIMEOUT_MS = 90_000

let child: ChildProcess | undefined
let upstream: Server | undefined
afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL')
  upstream?.close()
  upstream?.closeAllConnections()
})

/** An EVM node that answers eth_blockNumber only when the test lets it. */
async function startSlowNode() {
  const asked = deferred<void>()
  const answer = deferred<void>()
  upstream = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', async () => {
      asked.resolve()
      await answer.promise
      const { id } = JSON.parse(body)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x2a' }))
    })
  })
  await new Promise<void>((resolve) => upstream!.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
  return { url, asked: asked.promise, answer: () => answer.resolve() }
}

/** `node src/main.ts` in production mode; resolves with its URLs once it logs "ready". */
function startInstance(env: Record<string, string>) {
  const lines: string[] = []
  child = spawn(process.execPath, ['--import', './test-helpers/register-source-loader.mjs', 'src/main.ts'], {
    cwd: CLOUD_DIR,
    env: { PATH: process.env.PATH, CLOUD_MODE: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)))
  let stderr = ''
  child.stderr!.on('data', (chunk) => {
    stderr += chunk
  })
  let buffered = ''
  const ready = new Promise<{ url: string; relayUrl: string }>((resolve, reject) => {
    child!.stdout!.on('data', (chunk) => {
      buffered += chunk
      const complete = buffered.split('\n')
      buffered = complete.pop()!
      for (const line of complete) {
        lines.push(line)
        const event = JSON.parse(line)
        if (event.msg === 'ready') resolve(event)
      }
    })
    void exited.then((code) => reject(new Error(`exited ${code} before ready: ${lines.join('\n')}${stderr}`)))
  })
  // A test of a refused start never waits for "ready".
  ready.catch(() => undefined)
  return { ready, exited, lines }
}

describe('a production instance on SIGTERM', () => {
  it(
    'finishes the request in flight, sends relay sockets to reconnect, logs JSON and exits 0',
    async () => {
      const node = await startSlowNode()
      const instance = startInstance({
        DATABASE_URL: await createTestDatabase(),
        SERVICES: 'api,relay',
        LISTEN_HOST: '127.0.0.1',
        CLOUD_PORT: '0',
        RELAY_PORT: '0',
        ALLOWED_HOSTS: 'cloud.example.com',
        EVM_RPC_URLS: `1=${node.url}`,
        SHUTDOWN_DEADLINE_MS: '20000',
      })
      const { url, relayUrl } = await instance.ready

      const socket = new WebSocket(`${relayUrl}/?auth=${signClientJwt(relayUrl)}&projectId=p&ua=test`)
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))

      const inFlight = fetch(`${url}/v1?chainId=eip155:1&projectId=p`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_blockNumber', params: [] }),
      })
      await node.asked
      child!.kill('SIGTERM')

      await expect(closed).resolves.toBe(RECONNECT_CLOSE_CODE)
      node.answer()
      const response = await inFlight
      expect(response.status).toBe(200)
      await expect(response.json()).resolves.toEqual({ jsonrpc: '2.0', id: 7, result: '0x2a' })
      await expect(instance.exited).resolves.toBe(0)

      const events = instance.lines.map((line) => JSON.parse(line))
      expect(events.map((event) => event.msg)).toEqual(['ready', 'shutting down', 'stopped'])
      for (const event of events) {
        expect(event).toMatchObject({ level: 'info', service: 'cloud', time: expect.any(String) })
      }
    },
    TIMEOUT_MS,
  )

  it(
    'refuses to start on a dev-only setting, with a message that names it',
    async () => {
      const instance = startInstance({
        CLOUD_TEST_MODE: '1',
        DATABASE_URL: 'postgres://db/x',
        ALLOWED_HOSTS: 'a.example',
      })
      await expect(instance.exited).resolves.toBe(1)
      const [event] = instance.lines.map((line) => JSON.parse(line))
      expect(event).toMatchObject({ level: 'error', msg: 'cannot start' })
      expect(event.error).toContain('CLOUD_TEST_MODE is a setting of the dev cloud; remove it in production.')
    },
    TIMEOUT_MS,
  )
})
