import type { z } from 'zod'
import {
  type EsploraAddress,
  type EsploraTransactionJson,
  type EsploraTxStatus,
  type EsploraUtxo,
  esploraAddressSchema,
  esploraFeeEstimatesSchema,
  esploraStatusSchema,
  esploraTransactionSchema,
  esploraUtxoSchema,
} from './esplora-schemas.js'

/** Long enough for a broadcast on a loaded machine; a hung server must not hang the caller. */
export const ESPLORA_TIMEOUT_MS = 5000

/**
 * A call to an Esplora that failed: no answer (`status` undefined), a refusal (its status and text),
 * or an answer of the wrong shape (`status` 200, saying which field). A refused broadcast also has
 * the node's `rpcCode` and its message, whichever way the server wrote them.
 */
export class EsploraError extends Error {
  override name = 'EsploraError'
  constructor(
    readonly status: number | undefined,
    message: string,
    readonly rpcCode?: number,
  ) {
    super(message)
  }
}

/**
 * An Esplora HTTP API: the cloud's Bitcoin test chain (its ESPLORA_PATH) or a real one (e.g.
 * https://blockstream.info/testnet/api); the same calls work on both.
 */
export interface EsploraClient {
  readonly baseUrl: string
  address(address: string): Promise<EsploraAddress>
  utxos(address: string): Promise<EsploraUtxo[]>
  transaction(txid: string): Promise<EsploraTransactionJson>
  transactionStatus(txid: string): Promise<EsploraTxStatus>
  /** The txid, or EsploraError with the node's reason. */
  broadcast(hex: string): Promise<string>
  feeEstimates(): Promise<Record<string, number>>
  tipHeight(): Promise<number>
  /**
   * The chain's CAIP-2 id, `bip122:` and the first 32 hex characters of its genesis block's hash,
   * asked once (GET /block-height/0) and kept: a genesis block never changes.
   */
  chainId(): Promise<string>
}

export interface EsploraClientOptions {
  baseUrl: string
  timeoutMs?: number
}

export function createEsploraClient(options: EsploraClientOptions): EsploraClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? ESPLORA_TIMEOUT_MS
  let chainId: Promise<string> | undefined

  const request = async (path: string, init: RequestInit = {}): Promise<string> => {
    let response: Response
    try {
      response = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new EsploraError(undefined, `Esplora at ${baseUrl} did not answer: ${reason}`)
    }
    const body = await response.text()
    if (!response.ok) throw refusal(response.status, body)
    return body
  }
  const getJson = async <T>(path: string, schema: z.ZodType<T>): Promise<T> => {
    const body = await request(path)
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      throw new EsploraError(200, `Esplora answered ${path} with something that is not JSON`)
    }
    const result = schema.safeParse(parsed)
    if (!result.success) {
      const issue = result.error.issues[0]
      const field = issue?.path.length ? issue.path.join('.') : 'the answer'
      throw new EsploraError(200, `Esplora answered ${path} with an invalid ${field}: ${issue?.message}`)
    }
    return result.data
  }
  const segment = encodeURIComponent

  return {
    baseUrl,
    address: (address) => getJson(`/address/${segment(address)}`, esploraAddressSchema),
    utxos: (address) => getJson(`/address/${segment(address)}/utxo`, esploraUtxoSchema.array()),
    transaction: (txid) => getJson(`/tx/${segment(txid)}`, esploraTransactionSchema),
    transactionStatus: (txid) => getJson(`/tx/${segment(txid)}/status`, esploraStatusSchema),
    async broadcast(hex) {
      const txid = (
        await request('/tx', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: hex })
      ).trim()
      if (!/^[0-9a-f]{64}$/.test(txid))
        throw new EsploraError(200, 'Esplora answered POST /tx without a txid')
      return txid
    },
    feeEstimates: () => getJson('/fee-estimates', esploraFeeEstimatesSchema),
    async tipHeight() {
      const text = (await request('/blocks/tip/height')).trim()
      if (!/^\d+$/.test(text))
        throw new EsploraError(200, 'Esplora answered a tip height that is not a number')
      return Number(text)
    },
    chainId() {
      chainId ??= request('/block-height/0').then((text) => {
        const hash = text.trim()
        if (!/^[0-9a-f]{64}$/.test(hash))
          throw new EsploraError(200, 'Esplora answered no genesis block hash')
        return `bip122:${hash.slice(0, 32)}`
      })
      // A failure is not kept: the next call asks again.
      chainId.catch(() => {
        chainId = undefined
      })
      return chainId
    },
  }
}

/**
 * Esplora passes a node's refusal on as text: `sendrawtransaction RPC error: {"code":-26,"message":
 * "…"}` (and, in newer electrs, `sendrawtransaction RPC error -26: …`). Both become the message
 * and its code; any other text is kept as it is.
 */
function refusal(status: number, body: string): EsploraError {
  const text = body.trim()
  const asJson = /^sendrawtransaction RPC error: (\{.*\})$/s.exec(text)
  if (asJson) {
    try {
      const { code, message } = JSON.parse(asJson[1]!) as { code?: unknown; message?: unknown }
      if (typeof code === 'number' && typeof message === 'string')
        return new EsploraError(status, message, code)
    } catch {
      // Not the JSON it looked like: the text as it is, below.
    }
  }
  const asText = /^sendrawtransaction RPC error (-?\d+): (.*)$/s.exec(text)
  if (asText) return new EsploraError(status, asText[2]!, Number(asText[1]))
  return new EsploraError(status, text || `HTTP status code: ${status}`)
}
