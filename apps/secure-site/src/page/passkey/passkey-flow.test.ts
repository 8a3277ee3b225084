import { describe, expect, it } from 'vitest'
import { fakeCloud, fakeFrameContext, LOGIN_CODE } from '../handlers/fake-frame-context.test-helper.js'
import { loginHandlers } from '../handlers/login-handlers.js'
import { fakeAuthenticator } from './fake-authenticator.test-helper.js'
import { createPasskeyFlow } from './passkey-flow.js'
import type { WebAuthn } from './webauthn.js'

const context = { id: 'id', signal: new AbortController().signal }

async function loggedIn() {
  const cloud = fakeCloud()
  const device = await fakeFrameContext(cloud)
  const login = loginHandlers(device.ctx)
  await login.CONNECT_EMAIL({ email: 'ada@example.com' }, context)
  await login.CONNECT_OTP({ otp: LOGIN_CODE }, context)
  return { cloud, device, session: device.ctx.sessions.read()! }
}

describe('the passkey flows', () => {
  it('take the PRF output from the passkey’s first use when the browser gives none while creating it', async () => {
    const { cloud, device, session } = await loggedIn()
    const authenticator = fakeAuthenticator()
    const asked: (string | undefined)[] = []
    const webauthn: WebAuthn = {
      create: async (options) => ({ ...(await authenticator.webauthn.create(options)), prf: undefined }),
      get: async (options, only) => {
        asked.push(only)
        return authenticator.webauthn.get(options, only)
      },
    }
    const flow = createPasskeyFlow({
      api: cloud.passkeyApi,
      webauthn,
      prompt: { ask: (_kind, act) => act() },
      wallet: device.ctx.wallet,
    })
    await flow.add(session)
    const [id] = [...cloud.passkeyOwners.keys()]
    // The passkey just made, named: the browser does not ask the person to pick one.
    expect(asked).toEqual([id])

    const phone = await fakeFrameContext(cloud, { deviceId: 'device-phone-00000000000', authenticator })
    const kept: unknown[] = []
    await (await phone.ctx.passkeys()).connect(
      { deviceId: 'device-phone-00000000000', dapp: 'https://dapp.example' },
      (each) => kept.push(each),
    )
    expect(kept).toEqual([expect.objectContaining({ userId: session.userId })])
    expect(phone.ctx.wallet.addresses(session.userId)).toEqual(device.ctx.wallet.addresses(session.userId))
  })
})
