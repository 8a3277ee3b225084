import { describe, expect, it } from 'vitest'
import { PRF_INPUT } from './prf-seal.js'
import { createWebAuthn } from './webauthn.js'

const bytes = (...values: number[]) => new Uint8Array(values).buffer
const PRF_OUTPUT = new Uint8Array(32).fill(7)

/** A browser's PublicKeyCredential as navigator.credentials gives it, PRF results included. */
function credential(response: object) {
  return {
    id: 'AQID',
    rawId: bytes(1, 2, 3),
    type: 'public-key',
    response,
    getClientExtensionResults: () => ({ prf: { enabled: true, results: { first: PRF_OUTPUT.buffer } } }),
  }
}

function browser() {
  const calls: { create?: CredentialCreationOptions; get?: CredentialRequestOptions } = {}
  const credentials = {
    create: async (options?: CredentialCreationOptions) => {
      calls.create = options
      return credential({
        clientDataJSON: bytes(123, 125),
        attestationObject: bytes(160),
        getTransports: () => ['internal'],
      }) as unknown as Credential
    },
    get: async (options?: CredentialRequestOptions) => {
      calls.get = options
      return credential({
        clientDataJSON: bytes(123, 125),
        authenticatorData: bytes(0),
        signature: bytes(48, 0),
        userHandle: bytes(117),
      }) as unknown as Credential
    },
  }
  return { webauthn: createWebAuthn(credentials), calls }
}

const creation = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { id: 'localhost', name: 'AppKit wallet' },
  user: { id: 'dXNlcg', name: 'ada@example.com', displayName: '' },
  pubKeyCredParams: [{ type: 'public-key' as const, alg: -7 }],
}

describe('the page’s WebAuthn calls', () => {
  it('ask the authenticator for its PRF over the page’s input, with the cloud’s options as bytes', async () => {
    const { webauthn, calls } = browser()
    await webauthn.create(creation)
    const publicKey = calls.create!.publicKey!
    expect(new Uint8Array(publicKey.challenge as ArrayBuffer)).toEqual(new TextEncoder().encode('challenge'))
    expect(new Uint8Array(publicKey.user.id as ArrayBuffer)).toEqual(new TextEncoder().encode('user'))
    expect(publicKey.extensions).toEqual({ prf: { eval: { first: PRF_INPUT } } })
    await webauthn.get({ challenge: 'Y2hhbGxlbmdl' }, 'AQID')
    expect(calls.get!.publicKey!.extensions).toEqual({ prf: { eval: { first: PRF_INPUT } } })
    expect(calls.get!.publicKey!.allowCredentials).toEqual([
      { type: 'public-key', id: new Uint8Array([1, 2, 3]) },
    ])
  })

  it('require user verification even when the cloud asks for less (a downgrade to a PRF anyone holding the device gets)', async () => {
    const { webauthn, calls } = browser()
    await webauthn.create({
      ...creation,
      authenticatorSelection: { residentKey: 'required', userVerification: 'discouraged' },
    })
    expect(calls.create!.publicKey!.authenticatorSelection).toEqual({
      residentKey: 'required',
      userVerification: 'required',
    })
    await webauthn.create(creation)
    expect(calls.create!.publicKey!.authenticatorSelection).toEqual({ userVerification: 'required' })
    await webauthn.get({ challenge: 'Y2hhbGxlbmdl', userVerification: 'discouraged' })
    expect(calls.get!.publicKey!.userVerification).toBe('required')
  })

  it('never put the PRF output (the key to the recovery share) in what goes to the cloud', async () => {
    const { webauthn } = browser()
    const made = await webauthn.create(creation)
    const used = await webauthn.get({ challenge: 'Y2hhbGxlbmdl' })
    for (const answer of [made, used]) {
      expect(answer.prf).toEqual(PRF_OUTPUT)
      expect(answer.json.clientExtensionResults).toEqual({})
      expect(JSON.stringify(answer.json)).not.toContain(Buffer.from(PRF_OUTPUT).toString('base64url'))
    }
    expect(made.json).toEqual({
      id: 'AQID',
      rawId: 'AQID',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal'] },
      clientExtensionResults: {},
    })
    expect(used.json.response).toEqual({
      clientDataJSON: 'e30',
      authenticatorData: 'AA',
      signature: 'MAA',
      userHandle: 'dQ',
    })
  })
})
