import { describe, expect, it } from 'vitest'
import { toCacao } from '../cacao/to-cacao.js'
import { SIWX_MESSAGE_MAX_LENGTH, SIWX_SIGNATURE_MAX_LENGTH } from '../constants.js'
import { formatSiwxMessage } from '../message/format-message.js'
import { evmData } from '../test-utils/fixtures.js'
import { parseSiwxSession } from './session-schema.js'

const data = evmData({
  statement: 'Sign in',
  resources: ['https://a.example/'],
  expirationTime: '2099-01-01T00:00:00Z',
})
const session = { data, message: formatSiwxMessage(data), signature: `0x${'11'.repeat(65)}` }

describe('parseSiwxSession', () => {
  it('takes a session, with or without its Cacao', () => {
    expect(parseSiwxSession(session)).toEqual(session)
    const withCacao = { ...session, cacao: toCacao(session) }
    expect(parseSiwxSession(withCacao)).toEqual(withCacao)
  })

  it('drops unknown keys, at the top and inside', () => {
    const parsed = parseSiwxSession({ ...session, extra: 1, data: { ...data, extra: 2 } })
    expect(parsed).toEqual(session)
  })

  it.each([
    ['null', null],
    ['a string', 'session'],
    ['a list', [session]],
    ['no data', { message: session.message, signature: session.signature }],
    ['a number as signature', { ...session, signature: 1 }],
    ['a non CAIP-2 chain', { ...session, data: { ...data, chainId: 'mainnet' } }],
    ['a resource that is not a string', { ...session, data: { ...data, resources: [1] } }],
    ['a Cacao of another header', { ...session, cacao: { ...toCacao(session), h: { t: 'eip4361' } } }],
    ['an oversized message', { ...session, message: 'x'.repeat(SIWX_MESSAGE_MAX_LENGTH + 1) }],
    ['an oversized signature', { ...session, signature: '1'.repeat(SIWX_SIGNATURE_MAX_LENGTH + 1) }],
    ['an oversized statement', { ...session, data: { ...data, statement: 's'.repeat(5_000) } }],
    ['101 resources', { ...session, data: { ...data, resources: Array(101).fill('https://a.example/') } }],
  ])('refuses %s', (_, value) => {
    expect(parseSiwxSession(value)).toBeUndefined()
  })
})
