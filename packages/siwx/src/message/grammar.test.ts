import { describe, expect, it } from 'vitest'
import {
  isSiwxDateTime,
  isSiwxDomain,
  isSiwxNonce,
  isSiwxRequestId,
  isSiwxStatement,
  isSiwxVersion,
} from './grammar.js'

describe('isSiwxNonce', () => {
  it('takes at least 8 ASCII letters or digits', () => {
    expect(isSiwxNonce('abcd1234')).toBe(true)
    expect(isSiwxNonce('A'.repeat(64))).toBe(true)
    expect(isSiwxNonce('abc1234')).toBe(false)
    expect(isSiwxNonce('abcd-1234')).toBe(false)
    expect(isSiwxNonce('abcd 1234')).toBe(false)
    expect(isSiwxNonce('abcdé1234')).toBe(false)
    expect(isSiwxNonce('abcd1234\n')).toBe(false)
  })
})

describe('isSiwxDomain', () => {
  it.each([
    'example.com',
    'app.example.com:8443',
    'localhost',
    'localhost:5173',
    '127.0.0.1:8545',
    'xn--bcher-kva.example',
    'a-b.c',
  ])('accepts %s', (value) => {
    expect(isSiwxDomain(value)).toBe(true)
  })

  it.each([
    '',
    'https://example.com',
    'example.com/',
    'user@example.com',
    '[::1]:3000',
    'example.com:',
    'example.com:65536',
    'example.com:123456',
    '-example.com',
    'example-.com',
    'exa_mple.com',
    'example..com',
    '.example.com',
    'example.com.',
    'exa mple.com',
    'example.com\nevil.com',
    `${'a'.repeat(64)}.com`,
    `${'a.'.repeat(127)}com`,
  ])('refuses %j', (value) => {
    expect(isSiwxDomain(value)).toBe(false)
  })
})

describe('isSiwxDateTime', () => {
  it.each([
    '2021-09-30T16:25:24Z',
    '2021-09-30T16:25:24.000Z',
    '2021-09-30T16:25:24.123456Z',
    '2022-03-10T18:09:21.481+03:00',
    '2022-03-10T18:09:21-05:30',
    '2024-02-29T00:00:00Z',
    '2000-02-29T00:00:00Z',
    '0000-02-29T00:00:00Z',
  ])('accepts %s', (value) => {
    expect(isSiwxDateTime(value)).toBe(true)
  })

  it.each([
    '',
    '2021-09-30',
    '2021-09-30 16:25:24Z',
    '2021-09-30t16:25:24z',
    '2021-09-30T16:25:24',
    '2021-09-30T16:25Z',
    '2021-13-01T00:00:00Z',
    '2021-00-01T00:00:00Z',
    '2023-02-29T00:00:00Z',
    '1900-02-29T00:00:00Z',
    '0100-02-29T00:00:00Z',
    '2021-04-31T00:00:00Z',
    '2021-01-01T24:00:00Z',
    '2021-01-01T00:60:00Z',
    '2016-12-31T23:59:60Z',
    '2021-01-01T00:00:00+24:00',
    '2021-01-01T00:00:00+01:60',
    'Thu, 30 Sep 2021 16:25:24 GMT',
    '1632932724',
  ])('refuses %j', (value) => {
    expect(isSiwxDateTime(value)).toBe(false)
  })
})

describe('isSiwxStatement', () => {
  it('takes RFC 3986 reserved and unreserved characters and spaces', () => {
    expect(isSiwxStatement('I accept the ServiceOrg Terms of Service: https://service.org/tos')).toBe(true)
    expect(isSiwxStatement("Sign in (it's free) [#1] ~ a+b=c; d&e, f!@$*")).toBe(true)
  })

  it('refuses empty text, line breaks and characters outside those sets', () => {
    for (const value of [
      '',
      'a\nb',
      'a\rb',
      'tab\t',
      'quote "x"',
      '100%',
      'a<b',
      'naïve',
      'emoji 🙂',
      'a\\b',
    ])
      expect(isSiwxStatement(value)).toBe(false)
  })
})

describe('isSiwxRequestId', () => {
  it('takes path characters, including none', () => {
    expect(isSiwxRequestId('')).toBe(true)
    expect(isSiwxRequestId('req-1:a@b%20')).toBe(true)
    expect(isSiwxRequestId('a/b')).toBe(false)
    expect(isSiwxRequestId('a b')).toBe(false)
  })
})

describe('isSiwxVersion', () => {
  it('is only "1"', () => {
    expect(isSiwxVersion('1')).toBe(true)
    expect(isSiwxVersion('2')).toBe(false)
    expect(isSiwxVersion('1.0')).toBe(false)
  })
})
