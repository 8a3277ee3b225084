import { describe, expect, it } from 'vitest'
import { isIpv4Address, isIpv6Address, isPchars, isUri, isUriAuthority, isUriHost } from './rfc3986.js'

describe('isUri (RFC 3986 URI)', () => {
  it.each([
    'https://example.com',
    'https://example.com/',
    'https://example.com/login?next=%2Fhome#top',
    'http://localhost:3000/a/b;c=d',
    'http://[::1]:5173/',
    'http://[v1.fe80::a+en1]/',
    'https://user:pass@example.com:8443/',
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'urn:isbn:0451450523',
    'did:pkh:eip155:1:0xb9c5714089478a327f09197987f16f9e5d936e8a',
    'mailto:someone@example.com',
    'a:',
    'file:///etc/hosts',
    "x:!$&'()*+,;=:@",
  ])('accepts %s', (value) => {
    expect(isUri(value)).toBe(true)
  })

  it.each([
    '',
    'example.com',
    '/relative/path',
    '//example.com',
    '1http://example.com',
    'https://exa mple.com',
    'https://example.com/a b',
    'https://example.com/%zz',
    'https://example.com/%4',
    'https://example.com/#a#b',
    'https://example.com/<script>',
    'https://[::1/',
    'https://[1.2.3.4]/',
    'https://example.com:80a/',
    'https://example.com\n/',
    'https://ex"ample.com/',
    'https://é.example/',
  ])('refuses %j', (value) => {
    expect(isUri(value)).toBe(false)
  })
})

describe('isUriAuthority', () => {
  it.each(['example.com', 'example.com:443', 'user@example.com', '[::1]', '[::1]:80', '127.0.0.1:8545', ''])(
    'accepts %j',
    (value) => {
      expect(isUriAuthority(value)).toBe(true)
    },
  )

  it.each(['exa mple.com', 'a@b@c', 'example.com:x', '[::1', '[zz::1]', 'ex/ample'])(
    'refuses %j',
    (value) => {
      expect(isUriAuthority(value)).toBe(false)
    },
  )

  it('a host with brackets must be a whole IP literal', () => {
    expect(isUriHost('[::1]')).toBe(true)
    expect(isUriHost('[::1]x')).toBe(false)
  })
})

describe('IP addresses', () => {
  it.each(['0.0.0.0', '127.0.0.1', '255.255.255.255'])('%s is an IPv4 address', (value) => {
    expect(isIpv4Address(value)).toBe(true)
  })

  it.each(['256.0.0.1', '01.2.3.4', '1.2.3', '1.2.3.4.5', 'a.b.c.d'])('%s is not', (value) => {
    expect(isIpv4Address(value)).toBe(false)
  })

  it.each([
    '::',
    '::1',
    '1::',
    'fe80::1',
    '2001:db8:0:0:0:0:2:1',
    '::ffff:192.0.2.1',
    '1:2:3:4:5:6:1.2.3.4',
    '1:2:3:4:5:6:7::',
  ])('%s is an IPv6 address', (value) => {
    expect(isIpv6Address(value)).toBe(true)
  })

  it.each([
    '',
    ':1',
    '1:',
    '1::2::3',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7::8',
    '12345::',
    '1.2.3.4::',
    '::1.2.3',
    'g::1',
  ])('%j is not', (value) => {
    expect(isIpv6Address(value)).toBe(false)
  })
})

describe('isPchars', () => {
  it('accepts path characters and percent escapes, nothing else', () => {
    expect(isPchars('')).toBe(true)
    expect(isPchars("abc-._~!$&'()*+,;=:@%20")).toBe(true)
    expect(isPchars('a/b')).toBe(false)
    expect(isPchars('a b')).toBe(false)
    expect(isPchars('%2')).toBe(false)
  })
})
