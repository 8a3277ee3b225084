import { z } from 'zod/mini'
import { type FetchLike, requestJson } from '../http/request-json.js'
import type {
  AuthenticationJson,
  CreationOptionsJson,
  RegistrationJson,
  RequestOptionsJson,
} from '../passkey/webauthn.js'

// The cloud's passkey endpoints (AUTH.md "Passkeys"), answers parsed at the edge.

const CALL_TIMEOUT_MS = 30_000
const b64url = z.string().check(z.minLength(16), z.maxLength(1024), z.regex(/^[A-Za-z0-9_-]+$/))
const base64 = z.string().check(z.maxLength(8192), z.regex(/^[A-Za-z0-9+/]+={0,2}$/))

const creationOptionsSchema = z.object({
  challenge: b64url,
  rp: z.object({
    id: z.optional(z.string().check(z.maxLength(253))),
    name: z.string().check(z.maxLength(256)),
  }),
  user: z.object({
    id: z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/)),
    name: z.string().check(z.maxLength(320)),
    displayName: z.string().check(z.maxLength(320)),
  }),
  pubKeyCredParams: z
    .array(z.object({ type: z.literal('public-key'), alg: z.number() }))
    .check(z.minLength(1), z.maxLength(16)),
  timeout: z.optional(z.number()),
  authenticatorSelection: z.optional(
    z.object({
      residentKey: z.optional(z.enum(['discouraged', 'preferred', 'required'])),
      requireResidentKey: z.optional(z.boolean()),
      userVerification: z.optional(z.enum(['discouraged', 'preferred', 'required'])),
    }),
  ),
  attestation: z.optional(z.enum(['none', 'indirect', 'direct', 'enterprise'])),
})

const requestOptionsSchema = z.object({
  challenge: b64url,
  rpId: z.optional(z.string().check(z.maxLength(253))),
  timeout: z.optional(z.number()),
  userVerification: z.optional(z.enum(['discouraged', 'preferred', 'required'])),
})

const passkeyLoginAnswerSchema = z.object({
  sessionToken: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  expiresAt: z.string().check(z.maxLength(64)),
  user: z.object({
    id: z.string().check(z.minLength(1), z.maxLength(128)),
    // A social or Farcaster account has none.
    email: z.nullish(z.string().check(z.maxLength(320))),
  }),
  recoveryShareSealed: base64,
})
export type PasskeyLoginAnswer = z.output<typeof passkeyLoginAnswerSchema>

export interface PasskeyApi {
  registrationOptions(token: string): Promise<CreationOptionsJson>
  register(token: string, body: { response: RegistrationJson; recoveryShareSealed: string }): Promise<void>
  loginOptions(): Promise<RequestOptionsJson>
  /** `dapp`: the page this frame is in (checked against the project's list), the answer's top origin. */
  login(response: AuthenticationJson, deviceId: string, dapp: string): Promise<PasskeyLoginAnswer>
}

export function createPasskeyApi(options: { cloudUrl: string; fetch: FetchLike }): PasskeyApi {
  const base = `${options.cloudUrl}/auth/v1/passkey`
  const post = <T>(path: string, schema: z.ZodMiniType<T>, init: { body?: unknown; token?: string }) =>
    requestJson(`${base}${path}`, {
      ...init,
      method: 'POST',
      schema,
      timeoutMs: CALL_TIMEOUT_MS,
      fetch: options.fetch,
    })
  return {
    registrationOptions: (token) =>
      post('/register/options', creationOptionsSchema, { token }) as Promise<CreationOptionsJson>,
    register: async (token, body) => {
      await post('/register', z.object({ credentialId: b64url }), { token, body })
    },
    loginOptions: () => post('/login/options', requestOptionsSchema, {}),
    login: (response, deviceId, dapp) =>
      post('/login', passkeyLoginAnswerSchema, { body: { response, deviceId, dapp } }),
  }
}
