import { FailedToConnectError, getRpcErrorMessage, INJECTED_WALLET_WAIT_MS, RpcError } from '@appkit/common'
import SafeAppsSDK, { type BaseTransaction, type EIP712TypedData } from '@safe-global/safe-apps-sdk'
import type { Eip1193Provider } from '../eip1193.js'
import { createSafeProvider, type SafeCall } from './safe-provider.js'
import { parseAnswer, safeInfoSchema } from './safe-schemas.js'

export interface SafeConnectOptions {
  allowedDomains?: readonly RegExp[]
  timeoutMs?: number
}

/** The Safe's own UI: only its answers count unless the dapp names other Safe UIs. */
export const SAFE_UI_DOMAINS: readonly RegExp[] = [/^https:\/\/app\.safe\.global$/]

type Sdk = InstanceType<typeof SafeAppsSDK>

/** The reads a Safe's UI forwards to its node (the SDK's `eth`, the only ones the UI allows). */
function reads(sdk: Sdk): Record<string, (params: never) => Promise<unknown>> {
  const { eth } = sdk
  return {
    eth_call: eth.call,
    eth_gasPrice: eth.getGasPrice,
    eth_getLogs: eth.getPastLogs,
    eth_getBalance: eth.getBalance,
    eth_getCode: eth.getCode,
    eth_getBlockByHash: eth.getBlockByHash,
    eth_getBlockByNumber: eth.getBlockByNumber,
    eth_getStorageAt: eth.getStorageAt,
    eth_getTransactionByHash: eth.getTransactionByHash,
    eth_getTransactionReceipt: eth.getTransactionReceipt,
    eth_getTransactionCount: eth.getTransactionCount,
    eth_estimateGas: (params: [Parameters<Sdk['eth']['getEstimateGas']>[0]]) => eth.getEstimateGas(params[0]),
  }
}

/** The provider's calls over the SDK's public API: the SDK sends, checks the sender and matches ids. */
function overSdk(sdk: Sdk): SafeCall {
  const rpc = reads(sdk)
  return async (method, params) => {
    switch (method) {
      case 'getSafeInfo':
        return sdk.safe.getInfo()
      case 'sendTransactions':
        return sdk.txs.send(params as { txs: BaseTransaction[] })
      case 'getTxBySafeTxHash':
        return sdk.txs.getBySafeTxHash((params as { safeTxHash: string }).safeTxHash)
      case 'signMessage':
        return sdk.txs.signMessage((params as { message: string }).message)
      case 'signTypedMessage':
        return sdk.txs.signTypedMessage((params as { typedData: EIP712TypedData }).typedData)
      case 'getOffChainSignature':
        return sdk.safe.getOffChainSignature(params as string)
      case 'rpcCall': {
        const { call, params: list } = params as { call: string; params: never }
        const read = rpc[call]
        if (!read) throw new RpcError(4200, getRpcErrorMessage(4200)!, { details: `${call} in a Safe` })
        return read(list)
      }
      default:
        throw new RpcError(4200, getRpcErrorMessage(4200)!, { details: method })
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new FailedToConnectError({ details: `No Safe answered getSafeInfo within ${ms} ms` })),
      ms,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Asks the parent window, as a Safe app, which Safe it is (messages from any other window or
 * origin are ignored by the SDK) and gives that Safe's provider. Fails when no Safe answers.
 */
export async function connectSafe(options: SafeConnectOptions = {}): Promise<Eip1193Provider> {
  const sdk = new SafeAppsSDK({ allowedDomains: [...(options.allowedDomains ?? SAFE_UI_DOMAINS)] })
  const call = overSdk(sdk)
  const info = await withTimeout(call('getSafeInfo'), options.timeoutMs ?? INJECTED_WALLET_WAIT_MS)
  return createSafeProvider(call, parseAnswer(safeInfoSchema, info, 'getSafeInfo'))
}
