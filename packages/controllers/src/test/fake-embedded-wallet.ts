import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import { FrameRequestError } from '@appkit/common'
import type { SocialLogin } from '../types/adapter-events.js'
import type { Connector } from '../types/connector.js'
import type { EmailConnectAction, EmbeddedWalletAccess } from '../types/embedded-wallet.js'
import type {
  MultiNamespaceConnector,
  MultiNamespaceEvents,
  NamespaceAccounts,
} from '../types/wallet-connect.js'

/**
 * A scripted stand-in for the secure frame's embedded wallet: a test decides what an email gets
 * (`action`), which codes are right (`codes`), and the accounts a login gives (`accounts`).
 */
export class FakeEmbeddedWallet implements MultiNamespaceConnector, EmbeddedWalletAccess {
  readonly connectorId = 'auth'
  readonly connector: Connector
  events?: MultiNamespaceEvents
  networks: readonly CaipNetwork[] = []
  calls: string[] = []
  action: EmailConnectAction = 'VERIFY_OTP'
  codes = new Set(['123456'])
  accounts: NamespaceAccounts = {}
  loggedIn = false
  newEmail?: string
  readonly secureSiteUrl = 'https://secure.lab.test/'
  /** What GET_SOCIAL_REDIRECT_URI answers, or the failure it rejects with. */
  socialRedirect: { uri: string } | Error = { uri: 'https://idp.lab.test/authorize?state=s' }
  socialUserName?: string = 'alice'
  /** Who the last login was, as the secure site's User reports it to `connect` (spec §3). */
  social?: SocialLogin
  private asked?: SocialLogin['provider']

  constructor(namespaces: ChainNamespace[]) {
    this.connector = { id: 'auth', name: 'Email', chain: namespaces[0]!, namespaces, type: 'AUTH' }
  }

  setup(context: Parameters<MultiNamespaceConnector['setup']>[0]) {
    this.events = context.events
    this.networks = context.networks
  }
  async connectEmail({ email }: { email: string }) {
    this.calls.push(`email:${email}`)
    return { action: this.action }
  }
  async connectDevice() {
    this.calls.push('device')
  }
  async connectOtp({ otp }: { otp: string }) {
    this.calls.push(`otp:${otp}`)
    if (!this.codes.has(otp)) throw new FrameRequestError('Invalid code')
    this.loggedIn = true
  }
  async socialRedirectUri({ provider }: { provider: string }) {
    this.calls.push(`redirect:${provider}`)
    this.asked = provider as SocialLogin['provider']
    if (this.socialRedirect instanceof Error) throw this.socialRedirect
    return this.socialRedirect
  }
  async connectSocial({ resultUri }: { resultUri: string }) {
    this.calls.push(`social:${resultUri}`)
    if (!resultUri.includes('code=')) throw new FrameRequestError('Invalid social result')
    this.loggedIn = true
    this.social = { provider: this.asked!, userName: this.socialUserName }
    return { userName: this.socialUserName }
  }
  /** What GET_FARCASTER_URI answers, or the failure it rejects with. */
  farcaster: { url: string } | Error = { url: 'https://farcaster.xyz/~/siwf?channelToken=t&nonce=n' }
  /** The CONNECT_FARCASTER waits, settled by the test's approval (`approveFarcaster`). */
  farcasterWaits: ((outcome: { userName: string } | Error) => void)[] = []
  approveFarcaster(outcome: { userName: string } | Error) {
    for (const settle of this.farcasterWaits.splice(0)) settle(outcome)
  }
  async farcasterUri() {
    this.calls.push('farcaster:uri')
    if (this.farcaster instanceof Error) throw this.farcaster
    return this.farcaster
  }
  async connectFarcaster({ signal }: { signal?: AbortSignal }) {
    this.calls.push('farcaster:connect')
    const answer = await new Promise<{ userName: string }>((resolve, reject) => {
      this.farcasterWaits.push((outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)))
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
    })
    this.loggedIn = true
    this.social = { provider: 'farcaster', userName: answer.userName }
    return answer
  }
  async reload() {
    this.calls.push('reload')
  }
  async connect() {
    this.calls.push('connect')
    if (!this.loggedIn && this.action !== 'CONNECT') throw new Error('not logged in')
    const { social } = this
    if (!social) return this.accounts
    return Object.fromEntries(
      Object.entries(this.accounts).map(([n, account]) => [n, { ...account, social }]),
    )
  }
  async reconnect() {
    return undefined
  }
  async disconnect() {
    this.calls.push('disconnect')
    this.loggedIn = false
    this.social = undefined
  }
  async updateEmail({ email }: { email: string }) {
    this.newEmail = email
    return { action: 'VERIFY_PRIMARY_OTP' as const }
  }
  async updateEmailPrimaryOtp({ otp }: { otp: string }) {
    this.calls.push(`primary:${otp}`)
    if (!this.codes.has(otp)) throw new FrameRequestError('Invalid code')
  }
  async updateEmailSecondaryOtp({ otp }: { otp: string }) {
    this.calls.push(`secondary:${otp}`)
    if (!this.codes.has(otp)) throw new FrameRequestError('Invalid code')
    return { email: this.newEmail! }
  }
  passkey = false
  async addPasskey() {
    this.calls.push('addPasskey')
    if (!this.loggedIn) throw new FrameRequestError('Not connected to email or social')
    this.passkey = true
  }
  async connectPasskey() {
    this.calls.push('connectPasskey')
    if (!this.passkey) throw new FrameRequestError('This passkey could not be verified.')
    this.loggedIn = true
  }
  async request<T>(namespace: ChainNamespace, args: { method: string }): Promise<T> {
    this.calls.push(`request:${namespace}:${args.method}`)
    return undefined as T
  }
  getProvider(namespace: ChainNamespace) {
    return { fake: `embedded ${namespace} provider` }
  }
  teardown() {
    this.calls.push('teardown')
  }
}
