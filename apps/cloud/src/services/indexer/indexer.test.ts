import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../config.js'
import { openTestDatabase } from '../../db/engines.test-helper.js'
import { type AnvilProcess, startAnvil } from '../chains/anvil-process.js'
import { callJsonRpc } from '../chains/json-rpc.js'
import { readAccountHistory } from './history-query.js'
import { startIndexer } from './indexer.js'

const [alice, bob] = DEV_ACCOUNTS.map((account) => account.address.toLowerCase())

/** Polls `check` until it returns something truthy; a bounded wait, never a fixed sleep. */
async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error('Timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('startIndexer', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>
  let anvil: AnvilProcess

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 31337 })
  }, 30_000)
  afterAll(async () => {
    await anvil?.stop()
    await database?.dispose()
  })

  it('follows new blocks in the background until stopped', async () => {
    const indexer = startIndexer({
      db: database.db,
      chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
      pollMs: 10,
    })
    try {
      const hash = await callJsonRpc(anvil.rpcUrl, 'eth_sendTransaction', [
        { from: alice, to: bob, value: '0x5' },
      ])
      const [found] = await eventually(async () => {
        const history = await readAccountHistory(database.db, 31337, bob!, 20)
        return history.length > 0 ? history : undefined
      })
      expect(found?.hash).toBe(hash)
    } finally {
      await indexer.stop()
    }
  })

  it('reports failed steps and keeps trying; stop() ends it', async () => {
    const errors: [unknown, number][] = []
    // Port 1: nothing listens, every step fails at once.
    const indexer = startIndexer({
      db: database.db,
      chains: [{ chainId: 99, rpcUrl: 'http://127.0.0.1:1' }],
      onError: (error, chainId) => errors.push([error, chainId]),
    })
    await eventually(async () => errors.length > 0)
    await indexer.stop()
    expect(errors[0]?.[1]).toBe(99)
    expect(errors[0]?.[0]).toBeInstanceOf(Error)
    const count = errors.length
    // Stopped means stopped: no later step reports anything.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(errors.length).toBe(count)
  })
})
