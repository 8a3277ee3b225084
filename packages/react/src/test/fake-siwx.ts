import { FrameRequestError } from '@appkit/common'
import { type SiwxConfig, type SiwxMessage, type SiwxSession, siwxKey } from '@appkit/controllers'

// Test-only: a dapp's sign-in with its sessions in memory; `accept` decides whether a signature holds.

export function fakeSiwx({ required = false, accept = true } = {}) {
  const sessions = new Map<string, SiwxSession[]>()
  const codes: string[] = []
  const siwx: SiwxConfig & { sessions: typeof sessions; codes: string[] } = {
    sessions,
    codes,
    createMessage: async ({ accountAddress, chainId }) =>
      ({
        accountAddress,
        chainId,
        domain: 'lab.test',
        uri: 'https://lab.test',
        version: '1',
        nonce: 'n0nce123',
        toString: () => `lab.test wants you to sign in: ${accountAddress} on ${chainId}`,
      }) as SiwxMessage,
    addSession: async (session) => {
      if (!accept) throw new Error('Invalid signature')
      const key = siwxKey(session.data.chainId, session.data.accountAddress)
      sessions.set(key, [...(sessions.get(key) ?? []), session])
    },
    revokeSession: async (chainId, address) => void sessions.delete(siwxKey(chainId, address)),
    setSessions: async () => undefined,
    getSessions: async (chainId, address) => sessions.get(siwxKey(chainId, address)) ?? [],
    getRequired: () => required,
    requestEmailCode: async (email) => void codes.push(email),
    verifyEmailCode: async (code) => {
      if (code !== '123456') throw new FrameRequestError('Invalid code')
    },
  }
  return siwx
}
