import { randomBytes } from 'node:crypto'
import { HttpRequestError } from '@appkit/common'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import type { FarcasterLoginAnswer } from '../cloud/auth-answers.js'
import type { FarcasterRelay, FarcasterStatus } from '../cloud/farcaster-relay.js'
import { ServiceError } from '../errors.js'

// Test-only: the cloud's Farcaster relay and login in memory, and a Farcaster app with two
// accounts whose custody keys sign the approvals; `fidOf` is the ID registry they are in.

export interface FakeChannel {
  nonce: string
  domain: string
  siweUri: string
  status: FarcasterStatus
  used: boolean
  /** What the relay's status answers instead, once set. */
  failing?: Error
}

export function fakeFarcaster(session: (userKey: string) => Omit<FarcasterLoginAnswer, 'userName' | 'fid'>) {
  const channels = new Map<string, FakeChannel>()
  const accounts = [
    { fid: 20001, username: 'alice.lab', key: privateKeyToAccount(generatePrivateKey()) },
    { fid: 20002, username: 'bob.lab', key: privateKeyToAccount(generatePrivateKey()) },
  ]
  const relay: FarcasterRelay = {
    async createChannel(terms) {
      const channelToken = randomBytes(16).toString('hex')
      channels.set(channelToken, { ...terms, status: { state: 'pending' }, used: false })
      return {
        channelToken,
        nonce: terms.nonce,
        url: `https://farcaster.xyz/~/siwf?channelToken=${channelToken}`,
      }
    },
    async status(channelToken) {
      const channel = channels.get(channelToken)
      // As the real client answers the relay's 401 for a channel it forgot (expired or unknown).
      if (!channel) throw new HttpRequestError(401, { details: 'channel/status' })
      if (channel.failing) throw channel.failing
      return channel.status
    },
  }
  return {
    relay,
    /** The ID registry: the fid a custody address owns (0 for none). */
    fidOf: async (custody: Address) =>
      BigInt(accounts.find((account) => account.key.address === custody)?.fid ?? 0),
    /** The Farcaster app approves the newest channel as account `index` (another fid: `claim`). */
    async approve(index: number, options: { claim?: number; issuedAt?: Date } = {}) {
      const [token, channel] = [...channels].at(-1)!
      const account = accounts[index]!
      const message = createSiweMessage({
        address: account.key.address,
        chainId: 10,
        domain: channel.domain,
        nonce: channel.nonce,
        uri: channel.siweUri,
        version: '1',
        statement: 'Farcaster Auth',
        issuedAt: options.issuedAt ?? new Date(),
        resources: [`farcaster://fid/${options.claim ?? account.fid}`],
      })
      const signature = await account.key.signMessage({ message })
      channel.status = {
        state: 'completed',
        message,
        signature,
        fid: account.fid,
        username: account.username,
      }
      return token
    },
    /** The newest channel's time runs out: the relay forgets it. */
    expire() {
      channels.delete([...channels.keys()].at(-1)!)
    },
    /** The cloud's login: the channel's fid, once per completed channel. */
    async login(channelToken: string): Promise<FarcasterLoginAnswer> {
      const channel = channels.get(channelToken)
      if (!channel || channel.used || channel.status.state !== 'completed')
        throw new ServiceError('The Farcaster login was not approved.', { code: 'UNAUTHORIZED', status: 401 })
      channel.used = true
      const { fid, username } = channel.status
      return { ...session(`farcaster|${fid}`), userName: username, fid }
    },
    channels,
  }
}
