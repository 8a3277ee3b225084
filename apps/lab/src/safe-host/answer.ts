/**
 * What the lab's Safe answers a Safe app, by method of the Safe Apps protocol (safe-apps-sdk 9:
 * requests `{ id, method, params, env: { sdkVersion } }`, answers `{ id, success, version, data }`).
 * A stand-in for the Safe's UI: one owner, threshold 1, every proposal accepted and executed at
 * once (sent on anvil from the Safe's address, impersonated: the lab's Safe has no contract).
 */
export interface SafeHost {
  safeAddress: string
  owner: string
  chainId: number
  /** A JSON-RPC call to the Safe's chain. */
  rpc(method: string, params: unknown[]): Promise<unknown>
  /** Each request the app made, for the page's list (and the tests). */
  log(method: string, detail: string): void
}

export interface SafeRequest {
  id: string
  method: string
  params?: unknown
  env: { sdkVersion: string }
}

/** A Safe app's request, or undefined for anything else posted to the page. */
export function readSafeRequest(data: unknown): SafeRequest | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { id, method, env } = data as Partial<SafeRequest>
  if (typeof id !== 'string' || typeof method !== 'string') return undefined
  if (typeof env?.sdkVersion !== 'string') return undefined
  return data as SafeRequest
}

const randomHash = () =>
  `0x${Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('')}`

interface ProposedTransaction {
  to: string
  /** Decimal wei, as the Safe Apps protocol has it. */
  value: string
  data: string
}

export function createAnswerer(host: SafeHost) {
  // Off-chain messages: the owner signs at once; the app fetches the signature by its hash.
  const signatures = new Map<string, string>()
  // Executed proposals: the chain transaction of each Safe transaction hash.
  const executed = new Map<string, string>()

  /** Runs the proposal's calls from the Safe's address; the hash of the last is the execution's. */
  async function execute(txs: ProposedTransaction[]): Promise<string> {
    await host.rpc('anvil_impersonateAccount', [host.safeAddress])
    let txHash = ''
    try {
      for (const { to, value, data } of txs) {
        const call = { from: host.safeAddress, to, value: `0x${BigInt(value).toString(16)}`, data }
        txHash = String(await host.rpc('eth_sendTransaction', [call]))
      }
    } finally {
      await host.rpc('anvil_stopImpersonatingAccount', [host.safeAddress])
    }
    return txHash
  }

  return async function answer({ method, params }: SafeRequest): Promise<unknown> {
    switch (method) {
      case 'getSafeInfo':
        return {
          safeAddress: host.safeAddress,
          chainId: host.chainId,
          threshold: 1,
          owners: [host.owner],
          isReadOnly: false,
        }
      case 'getChainInfo':
        return {
          chainName: 'Anvil',
          chainId: String(host.chainId),
          shortName: 'anvil',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
          blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
        }
      case 'rpcCall': {
        const { call, params: list } = params as { call: string; params: unknown[] }
        host.log('rpcCall', call)
        return host.rpc(call, list)
      }
      case 'sendTransactions': {
        const { txs } = params as { txs: ProposedTransaction[] }
        const safeTxHash = randomHash()
        const txHash = await execute(txs)
        executed.set(safeTxHash, txHash)
        host.log('sendTransactions', `${JSON.stringify(txs)} → ${safeTxHash}, executed as ${txHash}`)
        return { safeTxHash }
      }
      case 'getTxBySafeTxHash': {
        // The gateway's TransactionDetails, the fields an app reads.
        const { safeTxHash } = params as { safeTxHash: string }
        const txHash = executed.get(safeTxHash) ?? null
        host.log('getTxBySafeTxHash', `${safeTxHash} → ${txHash}`)
        return {
          safeAddress: host.safeAddress,
          txId: `multisig_${host.safeAddress}_${safeTxHash}`,
          txStatus: txHash ? 'SUCCESS' : 'AWAITING_CONFIRMATIONS',
          txHash,
        }
      }
      case 'signMessage': {
        const { message } = params as { message: string }
        const signature = String(await host.rpc('personal_sign', [message, host.owner]))
        const messageHash = randomHash()
        signatures.set(messageHash, signature)
        host.log('signMessage', `${message} → ${signature}`)
        return { messageHash }
      }
      case 'getOffChainSignature':
        return signatures.get(params as string) ?? ''
      default:
        throw new Error(`The lab's Safe does not answer ${method}`)
    }
  }
}
