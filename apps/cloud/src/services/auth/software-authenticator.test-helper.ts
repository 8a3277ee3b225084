import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { isoCBOR } from '@simplewebauthn/server/helpers'

// A WebAuthn authenticator in the test process, with what a browser adds (client data): an ES256
// key per passkey, 'none' attestation, user present and (unless told otherwise) verified, a counter that counts. It writes
// the bytes the standard defines, so the real verifier (@simplewebauthn/server) checks them.

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

const UP = 0x01
const UV = 0x04
const AT = 0x40

export interface SoftwarePasskey {
  id: string
  rpId: string
  userHandle: string
  counter: number
}

export function createSoftwareAuthenticator(origin: string) {
  const keys = new Map<string, KeyObject>()
  const passkeys = new Map<string, SoftwarePasskey>()

  function clientData(
    type: 'webauthn.create' | 'webauthn.get',
    challenge: string,
    from = origin,
    topOrigin?: string,
  ) {
    const framed = topOrigin === undefined ? { crossOrigin: false } : { crossOrigin: true, topOrigin }
    return Buffer.from(JSON.stringify({ type, challenge, origin: from, ...framed }))
  }

  function authData(rpId: string, flags: number, counter: number, attested?: Buffer) {
    const head = Buffer.alloc(37)
    sha256(rpId).copy(head, 0)
    head[32] = flags
    head.writeUInt32BE(counter, 33)
    return attested ? Buffer.concat([head, attested]) : head
  }

  const authenticator = {
    passkeys,
    /**
     * False: the authenticator only checks presence (a touch, no PIN or biometric), as one does
     * for someone merely holding the device, or when a page asks for no verification.
     */
    userVerified: true,
    /** navigator.credentials.create, answered. */
    create(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
      const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const jwk = publicKey.export({ format: 'jwk' })
      const id = randomBytes(16)
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ])
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(id.length)
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(isoCBOR.encode(cose))])
      const rpId = options.rp.id!
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData(rpId, flags() | AT, 0, attested))],
        ]) as never,
      )
      keys.set(b64url(id), privateKey)
      passkeys.set(b64url(id), { id: b64url(id), rpId, userHandle: options.user.id, counter: 0 })
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      }
    },
    /**
     * navigator.credentials.get with the passkey `id` (the one a person picks), answered; `from`: the
     * page that asked, as the browser writes it; `topOrigin`: the page that page is framed in.
     */
    get(
      options: PublicKeyCredentialRequestOptionsJSON,
      id: string,
      from = origin,
      topOrigin?: string,
    ): AuthenticationResponseJSON {
      const passkey = passkeys.get(id)
      if (!passkey) throw new Error(`No passkey ${id}`)
      passkey.counter += 1
      const data = authData(options.rpId ?? passkey.rpId, flags(), passkey.counter)
      const client = clientData('webauthn.get', options.challenge, from, topOrigin)
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), keys.get(id)!)
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: passkey.userHandle,
        },
        clientExtensionResults: {},
      }
    },
  }
  const flags = () => (authenticator.userVerified ? UP | UV : UP)
  return authenticator
}
