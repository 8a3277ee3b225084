import { AppKitError, EmailThrottledError } from '@appkit/common'
import { siwxKey } from '../state/siwx.js'
import type { SiwxConfig, SiwxMessage, SiwxSession } from '../types/siwx.js'

/** A dapp's sign-in for unit tests: sessions in memory, a plain message, a scripted verifier. */
export class FakeSiwx implements SiwxConfig {
  sessions = new Map<string, SiwxSession[]>()
  required = false
  /** What addSession does with a signature: the verifier's verdict. */
  accept = (session: SiwxSession) => session.signature !== 'bad'
  calls: string[] = []

  async createMessage({ accountAddress, chainId }: { accountAddress: string; chainId: string }) {
    const data = {
      accountAddress,
      chainId,
      domain: 'lab.test',
      uri: 'https://lab.test',
      version: '1',
      nonce: 'n0nce123',
    }
    return {
      ...data,
      toString: () => `lab.test wants you to sign in: ${accountAddress} on ${chainId}`,
    } as SiwxMessage
  }
  async addSession(session: SiwxSession) {
    this.calls.push(`add:${session.data.chainId}`)
    if (!this.accept(session)) throw new Error('Invalid signature')
    const key = siwxKey(session.data.chainId, session.data.accountAddress)
    this.sessions.set(key, [...(this.sessions.get(key) ?? []), session])
  }
  async revokeSession(chainId: string, address: string) {
    this.calls.push(`revoke:${chainId}`)
    this.sessions.delete(siwxKey(chainId, address))
  }
  async setSessions(sessions: SiwxSession[]) {
    this.sessions.clear()
    for (const session of sessions) await this.addSession(session)
  }
  async getSessions(chainId: string, address: string) {
    return this.sessions.get(siwxKey(chainId, address)) ?? []
  }
  getRequired() {
    return this.required
  }

  /** The address a code went to; `captured` once its code was checked. */
  codeSentTo?: string
  captured?: string
  async requestEmailCode(email: string) {
    if (email.endsWith('@refused.test')) throw new EmailThrottledError(30)
    this.codeSentTo = email
  }
  async verifyEmailCode(code: string) {
    // A server's refusal reaches the page as an AppKitError with its own words.
    if (code !== '123456') throw new AppKitError('Invalid code')
    this.captured = this.codeSentTo
  }
}
