import {
  parseTransaction,
  recoverMessageAddress,
  recoverTransactionAddress,
  recoverTypedDataAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { signEvmTransaction, signPersonalMessage, signTypedDataV4 } from './evm-signing.js'

const key = generatePrivateKey()
const address = privateKeyToAddress(key)

describe('EVM signing', () => {
  it('signs text and hex personal messages as the wallet', async () => {
    const text = await signPersonalMessage(key, 'Hello')
    expect(await recoverMessageAddress({ message: 'Hello', signature: text })).toBe(address)
    const hex = await signPersonalMessage(key, '0x48656c6c6f')
    expect(hex).toBe(text)
  })

  it('signs EIP-712 typed data', async () => {
    const typedData = {
      domain: { name: 'Lab', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const signature = await signTypedDataV4(key, typedData)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(address)
  })

  it('signs a transaction for eth_sendRawTransaction', async () => {
    const serialized = await signEvmTransaction(key, {
      type: 'eip1559',
      chainId: 31337,
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: 1n,
      nonce: 0,
      gas: 21000n,
      maxFeePerGas: 2n,
      maxPriorityFeePerGas: 1n,
    })
    expect(parseTransaction(serialized).chainId).toBe(31337)
    expect(await recoverTransactionAddress({ serializedTransaction: serialized as never })).toBe(address)
  })
})
