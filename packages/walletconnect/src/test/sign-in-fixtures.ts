import type { CaipNetworkId } from '@appkit/common'
import type { SiwxConfig, SiwxMessage, SiwxMessageData, SiwxSession } from '@appkit/controllers'
import { buildAuthObject, createEncodedRecap, populateAuthPayload } from '@walletconnect/utils'
import type { WalletConnectAuthenticateParams, WalletConnectCacao } from '../provider.js'

// Sign-in stand-ins for the client's tests: the dapp's sign-in, and the wallet's Cacaos built the
// way WalletConnect's own helpers build them (the signature is a stand-in: the fake sign-in does
// not check it; the test wallet's round trip does).

export const NOW = '2030-01-01T00:00:00.000Z'

/** A SiwxConfig that records what it is given and accepts every session unless told otherwise. */
export function fakeSiwx(fields: Partial<SiwxMessageData> = {}) {
  const asked: { accountAddress: string; chainId: CaipNetworkId }[] = []
  const added: SiwxSession[] = []
  const siwx = {
    refuse: undefined as ((session: SiwxSession) => boolean) | undefined,
    failMessage: undefined as Error | undefined,
    async createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessage> {
      asked.push(input)
      if (siwx.failMessage) throw siwx.failMessage
      const data: SiwxMessageData = {
        ...input,
        domain: 'dapp.example',
        uri: 'https://dapp.example',
        version: '1',
        nonce: 'abcdefgh1234',
        issuedAt: NOW,
        ...fields,
      }
      return { ...data, toString: () => 'the text' }
    },
    async addSession(session: SiwxSession) {
      if (siwx.refuse?.(session)) throw new Error('Invalid signature')
      added.push(session)
    },
    revokeSession: async () => undefined,
    setSessions: async () => undefined,
    getSessions: async () => [],
  } satisfies SiwxConfig & Record<string, unknown>
  return { siwx, asked, added }
}

/**
 * The wallet's Cacao for `chain`, answering an authenticate request: the request's payload as
 * WalletConnect's sign client sends it (a ReCap of the methods appended to the resources), narrowed
 * by the wallet to the chains and methods it supports (populateAuthPayload), then signed.
 */
export function walletCacao(
  request: WalletConnectAuthenticateParams,
  chain: string,
  address: string,
  { supportedMethods = request.methods, signature = '0x5ig' } = {},
): WalletConnectCacao {
  const resources = [...(request.resources ?? [])]
  if (request.methods.length > 0) resources.push(createEncodedRecap('eip155', 'request', request.methods))
  const authPayload = {
    type: 'caip122',
    chains: request.chains,
    statement: request.statement ?? '',
    aud: request.uri,
    domain: request.domain,
    version: '1',
    nonce: request.nonce,
    iat: NOW,
    exp: request.exp,
    nbf: request.nbf,
    requestId: request.requestId,
    resources,
  }
  const payload = populateAuthPayload({ authPayload, chains: [chain], methods: supportedMethods })
  return buildAuthObject(payload, { t: 'eip191', s: signature }, `did:pkh:${chain}:${address}`)
}
