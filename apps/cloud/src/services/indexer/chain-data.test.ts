import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../config.js'
import { type AnvilProcess, startAnvil } from '../chains/anvil-process.js'
import { callJsonRpc } from '../chains/json-rpc.js'
import { MissingBlockError, readBlockHash, readBlocks, readHead } from './chain-data.js'

describe('reading blocks', () => {
  let anvil: AnvilProcess
  let hash: string

  beforeAll(async () => {
    anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 31337 })
    hash = (await callJsonRpc(anvil.rpcUrl, 'eth_sendTransaction', [
      { from: DEV_ACCOUNTS[0].address, to: DEV_ACCOUNTS[1].address, value: '0x1' },
    ])) as string
    while ((await callJsonRpc(anvil.rpcUrl, 'eth_getTransactionReceipt', [hash])) === null) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  })
  afterAll(() => anvil?.stop())

  it('reads the head and a block’s hash, lowercase', async () => {
    const head = await readHead(anvil.rpcUrl)
    expect(head).toEqual({ number: 1, hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    await expect(readBlockHash(anvil.rpcUrl, 1)).resolves.toBe(head.hash)
    await expect(readBlockHash(anvil.rpcUrl, 5)).resolves.toBeNull()
  })

  it('reads blocks with their transactions and receipts in one batch', async () => {
    const [genesis, first] = await readBlocks(anvil.rpcUrl, 0, 1)
    expect(genesis?.block.transactions).toEqual([])
    expect(first?.block.parentHash).toBe(genesis?.block.hash)
    expect(first?.block.transactions.map((tx) => tx.hash)).toEqual([hash])
    expect(first?.receipts).toEqual([expect.objectContaining({ transactionHash: hash, status: '0x1' })])
  })

  it('fails with MissingBlockError past the head', async () => {
    await expect(readBlocks(anvil.rpcUrl, 1, 2)).rejects.toBeInstanceOf(MissingBlockError)
  })
})
