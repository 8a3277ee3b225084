import { describe, expect, it } from 'vitest'
import {
  BITCOIN_ADDRESS,
  BITCOIN_MAINNET,
  bitcoinData,
  SOLANA_ADDRESS,
  SOLANA_MAINNET,
  solanaData,
} from '../test-utils/fixtures.js'
import { renderCaip122 } from './render-caip122.js'
import { validateSiwxMessageData } from './validate-message-data.js'

describe('renderCaip122', () => {
  it('writes the Solana message with the full CAIP-2 chain id', () => {
    const text = renderCaip122(
      validateSiwxMessageData(
        solanaData({
          statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
          resources: [
            'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
            'https://example.com/my-web2-claim.json',
          ],
        }),
      ),
    )
    expect(text).toBe(
      [
        'service.org wants you to sign in with your Solana account:',
        SOLANA_ADDRESS,
        '',
        'I accept the ServiceOrg Terms of Service: https://service.org/tos',
        '',
        'URI: https://service.org/login',
        'Version: 1',
        `Chain ID: ${SOLANA_MAINNET}`,
        'Nonce: 32891757',
        'Issued At: 2021-09-30T16:25:24.000Z',
        'Resources:',
        '- ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
        '- https://example.com/my-web2-claim.json',
      ].join('\n'),
    )
  })

  it('without a statement has one blank line, as the Sign-In With Solana ABNF has it', () => {
    const text = renderCaip122(validateSiwxMessageData(bitcoinData({ issuedAt: undefined })))
    expect(text).toBe(
      [
        'service.org wants you to sign in with your Bitcoin account:',
        BITCOIN_ADDRESS,
        '',
        'URI: https://service.org/login',
        'Version: 1',
        `Chain ID: ${BITCOIN_MAINNET}`,
        'Nonce: 32891757',
      ].join('\n'),
    )
  })

  it('writes the optional fields in the same order as EIP-4361', () => {
    const text = renderCaip122(
      validateSiwxMessageData(
        solanaData({
          expirationTime: '2021-10-01T16:25:24Z',
          notBefore: '2021-09-30T17:00:00Z',
          requestId: 'r1',
          resources: ['https://a.example/'],
        }),
      ),
    )
    expect(text.split('\n').slice(5)).toEqual([
      `Chain ID: ${SOLANA_MAINNET}`,
      'Nonce: 32891757',
      'Issued At: 2021-09-30T16:25:24.000Z',
      'Expiration Time: 2021-10-01T16:25:24Z',
      'Not Before: 2021-09-30T17:00:00Z',
      'Request ID: r1',
      'Resources:',
      '- https://a.example/',
    ])
  })
})
