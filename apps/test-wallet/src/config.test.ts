import { BITCOIN_TEST_ACCOUNTS, SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { describe, expect, it } from 'vitest'
import { ConfigError, DEFAULT_CONFIG, parseConfig } from './config.js'

describe('parseConfig', () => {
  it('falls back to the local cloud for every missing parameter', () => {
    expect(parseConfig('')).toEqual(DEFAULT_CONFIG)
    expect(parseConfig('?relay=&key=')).toEqual(DEFAULT_CONFIG)
  })

  it('reads every parameter from the query', () => {
    const key = `0x${'11'.repeat(32)}`
    const solanaKey = '22'.repeat(32)
    const config = parseConfig(
      `?relay=ws://127.0.0.1:9000&key=${key}&solanaKey=${solanaKey}&btcKey=${BITCOIN_TEST_ACCOUNTS[1].privateKey}&btcEsplora=http://127.0.0.1:9003/api&rpc31337=http://127.0.0.1:9001&rpc31338=http://127.0.0.1:9002&projectId=p&prefix=w2&log=debug`,
    )
    expect(config).toEqual({
      relayUrl: 'ws://127.0.0.1:9000',
      privateKey: key,
      solanaSeed: solanaKey,
      bitcoinKey: BITCOIN_TEST_ACCOUNTS[1].privateKey,
      bitcoinEsploraUrl: 'http://127.0.0.1:9003/api',
      rpcUrls: { 31337: 'http://127.0.0.1:9001', 31338: 'http://127.0.0.1:9002' },
      projectId: 'p',
      storagePrefix: 'w2',
      logLevel: 'debug',
    })
  })

  it('refuses a relay that is not a WebSocket URL', () => {
    expect(() => parseConfig('?relay=http://127.0.0.1:8788')).toThrow(ConfigError)
    expect(() => parseConfig('?relay=nope')).toThrow('"relay" is not a URL: nope')
  })

  it('refuses an RPC URL that is not HTTP', () => {
    expect(() => parseConfig('?rpc31338=ws://127.0.0.1:8546')).toThrow(
      '"rpc31338" must be a http: or https: URL, got ws://127.0.0.1:8546',
    )
  })

  it('refuses an unknown log level', () => {
    expect(() => parseConfig('?log=loud')).toThrow(
      '"log" must be one of silent, error, warn, info, debug, trace',
    )
  })

  it('refuses a key that is not 32 bytes of hex', () => {
    expect(() => parseConfig('?key=0x1234')).toThrow(ConfigError)
    expect(() => parseConfig(`?key=${'11'.repeat(32)}`)).toThrow('"key" must be a 32-byte private key')
  })
})

describe('the Solana key', () => {
  it("defaults to the local SVM's test account #2", () => {
    expect(parseConfig('').solanaSeed).toBe(SOLANA_TEST_ACCOUNTS[2].seed)
  })

  it('refuses a seed that is not 32 bytes of hex', () => {
    expect(() => parseConfig('?solanaKey=abc')).toThrow(
      expect.objectContaining({
        parameter: 'solanaKey',
        message: expect.stringContaining('32-byte Ed25519 seed'),
      }),
    )
    expect(parseConfig(`?solanaKey=0x${'ab'.repeat(32)}`).solanaSeed).toBe(`0x${'ab'.repeat(32)}`)
  })
})

describe('the Bitcoin key and Esplora', () => {
  it("defaults to Bitcoin test key #2 and the local cloud's regtest Esplora", () => {
    expect(parseConfig('').bitcoinKey).toBe(BITCOIN_TEST_ACCOUNTS[2].privateKey)
    expect(parseConfig('').bitcoinEsploraUrl).toBe('http://127.0.0.1:8787/bitcoin/regtest/api')
  })

  it('refuses a key that is not 32 bytes of hex, or zero, and an Esplora that is not HTTP', () => {
    for (const bad of ['abc', '00'.repeat(32)]) {
      expect(() => parseConfig(`?btcKey=${bad}`)).toThrow(
        expect.objectContaining({ parameter: 'btcKey', message: expect.stringContaining('secp256k1') }),
      )
    }
    expect(parseConfig(`?btcKey=0x${'ab'.repeat(32)}`).bitcoinKey).toBe(`0x${'ab'.repeat(32)}`)
    expect(() => parseConfig('?btcEsplora=ws://x')).toThrow(
      expect.objectContaining({ parameter: 'btcEsplora' }),
    )
  })
})
