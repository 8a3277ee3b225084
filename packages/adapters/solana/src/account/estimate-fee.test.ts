import type { CaipNetwork } from '@appkit/common'
import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { testNetwork } from '@appkit/testing/node'
import { getBase64Encoder } from '@solana/kit'
import { parseTransferSolInstruction } from '@solana-program/system'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeSolanaRpc, latestBlockhash, startFakeSolanaRpc } from '../test-utils/fake-solana-rpc.js'
import { decodeMessage, LIFETIME } from '../test-utils/transactions.js'
import { estimateTransferFee } from './estimate-fee.js'

const NETWORK = testNetwork('x', 'solana') as CaipNetwork
const REQUEST = {
  from: SOLANA_TEST_ACCOUNTS[0].address,
  to: SOLANA_TEST_ACCOUNTS[1].address,
  amount: 42n,
  caipNetwork: NETWORK,
}

let node: FakeSolanaRpc | undefined
afterEach(async () => {
  await node?.close()
  node = undefined
})

/** A node that charges `fee` (null: it cannot price the message). */
async function start(fee: number | null) {
  node = await startFakeSolanaRpc({
    getLatestBlockhash: latestBlockhash,
    getFeeForMessage: () => ({ context: { slot: 1 }, value: fee }),
  })
  return node
}

describe('estimateTransferFee', () => {
  it('asks the node the fee of the transfer’s message, on its latest blockhash, in the native currency', async () => {
    const rpc = await start(5_000)
    await expect(estimateTransferFee(rpc.url, REQUEST)).resolves.toEqual({
      value: 5_000n,
      decimals: 9,
      symbol: 'SOL',
    })
    expect(rpc.calls.map((call) => call.method)).toEqual(['getLatestBlockhash', 'getFeeForMessage'])
    const [[priced]] = rpc.paramsOf('getFeeForMessage') as [[string]]
    // The message priced is the transfer asked, on the node's blockhash.
    const message = decodeMessage(getBase64Encoder().encode(priced))
    expect(message).toMatchObject({ feePayer: REQUEST.from, blockhash: LIFETIME.blockhash })
    const transfer = parseTransferSolInstruction(message.instructions[0]!)
    expect(transfer.data.amount).toBe(42n)
    expect(transfer.accounts.destination.address).toBe(REQUEST.to)
  })

  it('takes a fee the node cannot tell (null) as none', async () => {
    const rpc = await start(null)
    await expect(estimateTransferFee(rpc.url, REQUEST)).resolves.toEqual({
      value: 0n,
      decimals: 9,
      symbol: 'SOL',
    })
  })

  it('fails with the node’s error when the node cannot price messages', async () => {
    node = await startFakeSolanaRpc({ getLatestBlockhash: latestBlockhash })
    await expect(estimateTransferFee(node.url, REQUEST)).rejects.toMatchObject({
      context: { __code: -32601 },
    })
  })
})
