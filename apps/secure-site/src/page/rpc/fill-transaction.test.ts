import { describe, expect, it, vi } from 'vitest'
import { GasAboveBlockLimitError, TransactionFeeTooHighError } from '../errors.js'
import { fillTransaction, priceTransaction } from './fill-transaction.js'
import type { JsonRpc } from './json-rpc-client.js'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const GWEI = 1_000_000_000n

function chain(answers: Record<string, unknown>) {
  return vi.fn<JsonRpc>(async (method) => {
    if (!(method in answers)) throw new Error(`unexpected ${method}`)
    return answers[method]
  })
}

/** A chain with a 1 gwei base fee and priority fee, 30 M gas per block: current fee 2 gwei per gas. */
const london = (more: Record<string, unknown> = {}) =>
  chain({
    eth_getBlockByNumber: { baseFeePerGas: `0x${GWEI.toString(16)}`, gasLimit: '0x1c9c380' },
    eth_maxPriorityFeePerGas: `0x${GWEI.toString(16)}`,
    eth_estimateGas: '0x5208',
    eth_getTransactionCount: '0x7',
    ...more,
  })

const request = { from: FROM, to: TO, value: 5n, chainId: 31337 } as const

describe('priceTransaction and fillTransaction', () => {
  it('estimates gas and EIP-1559 fees from the chain and knows the maximum fee before asking', async () => {
    const rpc = london()
    const priced = await priceTransaction(rpc, request)
    expect(priced).toMatchObject({
      gas: 21_000n,
      fees: { type: 'eip1559', maxFeePerGas: 2_200_000_000n, maxPriorityFeePerGas: GWEI },
      maxFee: 21_000n * 2_200_000_000n,
    })
    expect(rpc).toHaveBeenCalledWith('eth_estimateGas', [{ from: FROM, to: TO, value: '0x5' }])
    expect(rpc).not.toHaveBeenCalledWith('eth_getTransactionCount', expect.anything())
    expect(await fillTransaction(rpc, priced)).toEqual({
      type: 'eip1559',
      chainId: 31337,
      to: TO,
      value: 5n,
      nonce: 7,
      gas: 21000n,
      maxFeePerGas: 2_200_000_000n,
      maxPriorityFeePerGas: GWEI,
    })
    expect(rpc).toHaveBeenCalledWith('eth_getTransactionCount', [FROM, 'pending'])
  })

  it('keeps reasonable values the dapp gave', async () => {
    const priced = await priceTransaction(london(), {
      ...request,
      data: '0xabcd',
      nonce: 3n,
      gas: 50_000n,
      maxFeePerGas: 9n * GWEI,
      maxPriorityFeePerGas: GWEI,
    })
    expect(priced.maxFee).toBe(50_000n * 9n * GWEI)
    expect(await fillTransaction(london(), priced)).toMatchObject({
      nonce: 3,
      gas: 50_000n,
      maxFeePerGas: 9n * GWEI,
      data: '0xabcd',
    })
  })

  it('uses a gas price on a chain without a base fee, or when the dapp gives one', async () => {
    const legacy = chain({ eth_estimateGas: '0x5208', eth_getBlockByNumber: {}, eth_gasPrice: '0x9' })
    expect(await priceTransaction(legacy, request)).toMatchObject({
      fees: { type: 'legacy', gasPrice: 9n },
      maxFee: 21_000n * 9n,
    })
    expect(await priceTransaction(london(), { ...request, gasPrice: 4n * GWEI })).toMatchObject({
      fees: { type: 'legacy', gasPrice: 4n * GWEI },
    })
  })

  it('a dapp-set maxFeePerGas over 10× the network’s current fee (draining the account in fees) is refused', async () => {
    const asked = priceTransaction(london(), { ...request, maxFeePerGas: 21n * GWEI })
    await expect(asked).rejects.toBeInstanceOf(TransactionFeeTooHighError)
    await expect(asked).rejects.toThrow(
      'This transaction’s fee is more than 10 times the network’s current fee.',
    )
    await expect(priceTransaction(london(), { ...request, maxFeePerGas: 20n * GWEI })).resolves.toBeDefined()
  })

  it('a dapp-set gasPrice or priority fee over 10× the current fee is refused too', async () => {
    await expect(priceTransaction(london(), { ...request, gasPrice: 100n * GWEI })).rejects.toMatchObject({
      code: 'FEE_TOO_HIGH',
    })
    await expect(
      priceTransaction(london(), { ...request, maxPriorityFeePerGas: 50n * GWEI, maxFeePerGas: 10n * GWEI }),
    ).rejects.toMatchObject({ code: 'FEE_TOO_HIGH' })
    const legacy = chain({ eth_getBlockByNumber: {}, eth_gasPrice: '0x9', eth_estimateGas: '0x5208' })
    await expect(priceTransaction(legacy, { ...request, gasPrice: 91n })).rejects.toMatchObject({
      code: 'FEE_TOO_HIGH',
    })
  })

  it('a dapp-set gas above the block gas limit is refused', async () => {
    const asked = priceTransaction(london(), { ...request, gas: 30_000_001n })
    await expect(asked).rejects.toBeInstanceOf(GasAboveBlockLimitError)
    await expect(asked).rejects.toThrow('This transaction asks for more gas than a block can hold.')
  })

  it('refuses an answer that is not a quantity', async () => {
    const rpc = chain({ eth_getBlockByNumber: {}, eth_estimateGas: 'lots', eth_gasPrice: '0x1' })
    await expect(priceTransaction(rpc, request)).rejects.toThrow('Invalid JSON-RPC response')
  })
})
