import { describe, expect, it, vi } from 'vitest'
import { fillTransaction } from './fill-transaction.js'
import type { JsonRpc } from './json-rpc-client.js'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function chain(answers: Record<string, unknown>) {
  return vi.fn<JsonRpc>(async (method) => {
    if (!(method in answers)) throw new Error(`unexpected ${method}`)
    return answers[method]
  })
}

describe('fillTransaction', () => {
  it('fills nonce, gas and EIP-1559 fees from the chain', async () => {
    const rpc = chain({
      eth_getTransactionCount: '0x7',
      eth_estimateGas: '0x5208',
      eth_getBlockByNumber: { baseFeePerGas: '0x3b9aca00' },
      eth_maxPriorityFeePerGas: '0x2',
    })
    const tx = await fillTransaction(rpc, { from: FROM, to: TO, value: 5n, chainId: 31337 })
    expect(tx).toEqual({
      type: 'eip1559',
      chainId: 31337,
      to: TO,
      value: 5n,
      nonce: 7,
      gas: 21000n,
      maxFeePerGas: 1_200_000_002n,
      maxPriorityFeePerGas: 2n,
    })
    expect(rpc).toHaveBeenCalledWith('eth_getTransactionCount', [FROM, 'pending'])
    expect(rpc).toHaveBeenCalledWith('eth_estimateGas', [{ from: FROM, to: TO, value: '0x5' }])
  })

  it('keeps what the dapp gave', async () => {
    const rpc = chain({ eth_getBlockByNumber: { baseFeePerGas: '0x1' } })
    const tx = await fillTransaction(rpc, {
      from: FROM,
      to: TO,
      value: 0n,
      data: '0xabcd',
      chainId: 1,
      nonce: 3n,
      gas: 50_000n,
      maxFeePerGas: 9n,
      maxPriorityFeePerGas: 1n,
    })
    expect(tx).toMatchObject({
      nonce: 3,
      gas: 50_000n,
      maxFeePerGas: 9n,
      maxPriorityFeePerGas: 1n,
      data: '0xabcd',
    })
  })

  it('uses a gas price on a chain without a base fee, or when the dapp gives one', async () => {
    const rpc = chain({
      eth_getTransactionCount: '0x0',
      eth_estimateGas: '0x5208',
      eth_getBlockByNumber: {},
      eth_gasPrice: '0x9',
    })
    expect(await fillTransaction(rpc, { from: FROM, to: TO, value: 0n, chainId: 1 })).toMatchObject({
      type: 'legacy',
      gasPrice: 9n,
    })
    const given = await fillTransaction(chain({ eth_getTransactionCount: '0x0', eth_estimateGas: '0x1' }), {
      from: FROM,
      value: 0n,
      chainId: 1,
      gasPrice: 4n,
    })
    expect(given).toMatchObject({ type: 'legacy', gasPrice: 4n })
  })

  it('refuses an answer that is not a quantity', async () => {
    const rpc = chain({ eth_getTransactionCount: 'seven', eth_estimateGas: '0x1' })
    await expect(fillTransaction(rpc, { from: FROM, to: TO, value: 0n, chainId: 1 })).rejects.toThrow(
      'Invalid JSON-RPC response',
    )
  })
})
