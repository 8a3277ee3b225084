import type { CaipNetworkId } from '@appkit/common'
import type { SiwxConfig, SiwxMessage, SiwxSession } from '@appkit/controllers'
import { toCacao } from './cacao/to-cacao.js'
import {
  SiwxDomainMismatchError,
  SiwxForeignSessionError,
  SiwxInvalidSignatureError,
  SiwxVerifierNotFoundError,
} from './errors/session-errors.js'
import { createSiwxMessage } from './message/create-message.js'
import { validateSiwxMessageData } from './message/validate-message-data.js'
import { generateNonce } from './nonce.js'
import { describeSites, isForSite, siteOf } from './site.js'
import { assertSiwxOptions, type CreateSiwxOptions } from './siwx-options.js'
import { localStorageSiwx } from './storage/local-storage-siwx.js'
import { assertSiwxSession } from './verifiers/check-session.js'

/**
 * The sign-in of createAppKit's `siwx` option: writes messages, verifies signed ones with the
 * verifier of their namespace, keeps them in `storage`. addSession rejects with
 * SiwxInvalidSignatureError ('Invalid signature') when the verifier says no, and with the typed
 * error of the problem when the session is expired, not yet valid or does not match its text,
 * and with SiwxDomainMismatchError when it was signed for another site than this one (its domain
 * or URI is not `domain` / `uri`, by default the page's). getSessions rejects with
 * SiwxForeignSessionError when storage hands back a session of another site.
 */
export function createSiwx(options: CreateSiwxOptions): SiwxConfig {
  const now = options.now ?? Date.now
  const storage = options.storage ?? localStorageSiwx({ now })
  const getNonce = options.getNonce ?? generateNonce
  const verifiers = new Map(options.verifiers.map((verifier) => [verifier.namespace, verifier]))
  assertSiwxOptions(options)
  const { expiresInMs } = options

  const verified = async (session: SiwxSession): Promise<SiwxSession> => {
    assertSiwxSession(session, now())
    const site = siteOf(options)
    if (!isForSite(session.data, site)) {
      throw new SiwxDomainMismatchError({ details: describeSites(session.data, site) })
    }
    const namespace = session.data.chainId.split(':')[0] ?? ''
    const verifier = verifiers.get(namespace)
    if (verifier === undefined)
      throw new SiwxVerifierNotFoundError({ details: `no verifier for ${namespace}` })
    if (!(await verifier.verify(session))) throw new SiwxInvalidSignatureError()
    const { message, signature } = session
    // Kept as plain checked data: a SiwxMessage handed over as `data` carries its toString().
    const { data } = validateSiwxMessageData(session.data)
    // The Cacao is rebuilt from what was verified, so it can never say something else.
    if (data.issuedAt === undefined) return { data, message, signature }
    const signatureType = (await verifier.signatureType?.(session)) ?? session.cacao?.s.t
    return { data, message, signature, cacao: toCacao(session, { signatureType }) }
  }

  return {
    async createMessage({ accountAddress, chainId }): Promise<SiwxMessage> {
      const { domain, uri } = siteOf(options)
      const issuedAt = now()
      return createSiwxMessage({
        accountAddress,
        chainId,
        domain,
        uri,
        version: '1',
        nonce: await getNonce(),
        statement: options.statement,
        resources: options.resources,
        issuedAt: new Date(issuedAt).toISOString(),
        expirationTime:
          expiresInMs === undefined ? undefined : new Date(issuedAt + expiresInMs).toISOString(),
      })
    },
    async addSession(session) {
      await storage.add(await verified(session))
    },
    async revokeSession(chainId, address) {
      await storage.delete(chainId, address)
    },
    async setSessions(sessions) {
      // All or nothing: one bad session leaves what was kept as it was.
      await storage.set(await Promise.all(sessions.map(verified)))
    },
    async getSessions(chainId: CaipNetworkId, address: string) {
      const at = now()
      // Filtered here too: a dapp's own storage may return what it has, expired or not.
      const live = (await storage.get(chainId, address)).filter(
        ({ data }) => data.expirationTime === undefined || at < Date.parse(data.expirationTime),
      )
      // A storage shared with other sites (a dapp's own backend) may hold their sessions too: one of
      // them is refused, not taken for a sign-in here.
      const site = siteOf(options)
      const foreign = live.find(({ data }) => !isForSite(data, site))
      if (foreign !== undefined) {
        throw new SiwxForeignSessionError({ details: describeSites(foreign.data, site) })
      }
      return live
    },
    getRequired: () => options.required ?? false,
  }
}
