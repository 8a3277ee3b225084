import { buildAuthObject, createEncodedRecap, formatMessage } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { cacaoToSiwxSession } from './cacao-session.js'
import type { WalletConnectAuthenticateParams } from './provider.js'
import { EVM_RULES } from './test/namespace-rules.js'
import { NOW, walletCacao } from './test/sign-in-fixtures.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECAP_SENTENCE =
  "I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_accounts', 'personal_sign' for 'eip155'."

const request: WalletConnectAuthenticateParams = {
  chains: ['eip155:1', 'eip155:10'],
  domain: 'dapp.example',
  uri: 'https://dapp.example',
  nonce: 'abcdefgh1234',
  methods: ['personal_sign', 'eth_accounts'],
  statement: 'Sign in to the dapp',
  exp: '2030-01-02T00:00:00.000Z',
  requestId: 'req-1',
  resources: ['https://dapp.example/terms'],
  optionalNamespaces: {},
}

describe('cacaoToSiwxSession', () => {
  it('reads the account, the chain and every field, and keeps the text WalletConnect signed', () => {
    const cacao = walletCacao(request, 'eip155:10', A)
    const session = cacaoToSiwxSession(cacao, EVM_RULES)
    const recap = cacao.p.resources?.at(-1)
    expect(recap).toMatch(/^urn:recap:/)
    expect(session).toEqual({
      data: {
        accountAddress: A,
        chainId: 'eip155:10',
        domain: 'dapp.example',
        uri: 'https://dapp.example',
        version: '1',
        nonce: 'abcdefgh1234',
        statement: `Sign in to the dapp ${RECAP_SENTENCE}`,
        resources: ['https://dapp.example/terms', recap],
        requestId: 'req-1',
        issuedAt: NOW,
        expirationTime: '2030-01-02T00:00:00.000Z',
      },
      message: [
        'dapp.example wants you to sign in with your Ethereum account:',
        A,
        '',
        `Sign in to the dapp ${RECAP_SENTENCE}`,
        '',
        'URI: https://dapp.example',
        'Version: 1',
        'Chain ID: 10',
        'Nonce: abcdefgh1234',
        `Issued At: ${NOW}`,
        'Expiration Time: 2030-01-02T00:00:00.000Z',
        'Request ID: req-1',
        'Resources:',
        '- https://dapp.example/terms',
        `- ${recap}`,
      ].join('\n'),
      signature: '0x5ig',
      cacao: { h: { t: 'caip122' }, p: { ...cacao.p, aud: 'https://dapp.example' }, s: cacao.s },
    })
    expect(session?.message).toBe(formatMessage(cacao.p, cacao.p.iss))
  })

  it('writes the ReCap’s sentence into the statement when the wallet left it out of the payload', () => {
    const recap = createEncodedRecap('eip155', 'request', ['personal_sign'])
    const payload = {
      ...request,
      aud: request.uri,
      version: '1',
      iat: NOW,
      statement: '',
      resources: [recap],
    }
    const cacao = buildAuthObject(payload, { t: 'eip191', s: '0x5ig' }, `did:pkh:eip155:1:${A}`)
    const session = cacaoToSiwxSession(cacao, EVM_RULES)
    const sentence =
      "I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'."
    expect(session?.data.statement).toBe(sentence)
    expect(session?.message.split('\n')[3]).toBe(sentence)
  })

  it('leaves two blank lines and no statement when there is neither a statement nor a ReCap', () => {
    const cacao = walletCacao(
      { ...request, statement: undefined, resources: undefined, methods: [] },
      'eip155:1',
      A,
    )
    const session = cacaoToSiwxSession(cacao, EVM_RULES)
    expect(session?.data).not.toHaveProperty('statement')
    expect(
      session?.message.startsWith(
        `dapp.example wants you to sign in with your Ethereum account:\n${A}\n\n\nURI:`,
      ),
    ).toBe(true)
  })

  it.each([
    [
      'another namespace',
      { iss: 'did:pkh:solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv' },
    ],
    ['no address', { iss: 'did:pkh:eip155:1' }],
    ['no Issued At', { iat: undefined }],
    ['no URI', { aud: undefined, uri: undefined }],
    ['a statement with a line break', { statement: 'Sign in\nURI: https://evil.example' }],
    ['a ReCap that does not decode', { resources: ['urn:recap:not-base64'] }],
  ])('gives nothing for a Cacao with %s', (_, change) => {
    const cacao = walletCacao(request, 'eip155:1', A)
    expect(cacaoToSiwxSession({ ...cacao, p: { ...cacao.p, ...change } }, EVM_RULES)).toBeUndefined()
  })
})
