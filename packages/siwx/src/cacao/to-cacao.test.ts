import { serializeErc6492Signature } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidSiwxNonceError, MissingSiwxFieldError } from '../errors/field-errors.js'
import {
  BITCOIN_ADDRESS,
  BITCOIN_MAINNET,
  bitcoinData,
  EVM_ADDRESS_CHECKSUMMED,
  evmData,
  SOLANA_ADDRESS,
  SOLANA_MAINNET,
  solanaData,
} from '../test-utils/fixtures.js'
import { toCacao } from './to-cacao.js'

const SIGNATURE = `0x${'11'.repeat(65)}`

describe('toCacao', () => {
  it('maps every field of CAIP-74’s payload, with a did:pkh issuer', () => {
    const data = evmData({
      statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
      expirationTime: '2021-10-01T16:25:24Z',
      notBefore: '2021-09-30T16:25:24Z',
      requestId: 'request-id-random',
      resources: ['https://example.com/my-web2-claim.json'],
    })
    expect(toCacao({ data, signature: SIGNATURE })).toEqual({
      h: { t: 'caip122' },
      p: {
        domain: 'service.org',
        iss: `did:pkh:eip155:1:${EVM_ADDRESS_CHECKSUMMED}`,
        aud: 'https://service.org/login',
        version: '1',
        nonce: '32891756',
        iat: '2021-09-30T16:25:24Z',
        nbf: '2021-09-30T16:25:24Z',
        exp: '2021-10-01T16:25:24Z',
        statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
        requestId: 'request-id-random',
        resources: ['https://example.com/my-web2-claim.json'],
      },
      s: { t: 'eip191', s: SIGNATURE },
    })
  })

  it('leaves absent optional fields out rather than undefined', () => {
    const cacao = toCacao({ data: evmData(), signature: SIGNATURE })
    expect(Object.keys(cacao.p)).toEqual(['domain', 'iss', 'aud', 'version', 'nonce', 'iat'])
  })

  it('types an ERC-6492-wrapped signature eip6492, and takes the caller’s type over the default', () => {
    const wrapped = serializeErc6492Signature({
      address: EVM_ADDRESS_CHECKSUMMED,
      data: '0xdeadbeef',
      signature: SIGNATURE as `0x${string}`,
    })
    expect(toCacao({ data: evmData(), signature: wrapped }).s.t).toBe('eip6492')
    expect(toCacao({ data: evmData(), signature: SIGNATURE }, { signatureType: 'eip1271' }).s.t).toBe(
      'eip1271',
    )
  })

  it('types Solana signatures solana:ed25519 and Bitcoin ones bip322', () => {
    const solana = toCacao({ data: solanaData(), signature: 'base58sig' })
    expect(solana.p.iss).toBe(`did:pkh:${SOLANA_MAINNET}:${SOLANA_ADDRESS}`)
    expect(solana.s).toEqual({ t: 'solana:ed25519', s: 'base58sig' })
    const bitcoin = toCacao({ data: bitcoinData(), signature: 'base64sig' })
    expect(bitcoin.p.iss).toBe(`did:pkh:${BITCOIN_MAINNET}:${BITCOIN_ADDRESS}`)
    expect(bitcoin.s.t).toBe('bip322')
  })

  it('needs issuedAt and valid data', () => {
    expect(() => toCacao({ data: solanaData({ issuedAt: undefined }), signature: 'x' })).toThrow(
      MissingSiwxFieldError,
    )
    expect(() => toCacao({ data: evmData({ nonce: 'short' }), signature: 'x' })).toThrow(
      InvalidSiwxNonceError,
    )
  })
})
