import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../db/engines.test-helper.js'
import { fakeHost } from '../fake-host.test-helper.js'
import { runProduction } from './run-production.js'

/** A fake process, and the JSON lines the command writes. */
function fakeCommand(env: Record<string, string>) {
  const lines: string[] = []
  return {
    ...fakeHost(env),
    events: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    write: (line: string) => lines.push(line),
  }
}

let node: Server | undefined
afterEach(() => {
  node?.closeAllConnections()
  node?.close()
  node = undefined
})

async function baseEnv(): Promise<Record<string, string>> {
  return {
    DATABASE_URL: await createTestDatabase(),
    LISTEN_HOST: '127.0.0.1',
    CLOUD_PORT: '0',
    RELAY_PORT: '0',
    ALLOWED_HOSTS: 'cloud.example.com',
  }
}

describe('runProduction', () => {
  it('reads CLOUD_CONFIG_FILE, logs ready, and stops on SIGINT with exit 0', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'appkit-production-'))
    const file = join(dir, 'cloud.json')
    await writeFile(file, JSON.stringify({ SERVICES: ['explorer'], LOG_LEVEL: 'info' }))
    const fake = fakeCommand({ ...(await baseEnv()), CLOUD_CONFIG_FILE: file })
    const cloud = await runProduction(fake.host, fake.write)
    expect(cloud?.relayUrl).toBeUndefined()
    expect((await fetch(`${cloud!.url}/health/live`)).status).toBe(200)

    fake.signal('SIGINT')
    fake.signal('SIGTERM')
    await expect(fake.exited).resolves.toBe(0)
    expect(fake.events().map((event) => [event.msg, event.signal])).toEqual([
      ['ready', undefined],
      ['shutting down', 'SIGINT'],
      ['stopped', undefined],
    ])
    await rm(dir, { recursive: true, force: true })
  })

  it('exits 1 with one error event when the configuration is refused', async () => {
    const fake = fakeCommand({ CLOUD_TEST_MODE: '1' })
    await expect(runProduction(fake.host, fake.write)).resolves.toBeUndefined()
    await expect(fake.exited).resolves.toBe(1)
    expect(fake.events()).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'cannot start',
        error: expect.stringContaining('- CLOUD_TEST_MODE is a setting of the dev cloud'),
      }),
    ])
  })

  it('exits at once on a signal that comes before it is ready', async () => {
    const fake = fakeCommand({ ...(await baseEnv()), SERVICES: 'explorer' })
    const running = runProduction(fake.host, fake.write)
    fake.signal('SIGTERM')
    await expect(fake.exited).resolves.toBe(0)
    await (await running)?.stop()
  })

  it('exits 1 and says so when the deadline cuts a request short', async () => {
    node = createServer(() => {})
    await new Promise<void>((resolve) => node!.listen(0, '127.0.0.1', resolve))
    const nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
    const fake = fakeCommand({
      ...(await baseEnv()),
      SERVICES: 'api',
      EVM_RPC_URLS: `1=${nodeUrl}`,
      SHUTDOWN_DEADLINE_MS: '200',
    })
    const cloud = await runProduction(fake.host, fake.write)
    const asked = new Promise((resolve) => node!.once('request', resolve))
    const cut = fetch(`${cloud!.url}/v1?chainId=eip155:1&projectId=p`, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    }).catch((error: unknown) => error)
    await asked

    fake.signal('SIGTERM')
    await expect(fake.exited).resolves.toBe(1)
    await expect(cut).resolves.toBeInstanceOf(Error)
    expect(fake.events().at(-1)).toMatchObject({
      level: 'warn',
      msg: 'stopped at the deadline: requests or sockets still open were cut',
    })
  })
})
