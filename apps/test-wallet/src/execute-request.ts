import {
  createWalletClient,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
  isHex,
  numberToHex,
  type PrivateKeyAccount,
  type TypedDataDefinition,
} from 'viem'
import { type BitcoinContext, executeBitcoinRequest } from './bitcoin-request.js'
import { localChain, parseCaipChain, parseChainIdParam } from './chains.js'
import type { SupportedChainId } from './config.js'
import { invalidParams, unauthorizedAccount, unsupportedMethod } from './rpc-error.js'
import type { SolanaSigner } from './solana-key.js'
import { executeSolanaRequest } from './solana-request.js'

export interface WalletRequest {
  method: string
  params: unknown
  /** CAIP-2 chain of the request, e.g. `eip155:31337` or `solana:LabSvm…`. */
  chainId: string
}

export interface RequestContext {
  account: PrivateKeyAccount
  /** The Solana account, for requests on a `solana:` chain. */
  solana: SolanaSigner
  /** The Bitcoin key and where it sends transactions, for requests on a `bip122:` chain. */
  bitcoin: BitcoinContext
  rpcUrls: Record<SupportedChainId, string>
  /** Makes `chain` the session's chain: adds it to the session if needed and emits chainChanged. */
  switchChain(chain: SupportedChainId): Promise<void>
}

/**
 * Carries out an approved request and returns the JSON-RPC result. Throws a WalletRpcError (with
 * its EIP-1193 code) for a request the wallet cannot serve; anything else is a failure on the way.
 */
export async function executeRequest(context: RequestContext, request: WalletRequest): Promise<unknown> {
  if (request.chainId.startsWith('solana:')) return executeSolanaRequest(context.solana, request)
  if (request.chainId.startsWith('bip122:')) return executeBitcoinRequest(context.bitcoin, request)
  const { account } = context
  const params = Array.isArray(request.params) ? request.params : []
  switch (request.method) {
    case 'personal_sign': {
      const [message, address] = params
      if (typeof message !== 'string') throw invalidParams('personal_sign expects [message, address].')
      ownAccount(account, address)
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, typedData] = params
      ownAccount(account, address)
      const parsed = typeof typedData === 'string' ? JSON.parse(typedData) : typedData
      if (typeof parsed !== 'object' || parsed === null) {
        throw invalidParams('eth_signTypedData_v4 expects [address, typedData].')
      }
      return account.signTypedData(parsed as TypedDataDefinition)
    }
    case 'eth_sendTransaction':
      return sendTransaction(context, request.chainId, params[0])
    case 'wallet_switchEthereumChain':
      await context.switchChain(parseChainIdParam(chainIdParam(params[0])))
      return null
    case 'wallet_addEthereumChain':
      // Both chains the wallet can add are already known to it.
      parseChainIdParam(chainIdParam(params[0]))
      return null
    case 'eth_chainId':
      return numberToHex(parseCaipChain(request.chainId))
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    default:
      throw unsupportedMethod(request.method)
  }
}

async function sendTransaction(context: RequestContext, caipChain: string, param: unknown): Promise<Hex> {
  if (typeof param !== 'object' || param === null) {
    throw invalidParams('eth_sendTransaction expects [transaction].')
  }
  const tx = param as Record<string, unknown>
  if (tx.from !== undefined) ownAccount(context.account, tx.from)
  const chainId = parseCaipChain(caipChain)
  const rpcUrl = context.rpcUrls[chainId]
  const client = createWalletClient({
    account: context.account,
    chain: localChain(chainId, rpcUrl),
    transport: http(rpcUrl),
  })
  const quantity = (key: string) => (isHex(tx[key]) ? hexToBigInt(tx[key]) : undefined)
  const fees = isHex(tx.gasPrice)
    ? { gasPrice: hexToBigInt(tx.gasPrice) }
    : { maxFeePerGas: quantity('maxFeePerGas'), maxPriorityFeePerGas: quantity('maxPriorityFeePerGas') }
  return client.sendTransaction({
    to: isHex(tx.to) ? tx.to : undefined,
    value: quantity('value'),
    data: isHex(tx.data) ? tx.data : isHex(tx.input) ? tx.input : undefined,
    gas: quantity('gas'),
    nonce: isHex(tx.nonce) ? hexToNumber(tx.nonce) : undefined,
    ...fees,
  })
}

function ownAccount(account: PrivateKeyAccount, address: unknown): void {
  if (typeof address !== 'string' || !isHex(address) || address.length !== 42) {
    throw invalidParams(`Expected an account address, got ${JSON.stringify(address)}.`)
  }
  if (!isAddressEqual(address, account.address)) throw unauthorizedAccount(address)
}

function chainIdParam(param: unknown): unknown {
  return typeof param === 'object' && param !== null ? (param as { chainId?: unknown }).chainId : undefined
}
