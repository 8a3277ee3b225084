import { describe, expect, it } from 'vitest'
import { embeddedWalletCore } from '../test/embedded-wallet-core.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { connectEmbeddedWallet, verifyEmailOtp } from './finish-email-login.js'
import { attachSocialLoginMemory, rememberSocialLogin } from './social-login-memory.js'
import { startEmailLogin } from './start-email-login.js'

/** The embedded wallet logging in again at once, as a session the secure site kept resumes. */
async function resumed() {
  const setup = await embeddedWalletCore()
  setup.wallet.action = 'CONNECT'
  return setup
}

describe('the social login memory', () => {
  it('shows the remembered provider and name on every namespace the embedded wallet comes back in', async () => {
    const { core } = await resumed()
    rememberSocialLogin(core, { provider: 'discord', userName: 'alice' })
    attachSocialLoginMemory(core)
    await connectEmbeddedWallet(core)
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(core.chains.chains[namespace]!.account).toMatchObject({
        socialProvider: 'discord',
        socialUserName: 'alice',
      })
    }
  })

  it('an email login forgets it before its account shows', async () => {
    const { core } = await embeddedWalletCore()
    rememberSocialLogin(core, { provider: 'google' })
    attachSocialLoginMemory(core)
    await startEmailLogin(core, { email: 'alice@lab.test' })
    await verifyEmailOtp(core, { otp: '123456' })
    expect(core.chains.chains.eip155!.account.socialProvider).toBeUndefined()
    expect(core.backend.read(STORAGE_KEYS.socialLogin)).toBeUndefined()
  })

  it('ignores what does not parse, and stops when told', async () => {
    const { core } = await resumed()
    core.backend.setItem(STORAGE_KEYS.socialLogin, JSON.stringify({ provider: 'myspace' }))
    const stop = attachSocialLoginMemory(core)
    await connectEmbeddedWallet(core)
    expect(core.chains.chains.eip155!.account.socialProvider).toBeUndefined()

    const again = await resumed()
    attachSocialLoginMemory(again.core)()
    stop()
    rememberSocialLogin(again.core, { provider: 'x' })
    await connectEmbeddedWallet(again.core)
    expect(again.core.chains.chains.eip155!.account.socialProvider).toBeUndefined()
  })
})
