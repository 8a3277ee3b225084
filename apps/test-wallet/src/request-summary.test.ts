import { toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeMessage, summarizeRequest } from './request-summary.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('summarizeRequest', () => {
  it('decodes the message of personal_sign', () => {
    expect(summarizeRequest('personal_sign', [toHex('Hello, wallet ✓'), ADDRESS])).toEqual([
      { label: 'Message', value: 'Hello, wallet ✓' },
      { label: 'Account', value: ADDRESS },
    ])
  })

  it('shows the recipient and the value of a transaction in ETH', () => {
    expect(
      summarizeRequest('eth_sendTransaction', [
        { from: ADDRESS, to: '0x0000000000000000000000000000000000000001', value: '0x2386f26fc10000' },
      ]),
    ).toEqual([
      { label: 'To', value: '0x0000000000000000000000000000000000000001' },
      { label: 'Value', value: '0.01 ETH' },
    ])
  })

  it('shows data, and zero value, of a contract call', () => {
    expect(summarizeRequest('eth_sendTransaction', [{ to: ADDRESS, data: '0xa9059cbb' }])).toEqual([
      { label: 'To', value: ADDRESS },
      { label: 'Value', value: '0 ETH' },
      { label: 'Data', value: '0xa9059cbb' },
    ])
  })

  it('shows the type, domain and message of typed data given as JSON', () => {
    const typedData = JSON.stringify({
      domain: { name: 'Lab', chainId: 31337 },
      primaryType: 'Mail',
      types: { Mail: [{ name: 'body', type: 'string' }] },
      message: { body: 'hi' },
    })
    expect(summarizeRequest('eth_signTypedData_v4', [ADDRESS, typedData])).toEqual([
      { label: 'Type', value: 'Mail' },
      { label: 'Domain', value: 'Lab, 31337' },
      { label: 'Message', value: '{"body":"hi"}' },
    ])
  })

  it('shows the chain of a switch', () => {
    expect(summarizeRequest('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual([
      { label: 'Chain', value: 'eip155:31338' },
    ])
  })

  it('shows the raw parameters of anything else, or of a malformed request', () => {
    expect(summarizeRequest('eth_chainId', [])).toEqual([{ label: 'Parameters', value: '[]' }])
    expect(summarizeRequest('eth_sendTransaction', ['oops'])).toEqual([
      { label: 'Parameters', value: '["oops"]' },
    ])
  })
})

describe('decodeMessage', () => {
  it('keeps plain text and hex that is not UTF-8', () => {
    expect(decodeMessage('plain text')).toBe('plain text')
    expect(decodeMessage('0xff00ff')).toBe('0xff00ff')
  })
})
