import { describe, expect, it } from 'vitest'
import { signedDomainEntries, unsignedKeysProblem } from './typed-data-checks.js'

const mail = {
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hi' },
} as const

describe('typed data checks', () => {
  it('lists the signed domain fields in hashing order, from EIP712Domain when the data brings one', () => {
    expect(signedDomainEntries({ ...mail, domain: { chainId: 1, name: 'Lab' } })).toEqual([
      ['name', 'Lab'],
      ['chainId', 1],
    ])
    const types = {
      ...mail.types,
      EIP712Domain: [
        { name: 'chainId', type: 'uint256' },
        { name: 'name', type: 'string' },
      ],
    }
    expect(signedDomainEntries({ ...mail, types, domain: { name: 'Lab', chainId: 1 } } as never)).toEqual([
      ['chainId', 1],
      ['name', 'Lab'],
    ])
  })

  it('finds no problem when every key is signed, and names the first unsigned one', () => {
    expect(unsignedKeysProblem({ ...mail, domain: { chainId: 1 } })).toBeUndefined()
    expect(unsignedKeysProblem({ ...mail, message: { contents: 'hi', to: 'x' } } as never)).toBe(
      'message.to is not in Mail',
    )
  })
})
