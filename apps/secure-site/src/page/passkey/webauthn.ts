import { PRF_INPUT } from './prf-seal.js'

// The browser's WebAuthn calls, with the cloud's JSON options (base64url) turned into what
// navigator.credentials takes, the PRF extension asked for, and the answer turned back into JSON.
// The JSON for the cloud is built field by field: the PRF output (in the browser's
// clientExtensionResults) is the key to the recovery share and must never leave this page.

export type Base64Url = string

const toBytes = (value: Base64Url): Uint8Array<ArrayBuffer> => {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
const toBase64Url = (buffer: ArrayBuffer | ArrayBufferView): Base64Url => {
  const bytes =
    buffer instanceof ArrayBuffer
      ? new Uint8Array(buffer)
      : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The cloud's registration options (AUTH.md, PublicKeyCredentialCreationOptionsJSON), as used here. */
export interface CreationOptionsJson {
  challenge: Base64Url
  rp: { id?: string; name: string }
  user: { id: Base64Url; name: string; displayName: string }
  pubKeyCredParams: { type: 'public-key'; alg: number }[]
  timeout?: number
  authenticatorSelection?: AuthenticatorSelectionCriteria
  attestation?: AttestationConveyancePreference
}

export interface RequestOptionsJson {
  challenge: Base64Url
  rpId?: string
  timeout?: number
  userVerification?: UserVerificationRequirement
}

export interface RegistrationJson {
  id: Base64Url
  rawId: Base64Url
  type: 'public-key'
  response: { clientDataJSON: Base64Url; attestationObject: Base64Url; transports?: string[] }
  clientExtensionResults: Record<string, never>
}

export interface AuthenticationJson {
  id: Base64Url
  rawId: Base64Url
  type: 'public-key'
  response: {
    clientDataJSON: Base64Url
    authenticatorData: Base64Url
    signature: Base64Url
    userHandle?: Base64Url
  }
  clientExtensionResults: Record<string, never>
}

/** An answer for the cloud, and the PRF output for this page only (undefined: none given). */
export interface Answered<T> {
  json: T
  prf: Uint8Array | undefined
}

type PrfResults = { prf?: { enabled?: boolean; results?: { first?: ArrayBuffer | ArrayBufferView } } }

function prfOf(credential: PublicKeyCredential): Uint8Array | undefined {
  const first = (credential.getClientExtensionResults() as PrfResults).prf?.results?.first
  if (!first) return undefined
  return first instanceof ArrayBuffer
    ? new Uint8Array(first.slice(0))
    : new Uint8Array(first.buffer, first.byteOffset, first.byteLength).slice()
}

/**
 * Always, whatever the cloud's options say: an authenticator gives one PRF output with user
 * verification and another without (CTAP2's hmac-secret keeps two secrets), so a share sealed
 * with one is lost with the other; and without it, anyone holding the device opens the wallet.
 */
const USER_VERIFICATION = 'required' satisfies UserVerificationRequirement

/** The envelope both answers share; the PRF output goes beside it, never inside. */
function answer<R>(credential: PublicKeyCredential, response: R) {
  return {
    json: {
      id: credential.id,
      rawId: toBase64Url(credential.rawId),
      type: 'public-key' as const,
      response,
      clientExtensionResults: {},
    },
    prf: prfOf(credential),
  }
}

const prfExtension = () => ({ prf: { eval: { first: PRF_INPUT } } }) as AuthenticationExtensionsClientInputs

export interface WebAuthn {
  create(options: CreationOptionsJson): Promise<Answered<RegistrationJson>>
  get(options: RequestOptionsJson, only?: Base64Url): Promise<Answered<AuthenticationJson>>
}

/** Over the page's navigator.credentials (tests pass a stand-in). A cancelled prompt rejects as the browser does. */
export function createWebAuthn(credentials: Pick<CredentialsContainer, 'create' | 'get'>): WebAuthn {
  return {
    async create(options) {
      const credential = (await credentials.create({
        publicKey: {
          challenge: toBytes(options.challenge),
          rp: options.rp,
          user: { ...options.user, id: toBytes(options.user.id) },
          pubKeyCredParams: options.pubKeyCredParams,
          ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
          authenticatorSelection: { ...options.authenticatorSelection, userVerification: USER_VERIFICATION },
          attestation: options.attestation ?? 'none',
          extensions: prfExtension(),
        },
      })) as PublicKeyCredential | null
      if (!credential) throw new DOMException('No passkey was made', 'NotAllowedError')
      const response = credential.response as AuthenticatorAttestationResponse
      return answer(credential, {
        clientDataJSON: toBase64Url(response.clientDataJSON),
        attestationObject: toBase64Url(response.attestationObject),
        transports: response.getTransports?.() ?? [],
      })
    },
    async get(options, only) {
      const credential = (await credentials.get({
        publicKey: {
          challenge: toBytes(options.challenge),
          ...(options.rpId === undefined ? {} : { rpId: options.rpId }),
          ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
          userVerification: USER_VERIFICATION,
          ...(only ? { allowCredentials: [{ type: 'public-key', id: toBytes(only) }] } : {}),
          extensions: prfExtension(),
        },
      })) as PublicKeyCredential | null
      if (!credential) throw new DOMException('No passkey was chosen', 'NotAllowedError')
      const response = credential.response as AuthenticatorAssertionResponse
      return answer(credential, {
        clientDataJSON: toBase64Url(response.clientDataJSON),
        authenticatorData: toBase64Url(response.authenticatorData),
        signature: toBase64Url(response.signature),
        ...(response.userHandle ? { userHandle: toBase64Url(response.userHandle) } : {}),
      })
    },
  }
}

/** A random challenge for a local get() whose only purpose is the PRF output (nothing is sent). */
export function localChallenge(): Base64Url {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)))
}
