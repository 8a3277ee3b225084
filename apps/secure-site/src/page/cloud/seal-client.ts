import { z } from 'zod/mini'
import { fromBase64, toBase64 } from '../../shared/base64.js'
import { type LoginProof, proofField } from '../../shared/farcaster-api.js'
import {
  RECOVERY_CODE_PATH,
  SEAL_PATH,
  sealAnswerSchema,
  UNSEAL_PATH,
  unsealAnswerSchema,
} from '../../shared/seal-api.js'
import { decryptOnDevice, newDeviceKey } from '../../shared/share-transport.js'
import { type FetchLike, requestJson } from '../http/request-json.js'

const SEAL_TIMEOUT_MS = 30_000
const sentSchema = z.object({ sent: z.literal(true) })

/** This site's own server: the only place the recovery share is sealed and opened. */
export interface SealClient {
  /** Seals `share` with `email`, the address the server will mail recovery codes to. */
  seal(token: string, share: Uint8Array, email: string): Promise<Uint8Array>
  /** Has the server mail a recovery code to the address sealed in `sealed`. */
  requestCode(token: string, sealed: Uint8Array): Promise<void>
  /** The share, with the mailed code; it comes encrypted to a one-off key of this page. */
  unseal(token: string, sealed: Uint8Array, code: string): Promise<Uint8Array>
  /** A social or Farcaster user's: seals `share` to the identity of the fresh login `proof`. */
  sealToLogin(token: string, share: Uint8Array, proof: LoginProof): Promise<Uint8Array>
  /** A social user's share, with a fresh login as the identity it is sealed to. */
  unsealWithLogin(token: string, sealed: Uint8Array, proof: LoginProof): Promise<Uint8Array>
}

/** `siteUrl`: this page's own origin (the server that served it). */
export function createSealClient(options: { siteUrl: string; fetch: FetchLike }): SealClient {
  const post = <T>(path: string, token: string, body: unknown, schema: z.ZodMiniType<T>) =>
    requestJson(`${options.siteUrl}${path}`, {
      method: 'POST',
      token,
      body,
      schema,
      timeoutMs: SEAL_TIMEOUT_MS,
      fetch: options.fetch,
    })
  return {
    async seal(token, share, email) {
      const { sealed } = await post(SEAL_PATH, token, { share: toBase64(share), email }, sealAnswerSchema)
      return fromBase64(sealed)
    },
    async requestCode(token, sealed) {
      await post(RECOVERY_CODE_PATH, token, { sealed: toBase64(sealed) }, sentSchema)
    },
    unseal: (token, sealed, code) => unseal(token, sealed, { code }),
    async sealToLogin(token, share, proof) {
      const body = { share: toBase64(share), ...proofField(proof) }
      const { sealed } = await post(SEAL_PATH, token, body, sealAnswerSchema)
      return fromBase64(sealed)
    },
    unsealWithLogin: (token, sealed, proof) => unseal(token, sealed, proofField(proof)),
  }

  async function unseal(
    token: string,
    sealed: Uint8Array,
    opener: { code: string } | ReturnType<typeof proofField>,
  ) {
    const device = await newDeviceKey()
    const answer = await post(
      UNSEAL_PATH,
      token,
      { sealed: toBase64(sealed), ...opener, deviceKey: toBase64(device.publicKey) },
      unsealAnswerSchema,
    )
    return decryptOnDevice(device, {
      serverKey: fromBase64(answer.serverKey),
      iv: fromBase64(answer.iv),
      ciphertext: fromBase64(answer.ciphertext),
    })
  }
}
