import { NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { LOCAL_METHODS, routeRpcMethod, SIGNING_METHODS } from './rpc-policy.js'

describe('routeRpcMethod', () => {
  it('answers chain id and accounts locally', () => {
    for (const method of ['eth_chainId', 'eth_accounts', 'eth_requestAccounts']) {
      expect(routeRpcMethod(method)).toEqual({ kind: 'local', method })
    }
  })

  it('forwards the rest of the safe list to the chain, including eth_sendRawTransaction', () => {
    for (const method of [
      'eth_call',
      'eth_getBalance',
      'eth_blockNumber',
      'eth_estimateGas',
      'eth_sendRawTransaction',
    ]) {
      expect(routeRpcMethod(method)).toEqual({ kind: 'forward' })
    }
    const local = new Set<string>(LOCAL_METHODS)
    for (const method of SAFE_RPC_METHODS) {
      expect(routeRpcMethod(method).kind).toBe(local.has(method) ? 'local' : 'forward')
    }
  })

  it('asks the user before every signing method', () => {
    for (const method of SIGNING_METHODS) expect(routeRpcMethod(method)).toEqual({ kind: 'approve', method })
    expect(SIGNING_METHODS).toEqual(
      expect.arrayContaining([
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
      ]),
    )
  })

  it('never routes a signing method to the chain or answers it without asking', () => {
    for (const method of NOT_SAFE_RPC_METHODS) {
      expect(['approve', 'notAllowed']).toContain(routeRpcMethod(method).kind)
    }
  })

  it('refuses what is on neither list, and not-safe methods this wallet does not do', () => {
    for (const method of [
      'eth_sign',
      'wallet_sendCalls',
      'eth_signTransaction',
      'debug_traceTransaction',
      'anvil_setBalance',
      'ETH_CHAINID',
    ]) {
      expect(routeRpcMethod(method).kind).toBe('notAllowed')
    }
  })
})
