import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../node/anvil.js'
import { TEST_ACCOUNTS } from '../test-accounts.js'
import { fillTransaction } from './fill-transaction.js'
import { callRpc } from './json-rpc.js'

let anvil: TestAnvil
const rpc = (method: string, params: unknown[]) => callRpc(anvil.rpcUrl, method, params)

beforeAll(async () => {
  // A dev account with a nonce of 0 and a known base fee (anvil's default 1 gwei at genesis).
  anvil = await startTestAnvil()
})
afterAll(() => anvil.stop())

const from = TEST_ACCOUNTS[3].address
const to = TEST_ACCOUNTS[4].address

describe('fillTransaction', () => {
  it('fills nonce, gas and EIP-1559 fees from the node', async () => {
    const filled = await fillTransaction(rpc, 31337, { from, to, value: 1n })
    const baseFee = BigInt(
      ((await rpc('eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas: string }).baseFeePerGas,
    )
    const tip = BigInt((await rpc('eth_maxPriorityFeePerGas', [])) as string)
    expect(filled).toEqual({
      type: 'eip1559',
      chainId: 31337,
      to,
      value: 1n,
      data: undefined,
      nonce: 0,
      gas: 21000n,
      maxPriorityFeePerGas: tip,
      maxFeePerGas: baseFee * 2n + tip,
    })
  })

  it('keeps what the dapp set, and goes legacy when it sent a gasPrice', async () => {
    const filled = await fillTransaction(rpc, 31337, {
      from,
      to,
      nonce: 7,
      gas: 50_000n,
      gasPrice: 3n * 10n ** 9n,
    })
    expect(filled).toMatchObject({ type: 'legacy', nonce: 7, gas: 50_000n, gasPrice: 3n * 10n ** 9n })
  })

  it('passes the node’s estimate error through', async () => {
    // Init code that reverts at once: PUSH1 0, PUSH1 0, REVERT.
    await expect(fillTransaction(rpc, 31337, { from, data: '0x60006000fd' })).rejects.toMatchObject({
      message: expect.stringMatching(/revert/i),
    })
  })
})
