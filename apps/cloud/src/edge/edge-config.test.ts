import { describe, expect, it } from 'vitest'
import { edgeOptions, loadEdgeConfig } from './edge-config.js'

describe('loadEdgeConfig', () => {
  it('is empty without ALLOWED_HOSTS and TRUSTED_ORIGINS', () => {
    expect(loadEdgeConfig({})).toEqual({})
    expect(loadEdgeConfig({ ALLOWED_HOSTS: ' , ', TRUSTED_ORIGINS: '' })).toEqual({})
  })

  it('reads both lists', () => {
    expect(
      loadEdgeConfig({
        ALLOWED_HOSTS: 'cloud.example.com, api.example.com:8443',
        TRUSTED_ORIGINS: 'https://dapp.example',
      }),
    ).toEqual({
      allowedHosts: ['cloud.example.com', 'api.example.com:8443'],
      trustedOrigins: ['https://dapp.example'],
    })
  })

  it('reads the relay’s public URLs', () => {
    expect(loadEdgeConfig({ RELAY_PUBLIC_URLS: 'wss://relay.example.com, wss://eu.example.com/ws' })).toEqual(
      {
        relayPublicUrls: ['wss://relay.example.com', 'wss://eu.example.com/ws'],
      },
    )
    expect(() => loadEdgeConfig({ RELAY_PUBLIC_URLS: 'https://relay.example.com' })).toThrow(
      'RELAY_PUBLIC_URLS: A relay\'s public URL must be a ws:// or wss:// URL, got "https://relay.example.com".',
    )
  })

  it('refuses an entry that is not a host name', () => {
    expect(() => loadEdgeConfig({ ALLOWED_HOSTS: 'https://cloud.example.com' })).toThrow(
      'ALLOWED_HOSTS must list host names (name or name:port), got "https://cloud.example.com".',
    )
    expect(() => loadEdgeConfig({ TRUSTED_ORIGINS: 'dapp.example' })).toThrow(/TRUSTED_ORIGINS/)
  })
})

describe('edgeOptions', () => {
  it('adds the host of PUBLIC_URL and the secure site’s and dapps’ origins', () => {
    expect(
      edgeOptions({
        allowedHosts: ['a.example'],
        publicUrl: 'https://cloud.example.com',
        trustedOrigins: ['https://t.example'],
        secureSiteOrigin: 'http://127.0.0.1:4176',
        allowedOrigins: ['https://dapp.example'],
        projectOrigins: { p: ['https://p.example', 'https://dapp.example'] },
        relayPublicUrls: ['wss://relay.example.com', 'wss://cloud.example.com/relay'],
      }),
    ).toEqual({
      allowedHosts: ['a.example', 'cloud.example.com', 'relay.example.com'],
      trustedOrigins: [
        'https://t.example',
        'http://127.0.0.1:4176',
        'https://dapp.example',
        'https://p.example',
      ],
    })
  })
})
