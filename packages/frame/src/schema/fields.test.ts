import { describe, expect, it } from 'vitest'
import {
  accountTypeSchema,
  addressSchema,
  chainIdSchema,
  emailSchema,
  httpUrlSchema,
  otpSchema,
  rpcMethodSchema,
  socialProviderSchema,
} from './fields.js'

const accepts = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success

describe('field schemas', () => {
  it('chain ids are non-negative safe integers or short strings', () => {
    for (const ok of [1, 0, 8453, 'eip155:1', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
      expect(accepts(chainIdSchema, ok)).toBe(true)
    for (const bad of [-1, 1.5, Number.MAX_SAFE_INTEGER + 2, '', 'x'.repeat(129), null, true]) {
      expect(accepts(chainIdSchema, bad)).toBe(false)
    }
  })

  it('addresses are non-empty and bounded', () => {
    expect(accepts(addressSchema, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
    expect(accepts(addressSchema, '')).toBe(false)
    expect(accepts(addressSchema, 'a'.repeat(129))).toBe(false)
  })

  it('account types and social providers are the spec lists', () => {
    expect(accountTypeSchema.options).toEqual(['eoa', 'smartAccount'])
    expect(socialProviderSchema.options).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    expect(accepts(socialProviderSchema, 'farcaster')).toBe(false)
  })

  it('emails must be valid, OTPs non-empty strings', () => {
    expect(accepts(emailSchema, 'me@example.com')).toBe(true)
    for (const bad of ['', 'me', 'me@', '@example.com', 'me@example', 42])
      expect(accepts(emailSchema, bad)).toBe(false)
    expect(accepts(otpSchema, '123456')).toBe(true)
    expect(accepts(otpSchema, '')).toBe(false)
    expect(accepts(otpSchema, 123456)).toBe(false)
  })

  it('RPC methods are identifiers', () => {
    for (const ok of ['eth_call', 'personal_sign', 'eth_signTypedData_v4', 'solana_signMessage']) {
      expect(accepts(rpcMethodSchema, ok)).toBe(true)
    }
    for (const bad of ['', '_x', 'eth call', 'eth_call\n', 'a'.repeat(129), 'x.y'])
      expect(accepts(rpcMethodSchema, bad)).toBe(false)
  })

  it('URLs are http(s) only', () => {
    expect(accepts(httpUrlSchema, 'https://auth.example.com/callback?x=1')).toBe(true)
    expect(accepts(httpUrlSchema, 'http://localhost:3000/')).toBe(true)
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'file:///etc/passwd', 'not a url', '']) {
      expect(accepts(httpUrlSchema, bad)).toBe(false)
    }
  })
})
