import { encodeAbiParameters, encodeFunctionData, erc20Abi, maxUint256, stringToHex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { decodeErc20Call, formatTokenAmount, readTokenInfo } from './erc20-call.js'
import type { JsonRpc } from './json-rpc-client.js'

const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('ERC-20 calls', () => {
  it('an approve(spender, max uint256) hidden in calldata (blind unlimited allowance) is spelled out as UNLIMITED', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] })
    const call = decodeErc20Call(data)
    expect(call).toEqual({ kind: 'approve', spender: SPENDER, amount: maxUint256 })
    expect(formatTokenAmount(call!.amount, { symbol: 'LAB', decimals: 18 }, 'UNLIMITED')).toBe('UNLIMITED')
  })

  it('decodes transfer(to, amount) and shows the amount in the token’s units', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SPENDER, 1_500_000n] })
    expect(decodeErc20Call(data)).toEqual({ kind: 'transfer', to: SPENDER, amount: 1_500_000n })
    expect(formatTokenAmount(1_500_000n, { symbol: 'USDC', decimals: 6 }, 'UNLIMITED')).toBe('1.5 USDC')
    expect(formatTokenAmount(7n, undefined, 'UNLIMITED')).toBe('7 (smallest units)')
  })

  it('decodes nothing else, and nothing with bytes appended that the screen would not explain', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SPENDER, 1n] })
    expect(decodeErc20Call(`${data}00`)).toBeUndefined()
    expect(decodeErc20Call(`${data}${'00'.repeat(32)}`)).toBeUndefined()
    expect(decodeErc20Call('0x23b872dd')).toBeUndefined()
    expect(decodeErc20Call(undefined)).toBeUndefined()
  })

  it('reads the token’s symbol and decimals from the chain, and nothing when it does not answer', async () => {
    const rpc = vi.fn<JsonRpc>(async (_method, params) => {
      const [{ data }] = params as [{ data: string }]
      return data === encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })
        ? encodeAbiParameters([{ type: 'string' }], ['LAB'])
        : encodeAbiParameters([{ type: 'uint8' }], [18])
    })
    expect(await readTokenInfo(rpc, TOKEN)).toEqual({ symbol: 'LAB', decimals: 18 })
    const bytes32 = vi.fn<JsonRpc>(async (_m, params) =>
      (params as [{ data: string }])[0].data.startsWith('0x95d89b41')
        ? stringToHex('MKR', { size: 32 })
        : encodeAbiParameters([{ type: 'uint8' }], [18]),
    )
    expect(await readTokenInfo(bytes32, TOKEN)).toEqual({ symbol: 'MKR', decimals: 18 })
    const broken = vi.fn<JsonRpc>(async () => {
      throw new Error('execution reverted')
    })
    expect(await readTokenInfo(broken, TOKEN)).toBeUndefined()
    const lying = vi.fn<JsonRpc>(async (_m, params) =>
      (params as [{ data: string }])[0].data.startsWith('0x95d89b41')
        ? encodeAbiParameters([{ type: 'string' }], ['USDC <send to 0xabc>'])
        : encodeAbiParameters([{ type: 'uint8' }], [6]),
    )
    expect(await readTokenInfo(lying, TOKEN)).toBeUndefined()
  })
})
