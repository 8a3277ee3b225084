import { getRpcErrorMessage, hexQuantity, RpcError } from '@appkit/common'
import type { Eip1193Provider } from '../eip1193.js'
import {
  offChainSignatureSchema,
  parseAnswer,
  safeTransactionSchema,
  sendTransactionsSchema,
  signMessageSchema,
} from './safe-schemas.js'

/** One request to the Safe's UI (a Safe Apps method); resolves with the answer's `data`. */
export type SafeCall = (method: string, params?: unknown) => Promise<unknown>

export interface SafeAccount {
  safeAddress: string
  chainId: number
}

interface TransactionRequest {
  to?: string
  value?: string
  data?: string
}

const unsupported = (details: string) => new RpcError(4200, getRpcErrorMessage(4200)!, { details })

/**
 * The EIP-1193 provider of a Safe, over the Safe Apps protocol: the account is the Safe, a
 * transaction is proposed to its owners (the answer is the Safe transaction hash, not a chain
 * transaction hash, whose receipt the provider gives once the Safe executed it), reads go through
 * the Safe's own node. Our own, rather than @safe-global/safe-apps-provider: a screen of code,
 * and every answer is parsed.
 */
export function createSafeProvider(call: SafeCall, { safeAddress, chainId }: SafeAccount): Eip1193Provider {
  const chainHex = `0x${chainId.toString(16)}`
  async function signMessage(message: unknown): Promise<string> {
    const answer = parseAnswer(signMessageSchema, await call('signMessage', { message }), 'signMessage')
    if ('signature' in answer) return answer.signature
    // Signed on chain: the Safe's signature is its transaction; EIP-1271 checks it once executed.
    if ('safeTxHash' in answer) return '0x'
    const signature = await call('getOffChainSignature', answer.messageHash)
    return parseAnswer(offChainSignatureSchema, signature, 'getOffChainSignature') || '0x'
  }
  // The Safe transaction hashes this provider answered: their receipts are the Safe's to give.
  const proposed = new Set<string>()
  /**
   * The receipt of the chain transaction that executed a proposal, `null` while the owners have
   * not executed it (or the chain has not mined it). A proposal the Safe ran but whose call failed
   * (the Safe reports it FAILED, its own transaction mined fine) reads as reverted.
   */
  async function executionReceipt(safeTxHash: string): Promise<unknown> {
    const answer = await call('getTxBySafeTxHash', { safeTxHash })
    const { txStatus, txHash } = parseAnswer(safeTransactionSchema, answer, 'getTxBySafeTxHash')
    if (!txHash) return null
    const receipt = await call('rpcCall', { call: 'eth_getTransactionReceipt', params: [txHash] })
    if (receipt && typeof receipt === 'object' && txStatus === 'FAILED') return { ...receipt, status: '0x0' }
    return receipt
  }
  return {
    async request({ method, params }) {
      const list = Array.isArray(params) ? (params as unknown[]) : []
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [safeAddress]
        case 'eth_chainId':
          return chainHex
        case 'net_version':
          return String(chainId)
        case 'wallet_switchEthereumChain': {
          const asked = (list[0] as { chainId?: string } | undefined)?.chainId
          if (asked !== undefined && Number(asked) === chainId) return null
          throw unsupported(`A Safe lives on one chain (${chainId}); switch in the Safe's UI`)
        }
        case 'personal_sign':
          return signMessage(list[0])
        case 'eth_signTypedData_v4': {
          const typedData = typeof list[1] === 'string' ? JSON.parse(list[1]) : list[1]
          const answer = await call('signTypedMessage', { typedData })
          const parsed = parseAnswer(signMessageSchema, answer, 'signTypedMessage')
          return 'signature' in parsed ? parsed.signature : '0x'
        }
        case 'eth_sendTransaction': {
          const tx = (list[0] ?? {}) as TransactionRequest
          if (!tx.to) throw unsupported('A Safe app sends transactions to an address (no contract creation)')
          // The Safe takes the value as a decimal string of wei.
          const value = tx.value ? hexQuantity(tx.value, 'value').toString() : '0'
          const answer = await call('sendTransactions', {
            txs: [{ to: tx.to, value, data: tx.data ?? '0x' }],
          })
          const { safeTxHash } = parseAnswer(sendTransactionsSchema, answer, 'sendTransactions')
          proposed.add(safeTxHash.toLowerCase())
          return safeTxHash
        }
        case 'eth_getTransactionReceipt': {
          const hash = typeof list[0] === 'string' ? list[0].toLowerCase() : ''
          if (proposed.has(hash)) return executionReceipt(hash)
          return call('rpcCall', { call: method, params: list })
        }
        case 'eth_sign':
        case 'wallet_addEthereumChain':
        case 'wallet_revokePermissions':
          throw unsupported(`${method} is not available in a Safe`)
        default:
          // Reads: the Safe's UI answers them from its own node.
          return call('rpcCall', { call: method, params: list })
      }
    },
  }
}
