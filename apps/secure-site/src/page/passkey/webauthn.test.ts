import { describe, expect, it } from 'vitest'
import { PRF_INPUT } from './prf-seal.js'
import { createWebAuthn, localChallenge } from './webauthn.js'

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

  it('pass the optional settings the cloud gives on, and the browser’s defaults when it gives none', async () => {
    const { webauthn, calls } = browser()
    await webauthn.create({
      ...creation,
      timeout: 60_000,
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'direct',
    })
    expect(calls.create!.publicKey).toMatchObject({
      timeout: 60_000,
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'direct',
    })
    await webauthn.create(creation)
    expect(calls.create!.publicKey!.attestation).toBe('none')
    expect(calls.create!.publicKey).not.toHaveProperty('timeout')
    // User verification is asked for whatever the cloud says (the PRF output depends on it).
    expect(calls.create!.publicKey!.authenticatorSelection).toEqual({ userVerification: 'required' })
    await webauthn.get({
      challenge: 'Y2hhbGxlbmdl',
      rpId: 'localhost',
      timeout: 5_000,
      userVerification: 'required',
    })
    expect(calls.get!.publicKey).toMatchObject({
      rpId: 'localhost',
      timeout: 5_000,
      userVerification: 'required',
    })
    await webauthn.get({ challenge: 'Y2hhbGxlbmdl' })
    expect(calls.get!.publicKey!.userVerification).toBe('required')
    for (const absent of ['rpId', 'timeout', 'allowCredentials'])
      expect(calls.get!.publicKey).not.toHaveProperty(absent)
  })

  it('read a PRF output given as a view into a larger buffer, and none when the authenticator gives none', async () => {
    const larger = new Uint8Array(40).fill(9)
    larger.set(PRF_OUTPUT, 4)
    const answers = [{ first: larger.subarray(4, 36) }, undefined]
    const seen: (Uint8Array | undefined)[] = []
    for (const results of answers) {
      const webauthn = createWebAuthn({
        create: async () => null,
        get: async () =>
          ({
            ...credential({ clientDataJSON: bytes(1), authenticatorData: bytes(2), signature: bytes(3) }),
            getClientExtensionResults: () => (results ? { prf: { results } } : {}),
          }) as unknown as Credential,
      })
      const used = await webauthn.get({ challenge: 'AA' })
      // A passkey that gives no user handle sends none.
      expect(used.json.response).not.toHaveProperty('userHandle')
      seen.push(used.prf)
    }
    expect(seen).toEqual([PRF_OUTPUT, undefined])
  })

  it('reject as a cancelled prompt when the browser gives no credential, and list no transports it does not know', async () => {
    const none = createWebAuthn({ create: async () => null, get: async () => null })
    await expect(none.create(creation)).rejects.toMatchObject({ name: 'NotAllowedError' })
    await expect(none.get({ challenge: 'AA' })).rejects.toMatchObject({ name: 'NotAllowedError' })
    const older = createWebAuthn({
      create: async () =>
        credential({ clientDataJSON: bytes(1), attestationObject: bytes(2) }) as unknown as Credential,
      get: async () => null,
    })
    expect((await older.create(creation)).json.response.transports).toEqual([])
  })

  it('draw a new 32-byte challenge, base64url, for each local use', () => {
    const first = localChallenge()
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(localChallenge()).not.toBe(first)
  })
})
