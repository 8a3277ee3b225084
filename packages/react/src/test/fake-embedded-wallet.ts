import { FrameRequestError } from '@appkit/common'
import type { EmailConnectAction } from '@appkit/controllers'
import type { EmbeddedWalletAccess, MultiNamespaceConnector, SocialLogin } from '@appkit/controllers/adapter'
import { ADDRESS } from './render.js'

// Test-only: the secure frame's email wallet as a script; '123456' is the right code.

export function fakeEmbeddedWallet({
  action = 'VERIFY_OTP' as EmailConnectAction,
  /** The secure site's refusal of the passkey, if any. */
  passkeyError = undefined as string | undefined,
  /** How the Farcaster app answers CONNECT_FARCASTER: at once as alice.lab unless a test holds it. */
  farcaster = Promise.resolve({ userName: 'alice.lab' }) as Promise<{ userName: string }>,
} = {}) {
  const calls: string[] = []
  let newEmail = ''
  // Who the last login was, as the secure site's User names it to `connect`.
  let social: SocialLogin | undefined
  let asked: SocialLogin['provider'] | undefined
  const checkCode = async (otp: string) => {
    calls.push(`otp:${otp}`)
    if (otp !== '123456') throw new FrameRequestError('Invalid code')
  }
  const wallet: MultiNamespaceConnector & EmbeddedWalletAccess & { calls: string[] } = {
    calls,
    connectorId: 'auth',
    secureSiteUrl: 'https://secure.lab.test',
    connector: { id: 'auth', name: 'Email', chain: 'eip155', namespaces: ['eip155'], type: 'AUTH' },
    setup: () => undefined,
    connectEmail: async ({ email }) => {
      calls.push(`email:${email}`)
      return { action }
    },
    connectDevice: async () => void calls.push('device'),
    connectOtp: ({ otp }) => checkCode(otp),
    connect: async () => ({
      eip155: { address: ADDRESS, chainId: 1, accounts: [ADDRESS], ...(social ? { social } : {}) },
    }),
    reconnect: async () => undefined,
    disconnect: async () => {
      social = undefined
    },
    updateEmail: async ({ email }) => {
      newEmail = email
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    updateEmailPrimaryOtp: ({ otp }) => checkCode(otp),
    updateEmailSecondaryOtp: async ({ otp }) => {
      await checkCode(otp)
      return { email: newEmail }
    },
    socialRedirectUri: async ({ provider }) => {
      calls.push(`redirect:${provider}`)
      asked = provider as SocialLogin['provider']
      return { uri: `https://idp.lab.test/${provider}` }
    },
    connectSocial: async ({ resultUri }) => {
      calls.push(`social:${resultUri}`)
      social = { provider: asked!, userName: 'alice' }
      return { userName: 'alice' }
    },
    addPasskey: async () => {
      calls.push('addPasskey')
      if (passkeyError) throw new FrameRequestError(passkeyError)
    },
    connectPasskey: async () => {
      calls.push('connectPasskey')
      if (passkeyError) throw new FrameRequestError(passkeyError)
    },
    farcasterUri: async () => {
      calls.push('farcaster:uri')
      return { url: 'https://farcaster.xyz/~/siwf?channelToken=t&nonce=n' }
    },
    connectFarcaster: async ({ signal }) => {
      calls.push('farcaster:connect')
      const aborted = new Promise<never>((_, reject) =>
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true }),
      )
      const answer = await Promise.race([farcaster, aborted])
      social = { provider: 'farcaster', userName: answer.userName }
      return answer
    },
    reload: async () => {
      calls.push('reload')
    },
    request: async () => undefined as never,
    getProvider: () => undefined,
    teardown: () => undefined,
  }
  return wallet
}
