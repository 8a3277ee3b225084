import { type ChildProcess, type SpawnOptions, spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, spawnServer, stopServer } from '../../server-process.test-helper.js'

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
  /** The server's process id now (a restart makes a new process): the load test reads its CPU. */
  pid(): number
}

const START_TIMEOUT_MS = 10_000
const READY = 'Ready to accept connections'
/** Redis's clean shutdown: it writes the append-only file out and exits. */
const SHUTDOWN = 'SIGTERM'
export const MISSING_REDIS =
  "redis-server was not found: install Debian's redis-server package (apt-get install -y redis-server). " +
  '`npm test` installs it when it can; the relay tests never skip without it.'

export interface TestRedisOptions {
  /**
   * `always` (the default) writes every command to disk before answering; `everysec`, Redis's own
   * default, once a second (the load test: a clean restart loses nothing either way).
   */
  appendfsync?: 'always' | 'everysec'
}

export async function startTestRedis(options: TestRedisOptions = {}): Promise<TestRedis> {
  const binary = findRedisServer()
  const appendfsync = options.appendfsync ?? 'always'
  const dir = await mkdtemp(join(tmpdir(), 'appkit-redis-'))
  try {
    // The port is picked free just before; if another process takes it first, try another one.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort()
      try {
        let server = await startServer(binary, dir, port, appendfsync)
        let stopping: Promise<void> | undefined
        return {
          url: `redis://127.0.0.1:${port}`,
          async restart(whileDown) {
            await stopServer(server, SHUTDOWN)
            whileDown?.()
            server = await startServer(binary, dir, port, appendfsync)
          },
          pid: () => server.pid!,
          stop() {
            stopping ??= stopServer(server, SHUTDOWN).then(() => rm(dir, { recursive: true, force: true }))
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

function startServer(binary: string, dir: string, port: number, appendfsync: string): Promise<ChildProcess> {
  const args = [
    ['--port', String(port)],
    ['--bind', '127.0.0.1'],
    ['--dir', dir],
    ['--appendonly', 'yes'],
    ['--appendfsync', appendfsync],
    ['--save', ''],
    ['--logfile', ''],
  ].flat()
  const options = { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] } satisfies SpawnOptions
  return spawnServer({
    name: 'redis-server',
    command: binary,
    args,
    options,
    ready: READY,
    timeoutMs: START_TIMEOUT_MS,
  })
}
