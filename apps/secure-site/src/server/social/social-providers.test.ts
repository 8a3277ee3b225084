import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEV_CLIENT_ID, devSocialProviders, readSocialProviders } from './social-providers.js'

describe('the social providers configuration', () => {
  it('defaults to the cloud’s dev issuers, one per provider', () => {
    const providers = devSocialProviders('http://127.0.0.1:8787')
    expect(Object.keys(providers)).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    expect(providers.x).toMatchObject({ issuer: 'http://127.0.0.1:8787/oidc/x', clientId: DEV_CLIENT_ID })
    expect(readSocialProviders(undefined)).toBeUndefined()
    expect(readSocialProviders(' ')).toBeUndefined()
  })

  it('reads JSON or a file, with default scopes', () => {
    const json = '{"google":{"issuer":"https://accounts.google.com/","clientId":"id"}}'
    expect(readSocialProviders(json)).toEqual({
      google: {
        issuer: 'https://accounts.google.com',
        clientId: 'id',
        scopes: ['openid', 'email', 'profile'],
      },
    })
    const file = join(mkdtempSync(join(tmpdir(), 'social-')), 'providers.json')
    writeFileSync(file, json)
    expect(readSocialProviders(file)?.google?.clientId).toBe('id')
  })

  it('stops the start on a value that cannot be right, naming the variable', () => {
    expect(() => readSocialProviders('/no/such/file')).toThrow('SECURE_SITE_SOCIAL_PROVIDERS')
    expect(() => readSocialProviders('{nope')).toThrow('not valid JSON')
    expect(() => readSocialProviders('{"google":{"issuer":"http://idp.example","clientId":"id"}}')).toThrow(
      'google.issuer',
    )
    expect(() => readSocialProviders('{"myspace":{"issuer":"https://a.example","clientId":"id"}}')).toThrow(
      'SECURE_SITE_SOCIAL_PROVIDERS is wrong',
    )
  })
})
