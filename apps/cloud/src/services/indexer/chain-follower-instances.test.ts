import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../config.js'
import type { Database } from '../../db/database.js'
import { ENGINES, openTestDatabase } from '../../db/engines.test-helper.js'
import { openDatabase } from '../../db/open-database.js'
import { type AnvilProcess, startAnvil } from '../chains/anvil-process.js'
import { callJsonRpc } from '../chains/json-rpc.js'
import { readHead } from './chain-data.js'
import { type ChainFollower, createChainFollower } from './chain-follower.js'
import { readAccountHistory } from './history-query.js'
import { readCursor } from './history-store.js'

const CHAIN = 31337
const [alice, bob] = DEV_ACCOUNTS.map((account) => account.address.toLowerCase())

// Two cloud instances on one database each run the indexer: both follow the same chain and write
// into the same tables. On PostgreSQL each has its own connections, as two processes would.
describe.each(ENGINES)('two instances indexing one chain into one database (%s)', (engine) => {
  let anvil: AnvilProcess
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined
  let dbs: Database[] = []

  beforeAll(async () => {
    anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: CHAIN })
    opened = await openTestDatabase(engine)
    const second = opened.url
      ? (await openDatabase({ dataDir: undefined, databaseUrl: opened.url })).db
      : opened.db
    dbs = [opened.db, second]
  }, 60_000)
  afterAll(async () => {
    await anvil?.stop()
    if (dbs[1] !== opened?.db) await dbs[1]?.close()
    await opened?.dispose()
  })

  async function catchUp(follower: ChainFollower): Promise<void> {
    while ((await follower.step()) !== 'idle');
  }

  async function pay(): Promise<string> {
    const hash = (await callJsonRpc(anvil.rpcUrl, 'eth_sendTransaction', [
      { from: alice!, to: bob!, value: '0x1' },
    ])) as string
    while ((await callJsonRpc(anvil.rpcUrl, 'eth_getTransactionReceipt', [hash])) === null) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return hash
  }

  it('records every transaction once, whichever instance read it first', async () => {
    const chain = { chainId: CHAIN, rpcUrl: anvil.rpcUrl }
    const [one, two] = dbs.map((db) => createChainFollower(db, chain, 2)) as [ChainFollower, ChainFollower]
    await catchUp(one)
    await catchUp(two)
    const first = await pay()
    await catchUp(one)
    // The second instance still holds the cursor it read before the first wrote this block.
    await catchUp(two)
    const later = [await pay(), await pay(), await pay()]
    await Promise.all([catchUp(one), catchUp(two)])

    const history = await readAccountHistory(dbs[1]!, CHAIN, bob!, 100)
    expect(history.map((transaction) => transaction.hash)).toEqual([...later.reverse(), first])
    const head = await readHead(anvil.rpcUrl)
    await expect(readCursor(dbs[0]!, CHAIN)).resolves.toEqual({ number: head.number, hash: head.hash })
    // Both go on following from where the other got to.
    const last = await pay()
    await catchUp(two)
    await catchUp(one)
    expect(
      (await readAccountHistory(dbs[0]!, CHAIN, bob!, 1)).map((transaction) => transaction.hash),
    ).toEqual([last])
  })
})
