import type { AuthTypes } from '@walletconnect/types'
import {
  createEncodedRecap,
  formatMessage,
  getChainsFromRecap,
  getMethodsFromRecap,
  getRecapFromResources,
  validateSignedCacao,
} from '@walletconnect/utils'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PRIVATE_KEY } from './config.js'
import { signInCacaos, signInChains, summarizeSignIn } from './sign-in-request.js'

const account = privateKeyToAccount(DEFAULT_PRIVATE_KEY)
const format = ({ request, iss }: { request: AuthTypes.BaseAuthRequestParams; iss: string }) =>
  formatMessage(request, iss)

/** A request as WalletConnect's sign client sends it: the methods' ReCap last in the resources. */
function payload(overrides: Partial<AuthTypes.PayloadParams> = {}): AuthTypes.PayloadParams {
  return {
    type: 'caip122',
    chains: ['eip155:1', 'eip155:31338', 'eip155:31337'],
    domain: '127.0.0.1:4173',
    aud: 'http://127.0.0.1:4173',
    version: '1',
    nonce: 'abcdefgh1234',
    iat: '2030-01-01T00:00:00.000Z',
    statement: 'Sign in to the lab',
    resources: [
      'https://127.0.0.1:4173/terms',
      createEncodedRecap('eip155', 'request', [
        'personal_sign',
        'eth_sendTransaction',
        'wallet_getCapabilities',
      ]),
    ],
    ...overrides,
  }
}

describe('summarizeSignIn', () => {
  it('shows the domain, URI, chains and statement', () => {
    expect(summarizeSignIn(payload())).toEqual({
      domain: '127.0.0.1:4173',
      uri: 'http://127.0.0.1:4173',
      chains: ['eip155:1', 'eip155:31338', 'eip155:31337'],
      statement: 'Sign in to the lab',
    })
    expect(summarizeSignIn(payload({ statement: undefined })).statement).toBe('')
  })
})

describe('signInCacaos', () => {
  it('signs in on each requested chain it supports, in the request’s order', async () => {
    expect(signInChains(payload())).toEqual(['eip155:31338', 'eip155:31337'])
    const cacaos = await signInCacaos(payload(), account, format)
    expect(cacaos.map((c) => c.p.iss)).toEqual([
      `did:pkh:eip155:31338:${account.address}`,
      `did:pkh:eip155:31337:${account.address}`,
    ])
    expect(cacaos.map((c) => c.s.t)).toEqual(['eip191', 'eip191'])
  })

  it('signs the text the dapp rebuilds from each Cacao, which WalletConnect accepts', async () => {
    for (const cacao of await signInCacaos(payload(), account, format)) {
      const text = formatMessage(cacao.p, cacao.p.iss)
      expect(text).toContain(`Chain ID: ${cacao.p.iss.split(':')[3]}\n`)
      expect(
        await verifyMessage({
          address: account.address,
          message: text,
          signature: cacao.s.s as `0x${string}`,
        }),
      ).toBe(true)
      expect(await validateSignedCacao({ cacao })).toBe(true)
    }
  })

  it('narrows the ReCap to the chains and methods it supports and says so in the statement', async () => {
    const [cacao] = await signInCacaos(payload(), account, format)
    const recap = getRecapFromResources(cacao?.p.resources)!
    expect(getChainsFromRecap(recap)).toEqual(['eip155:31338', 'eip155:31337'])
    expect(getMethodsFromRecap(recap)).toEqual(['eth_sendTransaction', 'personal_sign'])
    expect(cacao?.p.statement).toBe(
      "Sign in to the lab I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.",
    )
    expect(cacao?.p.resources?.[0]).toBe('https://127.0.0.1:4173/terms')
  })

  it('refuses a request for no chain it knows, and one for no method it offers', async () => {
    await expect(signInCacaos(payload({ chains: ['eip155:1'] }), account, format)).rejects.toThrow(
      'The wallet signs in on eip155:31337 and eip155:31338, not eip155:1',
    )
    const resources = [createEncodedRecap('eip155', 'request', ['wallet_getCapabilities'])]
    await expect(signInCacaos(payload({ resources }), account, format)).rejects.toThrow(
      "Supported methods don't satisfy the requested",
    )
  })
})
