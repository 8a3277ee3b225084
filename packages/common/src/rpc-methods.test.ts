import { describe, expect, it } from 'vitest'
import {
  getRpcMethodPolicy,
  isNotSafeRpcMethod,
  isSafeRpcMethod,
  NOT_SAFE_RPC_METHODS,
  SAFE_RPC_METHODS,
} from './rpc-methods.js'

describe('RPC method lists', () => {
  it('hold the spec §6 safe methods', () => {
    for (const method of [
      'eth_call',
      'eth_getBalance',
      'eth_sendRawTransaction',
      'wallet_getCapabilities',
      'wallet_getCallsStatus',
      'wallet_getAssets',
    ]) {
      expect(isSafeRpcMethod(method)).toBe(true)
    }
  })

  it('hold the spec §6 methods that need approval', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ]) {
      expect(isNotSafeRpcMethod(method)).toBe(true)
      expect(isSafeRpcMethod(method)).toBe(false)
    }
  })

  it('do not overlap or repeat', () => {
    const all = [...SAFE_RPC_METHODS, ...NOT_SAFE_RPC_METHODS]
    expect(new Set(all).size).toBe(all.length)
  })

  it('cover every wallet RPC method of spec §7', () => {
    const wallet = [
      'eth_requestAccounts',
      'eth_accounts',
      'eth_chainId',
      'eth_call',
      'eth_estimateGas',
      'eth_getTransactionReceipt',
      'eth_getTransactionCount',
      'eth_maxPriorityFeePerGas',
      'eth_blockNumber',
      'eth_getBalance',
      'eth_sendTransaction',
      'eth_sendRawTransaction',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_requestPermissions',
      'wallet_revokePermissions',
      'wallet_getCapabilities',
      'wallet_getAssets',
      'wallet_grantPermissions',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_subscribe',
    ]
    for (const method of wallet) expect(getRpcMethodPolicy(method)).not.toBe('notAllowed')
  })
})

describe('getRpcMethodPolicy', () => {
  it('sorts methods into safe, needs approval and not allowed', () => {
    expect(getRpcMethodPolicy('eth_call')).toBe('safe')
    expect(getRpcMethodPolicy('personal_sign')).toBe('needsApproval')
    expect(getRpcMethodPolicy('eth_unknownMethod')).toBe('notAllowed')
  })

  it('matches exactly', () => {
    expect(isSafeRpcMethod('ETH_CALL')).toBe(false)
    expect(isSafeRpcMethod(' eth_call')).toBe(false)
    expect(getRpcMethodPolicy(undefined)).toBe('notAllowed')
    expect(getRpcMethodPolicy({})).toBe('notAllowed')
  })
})
