import { describe, expect, it } from 'vitest'
import { EVM_ADDRESS_CHECKSUMMED, evmData } from '../test-utils/fixtures.js'
import { renderEip4361 } from './render-eip4361.js'
import { validateSiwxMessageData } from './validate-message-data.js'

const render = (overrides: Parameters<typeof evmData>[0] = {}) =>
  renderEip4361(validateSiwxMessageData(evmData(overrides)))

describe('renderEip4361', () => {
  it("writes EIP-4361's example message exactly", () => {
    const text = render({
      statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
      resources: [
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        'https://example.com/my-web2-claim.json',
      ],
    })
    expect(text).toBe(
      [
        'service.org wants you to sign in with your Ethereum account:',
        EVM_ADDRESS_CHECKSUMMED,
        '',
        'I accept the ServiceOrg Terms of Service: https://service.org/tos',
        '',
        'URI: https://service.org/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24Z',
        'Resources:',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        '- https://example.com/my-web2-claim.json',
      ].join('\n'),
    )
  })

  it('without a statement keeps the two blank lines the ABNF asks for', () => {
    expect(render()).toBe(
      [
        'service.org wants you to sign in with your Ethereum account:',
        EVM_ADDRESS_CHECKSUMMED,
        '',
        '',
        'URI: https://service.org/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24Z',
      ].join('\n'),
    )
  })

  it('writes the optional fields in the order of the ABNF, Chain ID as the bare number', () => {
    const text = render({
      chainId: 'eip155:31337',
      expirationTime: '2021-10-01T16:25:24Z',
      notBefore: '2021-09-30T17:00:00Z',
      requestId: 'req-1',
      resources: ['https://a.example/'],
    })
    expect(text.split('\n').slice(5)).toEqual([
      'Version: 1',
      'Chain ID: 31337',
      'Nonce: 32891756',
      'Issued At: 2021-09-30T16:25:24Z',
      'Expiration Time: 2021-10-01T16:25:24Z',
      'Not Before: 2021-09-30T17:00:00Z',
      'Request ID: req-1',
      'Resources:',
      '- https://a.example/',
    ])
  })
})
