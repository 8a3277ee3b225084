import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fakeHost } from './fake-host.test-helper.js'
import { runCloud } from './run.js'

// A first start on a new machine builds the PGlite template and compiles the token (~6 s).
const START_TIMEOUT_MS = 30_000

describe('runCloud', () => {
  it(
    'prints one line with the URLs and stops everything on SIGTERM',
    async () => {
      // Not the default apps/cloud/.data: a test must not touch the data of a developer's own cloud.
      const dataDir = await mkdtemp(join(tmpdir(), 'appkit-run-'))
      const { host, signal, exited } = fakeHost({
        CLOUD_PORT: '0',
        ANVIL_A_PORT: '0',
        ANVIL_B_PORT: '0',
        SMTP_PORT: '0',
        CLOUD_DATA_DIR: dataDir,
      })
      const lines: string[] = []
      const cloud = await runCloud(host, (line) => lines.push(line))

      expect(lines).toEqual([
        expect.stringMatching(
          /^AppKit cloud ready at http:\/\/127\.0\.0\.1:\d+ \(health: .+\/health\); chains: 31337 http:\/\/127\.0\.0\.1:\d+, 31338 http:\/\/127\.0\.0\.1:\d+; solana: http:\/\/127\.0\.0\.1:\d+\/solana; bitcoin: http:\/\/127\.0\.0\.1:\d+\/bitcoin\/regtest\/api; auth: http:\/\/127\.0\.0\.1:\d+\/auth\/v1; smtp: smtp:\/\/127\.0\.0\.1:\d+; inbox: http:\/\/127\.0\.0\.1:\d+\/inbox$/,
        ),
      ])
      expect((await fetch(`${cloud.url}/health`)).status).toBe(200)

      signal('SIGTERM')
      await expect(exited).resolves.toBe(0)
      await expect(fetch(`${cloud.url}/health`)).rejects.toThrow()
      await expect(fetch(cloud.chains[0]!.rpcUrl, { method: 'POST' })).rejects.toThrow()
      expect(cloud.dataDir).toBe(dataDir)
      await rm(dataDir, { recursive: true, force: true })
    },
    START_TIMEOUT_MS,
  )
})
