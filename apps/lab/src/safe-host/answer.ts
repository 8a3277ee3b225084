/**
 * What the lab's Safe answers a Safe app, by method of the Safe Apps protocol (safe-apps-sdk 9:
 * requests `{ id, method, params, env: { sdkVersion } }`, answers `{ id, success, version, data }`).
 * A stand-in for the Safe's UI: one owner, threshold 1, every proposal accepted at once.
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

export function createAnswerer(host: SafeHost) {
  // Off-chain messages: the owner signs at once; the app fetches the signature by its hash.
  const signatures = new Map<string, string>()
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
        const safeTxHash = randomHash()
        host.log('sendTransactions', `${JSON.stringify((params as { txs: unknown[] }).txs)} → ${safeTxHash}`)
        return { safeTxHash }
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
