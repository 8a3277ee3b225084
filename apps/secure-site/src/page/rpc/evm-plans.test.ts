import {
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  recoverMessageAddress,
  recoverTransactionAddress,
  recoverTypedDataAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidRpcParamsError, UnknownAccountError } from '../errors.js'
import { planPersonalSign, planSendTransaction, planSignTypedData } from './evm-plans.js'
import { testSigning } from './signing-context.test-helper.js'

const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const typedData = (chainId: number) => ({
  domain: { name: 'Lab', chainId },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hi' },
})

describe('EVM signing plans', () => {
  it('personal_sign: shows the message, touches no key until run, then signs as the wallet', async () => {
    const { ctx, addresses, keyUses } = await testSigning()
    const plan = await planPersonalSign(['0x48656c6c6f', addresses.evmAddress], ctx)
    expect(plan.request).toEqual({
      method: 'personal_sign',
      action: 'Sign a message',
      fields: [
        { label: 'Account', value: addresses.evmAddress },
        { label: 'Network', value: 'eip155:31337' },
        { label: 'Message', value: 'Hello' },
      ],
    })
    expect(keyUses()).toBe(0)
    const signature = (await plan.run()) as `0x${string}`
    expect(keyUses()).toBe(1)
    expect(await recoverMessageAddress({ message: 'Hello', signature })).toBe(addresses.evmAddress)
  })

  it('refuses to sign for another account', async () => {
    const { ctx } = await testSigning()
    expect(() => planPersonalSign(['0x00', OTHER], ctx)).toThrow(UnknownAccountError)
  })

  it('eth_signTypedData_v4: signs typed data of the active chain only', async () => {
    const { ctx, addresses } = await testSigning()
    const data = typedData(31337)
    const plan = await planSignTypedData([addresses.evmAddress, JSON.stringify(data)], ctx)
    expect(plan.request.fields.map((field) => field.label)).toEqual([
      'Account',
      'Network',
      'Domain',
      'Type',
      'Message',
    ])
    const signature = (await plan.run()) as `0x${string}`
    expect(await recoverTypedDataAddress({ ...data, signature } as never)).toBe(addresses.evmAddress)
    expect(() => planSignTypedData([addresses.evmAddress, typedData(1)], ctx)).toThrow(InvalidRpcParamsError)
  })

  it('eth_sendTransaction: fills from the chain, signs, sends the raw transaction and answers its hash', async () => {
    const { ctx, addresses, rpcCalls } = await testSigning({
      eth_getTransactionCount: '0x0',
      eth_estimateGas: '0x5208',
      eth_getBlockByNumber: { baseFeePerGas: '0x1', gasLimit: '0x1c9c380' },
      eth_maxPriorityFeePerGas: '0x1',
      eth_sendRawTransaction: '0xhash',
    })
    const plan = await planSendTransaction(
      [{ from: addresses.evmAddress, to: OTHER, value: '0xde0b6b3a7640000' }],
      ctx,
    )
    expect(plan.request.fields).toContainEqual({ label: 'To', value: OTHER })
    expect(plan.request.fields).toContainEqual({ label: 'Value', value: '1 ETH' })
    // 21000 gas × (1.2 × 1 + 1) wei: the most the fee can be, shown before anything is signed.
    expect(plan.request.fields).toContainEqual({ label: 'Max network fee', value: '0.000000000000042 ETH' })
    expect(rpcCalls.map((call) => call.method)).not.toContain('eth_sendRawTransaction')
    expect(await plan.run()).toBe('0xhash')
    const sent = rpcCalls.find((call) => call.method === 'eth_sendRawTransaction')!
    expect(sent.chain).toBe('eip155:31337')
    const [raw] = sent.params as [`0x02${string}`]
    expect(await recoverTransactionAddress({ serializedTransaction: raw })).toBe(addresses.evmAddress)
  })

  it('eth_sendTransaction from another account is refused before anything', async () => {
    const { ctx, rpcCalls } = await testSigning()
    await expect(planSendTransaction([{ from: OTHER, to: OTHER }], ctx)).rejects.toThrow(UnknownAccountError)
    expect(rpcCalls).toEqual([])
  })

  it('eth_sendTransaction carrying an ERC-20 approve shows the token, the spender and UNLIMITED, not hex', async () => {
    const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const { ctx, addresses } = await testSigning({
      eth_estimateGas: '0xb411',
      eth_getBlockByNumber: { baseFeePerGas: '0x1', gasLimit: '0x1c9c380' },
      eth_maxPriorityFeePerGas: '0x1',
      eth_call: encodeAbiParameters([{ type: 'uint8' }], [18]),
    })
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [OTHER, maxUint256] })
    const plan = await planSendTransaction([{ from: addresses.evmAddress, to: TOKEN, data }], ctx)
    expect(plan.request.action).toBe('Allow an address to spend your tokens')
    expect(plan.request.fields).toContainEqual({ label: 'Spender', value: OTHER })
    expect(plan.request.fields).toContainEqual({ label: 'Allowance', value: 'UNLIMITED' })
    expect(plan.request.fields).toContainEqual({ label: 'Data', value: `${data} (68 bytes)` })
  })

  it('eth_sendTransaction with an absurd dapp-set fee is refused before the user is asked', async () => {
    const { ctx, addresses, keyUses } = await testSigning({
      eth_estimateGas: '0x5208',
      eth_getBlockByNumber: { baseFeePerGas: '0x3b9aca00', gasLimit: '0x1c9c380' },
      eth_maxPriorityFeePerGas: '0x3b9aca00',
    })
    await expect(
      planSendTransaction([{ from: addresses.evmAddress, to: OTHER, maxFeePerGas: '0x2540be4000' }], ctx),
    ).rejects.toMatchObject({ code: 'FEE_TOO_HIGH' })
    expect(keyUses()).toBe(0)
  })
})
