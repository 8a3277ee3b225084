import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../db/postgres-server.test-helper.js'

/**
 * A private Redis for tests: Debian's redis-server on a free loopback port, its data in a temp
 * directory. Persistence is the append-only file with a write per command (`appendfsync always`),
 * no RDB snapshots: a stop and start of the same server, even a kill, keeps every stored message.
 */
export interface TestRedis {
  /** redis://127.0.0.1:PORT */
  url: string
  /**
   * Stops the server and starts it again on the same port and data directory; `whileDown` runs
   * in between, when nothing answers on the port.
   */
  restart(whileDown?: () => void): Promise<void>
  stop(): Promise<void>
}

const START_TIMEOUT_MS = 10_000
const READY = 'Ready to accept connections'
export const MISSING_REDIS =
  "redis-server was not found: install Debian's redis-server package (apt-get install -y redis-server). " +
  '`npm test` installs it when it can; the relay tests never skip without it.'

export async function startTestRedis(): Promise<TestRedis> {
  const binary = findRedisServer()
  const dir = await mkdtemp(join(tmpdir(), 'appkit-redis-'))
  try {
    // The port is picked free just before; if another process takes it first, try another one.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort()
      try {
        let server = await startServer(binary, dir, port)
        let stopping: Promise<void> | undefined
        return {
          url: `redis://127.0.0.1:${port}`,
          async restart(whileDown) {
            await stopChild(server)
            whileDown?.()
            server = await startServer(binary, dir, port)
          },
          stop() {
            stopping ??= stopChild(server).then(() => rm(dir, { recursive: true, force: true }))
            return stopping
          },
        }
      } catch (error) {
        if (attempt >= 3) throw error
      }
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
}

function findRedisServer(): string {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' })
  const path = found.stdout.trim()
  if (found.status !== 0 || path === '') throw new Error(MISSING_REDIS)
  return path
}

function startServer(binary: string, dir: string, port: number): Promise<ChildProcess> {
  const args = [
    ['--port', String(port)],
    ['--bind', '127.0.0.1'],
    ['--dir', dir],
    ['--appendonly', 'yes'],
    ['--appendfsync', 'always'],
    ['--save', ''],
    ['--logfile', ''],
  ].flat()
  const child = spawn(binary, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] })
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  child.once('exit', () => process.off('exit', killOnExit))
  return new Promise((resolve, reject) => {
    let log = ''
    const fail = (reason: string) => {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`redis-server ${reason}: ${log.trim().slice(-1000)}`))
    }
    const timer = setTimeout(() => fail('did not start in time'), START_TIMEOUT_MS)
    child.once('error', (error) => fail(`could not be started (${error.message})`))
    child.once('exit', (code) => fail(`exited before it was ready (${code})`))
    const read = (chunk: Buffer) => {
      log += chunk.toString()
      if (!log.includes(READY)) return
      clearTimeout(timer)
      child.removeAllListeners('exit')
      child.once('exit', () => process.off('exit', killOnExit))
      // Keep draining the log so the pipe never fills and blocks the server.
      for (const stream of [child.stdout, child.stderr]) {
        stream?.removeAllListeners('data')
        stream?.resume()
      }
      resolve(child)
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
  })
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    // SIGTERM is Redis's clean shutdown: it writes the append-only file out and exits.
    child.kill('SIGTERM')
  })
}
