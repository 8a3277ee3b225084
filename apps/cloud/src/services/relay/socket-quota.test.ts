import { describe, expect, it } from 'vitest'
import { createSocketQuota } from './socket-quota.js'

const limits = { maxSockets: 20_000, maxSocketsPerClient: 16, maxSocketsPerOrigin: 1000 }

describe('createSocketQuota', () => {
  it('10,000 sockets from one client are capped without disconnecting anyone else', () => {
    const quota = createSocketQuota(limits)
    const victim = quota.admit('did:key:victim', 'https://dapp.example')
    const attempts = Array.from({ length: 10_000 }, () => quota.admit('did:key:attacker', undefined))
    expect(attempts.filter((admission) => admission.ok)).toHaveLength(16)
    expect(attempts.at(-1)).toEqual({
      ok: false,
      status: 429,
      reason: 'Too many sockets for this client: at most 16 per did:key.',
    })
    expect(victim.ok).toBe(true)
    expect(quota.count()).toBe(17)
    expect(quota.admit('did:key:newcomer', 'https://dapp.example').ok).toBe(true)
  })

  it('a page minting a key per socket is capped by its Origin, other origins and Node clients are not', () => {
    const quota = createSocketQuota({ ...limits, maxSocketsPerOrigin: 3 })
    const attempts = Array.from({ length: 50 }, (_, i) =>
      quota.admit(`did:key:minted${i}`, 'https://evil.example'),
    )
    expect(attempts.filter((admission) => admission.ok)).toHaveLength(3)
    expect(attempts.at(-1)).toMatchObject({
      ok: false,
      status: 429,
      reason: expect.stringMatching(/origin: at most 3/),
    })
    expect(quota.admit('did:key:dapp', 'https://dapp.example').ok).toBe(true)
    for (let i = 0; i < 5; i++) expect(quota.admit(`did:key:node${i}`, undefined).ok).toBe(true)
  })

  it('refuses newcomers when the relay is full (503) and admits again once a socket goes', () => {
    const quota = createSocketQuota({ ...limits, maxSockets: 2 })
    const first = quota.admit('did:key:1', undefined)
    quota.admit('did:key:2', undefined)
    expect(quota.admit('did:key:3', undefined)).toEqual({
      ok: false,
      status: 503,
      reason: 'The relay is full (2 sockets).',
    })
    if (!first.ok) throw new Error('first socket refused')
    first.release()
    first.release()
    expect(quota.count()).toBe(1)
    expect(quota.admit('did:key:3', undefined).ok).toBe(true)
    expect(quota.admit('did:key:4', undefined).ok).toBe(false)
  })

  it('gives a client’s and an origin’s places back when their sockets go', () => {
    const quota = createSocketQuota({ ...limits, maxSocketsPerClient: 1, maxSocketsPerOrigin: 1 })
    const first = quota.admit('did:key:a', 'https://dapp.example')
    expect(quota.admit('did:key:a', undefined).ok).toBe(false)
    expect(quota.admit('did:key:b', 'https://dapp.example').ok).toBe(false)
    if (first.ok) first.release()
    expect(quota.admit('did:key:b', 'https://dapp.example').ok).toBe(true)
    expect(quota.admit('did:key:a', undefined).ok).toBe(true)
  })
})
