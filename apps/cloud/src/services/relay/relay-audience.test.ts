import { describe, expect, it } from 'vitest'
import { assertRelayUrl, relayAudience } from './relay-audience.js'

describe('relayAudience', () => {
  const isOurs = relayAudience(8788, 'ws://127.0.0.1:8788', [
    'wss://relay.example.com',
    'wss://eu.example.com/ws',
  ])

  it.each([
    'ws://127.0.0.1:8788',
    'ws://127.0.0.1:8788/',
    'ws://localhost:8788',
    'ws://LOCALHOST:8788',
    'ws://[::1]:8788',
    'ws://127.0.0.1:8788/?projectId=p',
    'wss://relay.example.com',
    'wss://relay.example.com:443/',
    'wss://eu.example.com/ws/',
  ])('accepts %s', (aud) => {
    expect(isOurs(aud)).toBe(true)
  })

  it.each([
    ['another port', 'ws://127.0.0.1:8789'],
    ['another host', 'ws://relay.evil.example:8788'],
    ['another scheme', 'http://127.0.0.1:8788'],
    ['wss for a ws URL', 'wss://127.0.0.1:8788'],
    ['another path', 'wss://relay.example.com/other'],
    ['not a URL', 'relay'],
    ['nothing', ''],
  ])('refuses %s', (_name, aud) => {
    expect(isOurs(aud)).toBe(false)
  })

  it('names the URL it listens on when that is not a loopback name', () => {
    expect(relayAudience(8788, 'ws://10.0.0.5:8788')('ws://10.0.0.5:8788')).toBe(true)
  })

  it('assertRelayUrl refuses what no WebSocket client could be given', () => {
    expect(() => assertRelayUrl('https://relay.example.com')).toThrow(/ws:\/\/ or wss:\/\//)
    expect(() => assertRelayUrl('relay.example.com')).toThrow(/relay\.example\.com/)
    expect(() => assertRelayUrl('wss://relay.example.com')).not.toThrow()
  })
})
