import { describe, expect, it } from 'vitest'
import { InvalidFrameQueryError } from '../errors.js'
import { parseFrameQuery } from './frame-query.js'

describe('parseFrameQuery', () => {
  it('reads every parameter createFrameHost writes', () => {
    expect(
      parseFrameQuery(
        '?projectId=lab&chainId=31337&version=html-react-1.0.0&enableLogger=false&rpcUrl=http%3A%2F%2F127.0.0.1%3A8787&enableCloudAuthAccount=true',
      ),
    ).toEqual({
      projectId: 'lab',
      chainId: 31337,
      version: 'html-react-1.0.0',
      enableLogger: false,
      rpcUrl: 'http://127.0.0.1:8787',
      enableCloudAuthAccount: true,
    })
  })

  it('fills the spec’s defaults', () => {
    expect(parseFrameQuery('?projectId=lab')).toEqual({
      projectId: 'lab',
      chainId: 1,
      version: 'html-wagmi-4.2.2',
      enableLogger: true,
      enableCloudAuthAccount: false,
    })
  })

  it('keeps a Solana chain as CAIP-2 and an EVM one as a number', () => {
    expect(parseFrameQuery('?projectId=p&chainId=solana:LabSvm11111111111111111111111111').chainId).toBe(
      'solana:LabSvm11111111111111111111111111',
    )
    expect(parseFrameQuery('?projectId=p&chainId=eip155:10').chainId).toBe(10)
  })

  it('refuses a missing project, a bad chain, a bad flag and a non-http rpcUrl, naming them', () => {
    const cases = [
      ['', 'projectId'],
      ['?projectId=p&chainId=bip122:abc', 'chainId'],
      ['?projectId=p&enableLogger=yes', 'enableLogger'],
      ['?projectId=p&rpcUrl=javascript:alert(1)', 'rpcUrl'],
    ] as const
    for (const [search, field] of cases) {
      const error = (() => {
        try {
          parseFrameQuery(search)
        } catch (caught) {
          return caught
        }
      })()
      expect(error).toBeInstanceOf(InvalidFrameQueryError)
      expect((error as InvalidFrameQueryError).details).toContain(field)
    }
  })
})
