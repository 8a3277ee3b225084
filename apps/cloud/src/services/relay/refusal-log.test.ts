import { afterEach, describe, expect, it, vi } from 'vitest'
import { logRefusalToStderr, refusal } from './refusal-log.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('refusal log', () => {
  it('writes one JSON line on stderr per refusal', () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    logRefusalToStderr(
      refusal(429, 'Too many sockets', { clientId: 'did:key:z6Mk', origin: 'https://a.example' }),
    )
    expect(write).toHaveBeenCalledOnce()
    const line = String(write.mock.calls[0]![0])
    expect(line.endsWith('\n')).toBe(true)
    expect(line.slice(0, -1)).not.toContain('\n')
    expect(JSON.parse(line)).toEqual({
      level: 'warn',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      service: 'relay',
      msg: 'connection refused',
      status: 429,
      reason: 'Too many sockets',
      clientId: 'did:key:z6Mk',
      origin: 'https://a.example',
    })
  })

  it('bounds the Origin a client chose and leaves out what is unknown', () => {
    const entry = refusal(403, 'Origin not allowed', { origin: `https://${'a'.repeat(5000)}.example` })
    expect(entry.origin).toHaveLength(200)
    expect(refusal(401, 'no token')).not.toHaveProperty('clientId')
    expect(refusal(401, 'no token')).not.toHaveProperty('origin')
  })
})
