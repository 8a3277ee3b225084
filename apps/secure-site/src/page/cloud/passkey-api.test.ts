import { describe, expect, it, vi } from 'vitest'
import { createPasskeyApi } from './passkey-api.js'

const TOKEN = 't'.repeat(43)
const CHALLENGE = 'Y2hhbGxlbmdlLWNoYWxsZW5nZQ'
const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status })

function api(...answers: Response[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift() ?? json(500))
  return { api: createPasskeyApi({ cloudUrl: 'http://cloud.test', fetch }), fetch }
}

const registration = {
  id: 'AQID',
  rawId: 'AQID',
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
  clientExtensionResults: {},
}

describe('the passkey API client', () => {
  it('asks for registration options with the session, and registers the passkey with its sealed share', async () => {
    const options = {
      challenge: CHALLENGE,
      rp: { id: 'localhost', name: 'AppKit wallet' },
      user: { id: 'dXNlcg', name: 'ada@example.com', displayName: '' },
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      extensions: { prf: {} },
    }
    const { api: passkeys, fetch } = api(
      json(200, options),
      json(200, { credentialId: 'AQIDBAUGBwgJCgsMDQ4PEA' }),
    )
    const { extensions: _, ...kept } = options
    expect(await passkeys.registrationOptions(TOKEN)).toEqual(kept)
    await passkeys.register(TOKEN, { response: registration, recoveryShareSealed: 'UDE=' })
    const [url, init] = fetch.mock.calls[1]!
    expect(url).toBe('http://cloud.test/auth/v1/passkey/register')
    expect(init).toMatchObject({ method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } })
    expect(JSON.parse(init!.body as string)).toEqual({ response: registration, recoveryShareSealed: 'UDE=' })
  })

  it('logs in with the passkey’s answer and the device, and reads the sealed share back', async () => {
    const answer = {
      sessionToken: 's'.repeat(43),
      expiresAt: '2030-01-01T00:00:00.000Z',
      user: { id: 'user-1', email: 'ada@example.com' },
      recoveryShareSealed: 'UDE=',
    }
    const { api: passkeys, fetch } = api(
      json(200, { challenge: CHALLENGE, rpId: 'localhost' }),
      json(200, answer),
    )
    expect(await passkeys.loginOptions()).toEqual({ challenge: CHALLENGE, rpId: 'localhost' })
    expect(
      await passkeys.login(
        { ...registration, response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } },
        'device-1',
        'https://dapp.example',
      ),
    ).toEqual(answer)
    expect(JSON.parse(fetch.mock.calls[1]![1]!.body as string)).toMatchObject({
      deviceId: 'device-1',
      dapp: 'https://dapp.example',
    })
  })

  it('refuses options a cloud could use to trick the page (no challenge, a share that is not base64)', async () => {
    const { api: passkeys } = api(
      json(200, { rpId: 'localhost' }),
      json(200, {
        sessionToken: 's'.repeat(43),
        expiresAt: 'x',
        user: { id: 'u', email: 'e' },
        recoveryShareSealed: '<script>',
      }),
    )
    await expect(passkeys.loginOptions()).rejects.toThrow()
    await expect(
      passkeys.login(
        { ...registration, response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } },
        'd',
        'https://dapp.example',
      ),
    ).rejects.toThrow()
  })

  it('passes the cloud’s refusal on with its code and message', async () => {
    const refusal = { error: { code: 'PASSKEY_INVALID', message: 'This passkey could not be verified.' } }
    const { api: passkeys } = api(json(400, refusal))
    await expect(
      passkeys.login(
        { ...registration, response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } },
        'd',
        'https://dapp.example',
      ),
    ).rejects.toMatchObject({ code: 'PASSKEY_INVALID', message: 'This passkey could not be verified.' })
  })
})
