import { describe, expect, it } from 'vitest'
import { isForwardedMethod } from './rpc-allow-list.js'

describe('isForwardedMethod', () => {
  it('forwards EVM reads and eth_sendRawTransaction', () => {
    for (const method of [
      'eth_chainId',
      'eth_call',
      'eth_getBalance',
      'eth_getLogs',
      'eth_sendRawTransaction',
    ]) {
      expect(isForwardedMethod('eip155', method)).toBe(true)
    }
  })

  it('refuses what signs with a node key or changes a dev chain', () => {
    for (const method of [
      'eth_sendTransaction',
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData_v4',
      'personal_sign',
      'eth_fillTransaction',
      'anvil_setBalance',
      'anvil_setCode',
      'anvil_impersonateAccount',
      'evm_mine',
      'hardhat_setBalance',
      'debug_traceCall',
      'ETH_CHAINID',
      'toString',
    ]) {
      expect(isForwardedMethod('eip155', method)).toBe(false)
    }
  })

  it('forwards Solana reads, sendTransaction and simulateTransaction, and refuses requestAirdrop', () => {
    for (const method of ['getBalance', 'getLatestBlockhash', 'isBlockhashValid', 'sendTransaction']) {
      expect(isForwardedMethod('solana', method)).toBe(true)
    }
    expect(isForwardedMethod('solana', 'simulateTransaction')).toBe(true)
    for (const method of ['requestAirdrop', 'getter', 'eth_chainId', 'get']) {
      expect(isForwardedMethod('solana', method)).toBe(false)
    }
  })
})
