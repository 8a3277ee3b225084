import { encodeFunctionData, erc20Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../config.js'
import type { Database } from '../../db/database.js'
import { openTestDatabase } from '../../db/engines.test-helper.js'
import { type AnvilProcess, startAnvil } from '../chains/anvil-process.js'
import { callJsonRpc } from '../chains/json-rpc.js'
import { compileLabToken } from '../tokens/compile-token.js'
import { deployTestTokens } from '../tokens/deploy-tokens.js'
import { testTokensFor } from '../tokens/test-tokens.js'
import { type ChainFollower, createChainFollower } from './chain-follower.js'
import { readAccountHistory } from './history-query.js'
import { readCursor } from './history-store.js'

const CHAIN = 31337
const [alice, bob] = DEV_ACCOUNTS.map((account) => account.address.toLowerCase() as `0x${string}`)
const [lusd] = testTokensFor([CHAIN])

// The follower against a real anvil; the store's SQL is checked on both engines in its own tests.
describe('createChainFollower', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>
  let db: Database
  let anvil: AnvilProcess

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    db = database.db
    anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: CHAIN })
  }, 30_000)
  afterAll(async () => {
    await anvil?.stop()
    await database?.dispose()
  })

  async function catchUp(follower: ChainFollower): Promise<string[]> {
    const results: string[] = []
    for (;;) {
      const result = await follower.step()
      results.push(result)
      if (result === 'idle') return results
    }
  }

  async function send(tx: Record<string, string>): Promise<string> {
    const hash = (await callJsonRpc(anvil.rpcUrl, 'eth_sendTransaction', [tx])) as string
    // anvil may answer before the block is mined.
    while ((await callJsonRpc(anvil.rpcUrl, 'eth_getTransactionReceipt', [hash])) === null) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return hash
  }

  const history = (account: string) => readAccountHistory(db, CHAIN, account, 100)

  it('records the token mints, then ETH and token transfers, newest first', async () => {
    await deployTestTokens({
      rpcUrl: anvil.rpcUrl,
      chainId: CHAIN,
      contract: await compileLabToken(),
      holders: [alice!, bob!],
    })
    const follower = createChainFollower(db, { chainId: CHAIN, rpcUrl: anvil.rpcUrl })
    expect(await catchUp(follower)).toEqual(['progress', 'idle'])
    expect((await history(alice!)).map((t) => t.transfers[0]?.token?.symbol)).toEqual(['ZERO', 'LAB', 'LUSD'])

    const eth = await send({ from: alice!, to: bob!, value: '0xde0b6b3a7640000' })
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob!, 2_500_000n] })
    const token = await send({ from: alice!, to: lusd!.address, data })
    await catchUp(follower)

    const [latest, previous] = await history(bob!)
    expect(latest).toMatchObject({
      hash: token,
      from: alice,
      to: lusd!.address.toLowerCase(),
      status: 'confirmed',
      transfers: [{ token: { symbol: 'LUSD', decimals: 6 }, from: alice, to: bob, amount: 2_500_000n }],
    })
    expect(previous).toMatchObject({ hash: eth, transfers: [{ token: null, amount: 10n ** 18n }] })
    const head = Number(await callJsonRpc(anvil.rpcUrl, 'eth_blockNumber'))
    expect((await readCursor(db, CHAIN))?.number).toBe(head)
  })

  it('resumes from the stored cursor in a new follower (a restart)', async () => {
    const hash = await send({ from: bob!, to: alice!, value: '0x1' })
    const follower = createChainFollower(db, { chainId: CHAIN, rpcUrl: anvil.rpcUrl })
    expect(await catchUp(follower)).toEqual(['progress', 'idle'])
    expect((await history(alice!))[0]?.hash).toBe(hash)
  })

  it('forgets what an evm_revert took back and records what replaced it', async () => {
    const follower = createChainFollower(db, { chainId: CHAIN, rpcUrl: anvil.rpcUrl })
    await catchUp(follower)
    const snapshot = await callJsonRpc(anvil.rpcUrl, 'evm_snapshot')
    const undone = await send({ from: alice!, to: bob!, value: '0x2' })
    await catchUp(follower)
    expect((await history(bob!))[0]?.hash).toBe(undone)

    await callJsonRpc(anvil.rpcUrl, 'evm_revert', [snapshot])
    const replacement = await send({ from: alice!, to: bob!, value: '0x3' })
    expect(await catchUp(follower)).toEqual(['rewound', 'progress', 'idle'])
    const hashes = (await history(bob!)).map((t) => t.hash)
    expect(hashes[0]).toBe(replacement)
    expect(hashes).not.toContain(undone)
  })

  it('starts over on a chain that was replaced by a fresh one', async () => {
    await anvil.stop()
    anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: CHAIN })
    const follower = createChainFollower(db, { chainId: CHAIN, rpcUrl: anvil.rpcUrl })
    expect(await catchUp(follower)).toEqual(['rewound', 'progress', 'idle'])
    await expect(history(alice!)).resolves.toEqual([])
    await expect(readCursor(db, CHAIN)).resolves.toEqual({
      number: 0,
      hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
  })
})
