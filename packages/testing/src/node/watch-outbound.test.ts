import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { watchOutbound } from './watch-outbound.js'

describe('watchOutbound', () => {
  it('lets 127.0.0.1 through, refuses and records any other host, and restores fetch', async () => {
    const server = createServer((_req, res) => res.end('ok'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const original = globalThis.fetch
    const watch = watchOutbound()
    try {
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok')
      await expect(fetch('https://example.com/x')).rejects.toThrow('Outbound request blocked by the test')
      expect(watch.blocked).toEqual(['https://example.com/x'])
      expect(watch.hosts).toContain('127.0.0.1')
    } finally {
      watch.stop()
      server.close()
    }
    expect(globalThis.fetch).toBe(original)
  })
})
