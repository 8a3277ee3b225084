import { fromBase64, toBase64 } from '../../shared/base64.js'
import { SEAL_PATH, sealAnswerSchema, UNSEAL_PATH, unsealAnswerSchema } from '../../shared/seal-api.js'
import { type FetchLike, requestJson } from '../http/request-json.js'

const SEAL_TIMEOUT_MS = 30_000

/** This site's own server: the only place the recovery share is sealed and opened. */
export interface SealClient {
  seal(token: string, share: Uint8Array): Promise<Uint8Array>
  unseal(token: string, sealed: Uint8Array): Promise<Uint8Array>
}

/** `siteUrl`: this page's own origin (the server that served it). */
export function createSealClient(options: { siteUrl: string; fetch: FetchLike }): SealClient {
  return {
    async seal(token, share) {
      const { sealed } = await requestJson(`${options.siteUrl}${SEAL_PATH}`, {
        method: 'POST',
        token,
        body: { share: toBase64(share) },
        schema: sealAnswerSchema,
        timeoutMs: SEAL_TIMEOUT_MS,
        fetch: options.fetch,
      })
      return fromBase64(sealed)
    },
    async unseal(token, sealed) {
      const { share } = await requestJson(`${options.siteUrl}${UNSEAL_PATH}`, {
        method: 'POST',
        token,
        body: { sealed: toBase64(sealed) },
        schema: unsealAnswerSchema,
        timeoutMs: SEAL_TIMEOUT_MS,
        fetch: options.fetch,
      })
      return fromBase64(share)
    },
  }
}
