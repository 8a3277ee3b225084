import { expect, it } from 'vitest'
import { describeOnEngines } from '../../db/engines.test-helper.js'
import { claimCooldown, hitRateLimit, releaseCooldown, startCooldown } from './throttles.js'

describeOnEngines('throttles', (db) => {
  it('runs one cooldown per address, claimed by one of two racing callers', async () => {
    const racing = await Promise.all([
      claimCooldown(db(), 'ada@example.com', 1000, 30_000),
      claimCooldown(db(), 'ada@example.com', 1000, 30_000),
    ])
    expect(racing).toContainEqual({ ok: true })
    expect(racing).toContainEqual({ ok: false, retryAfterMs: 30_000 })
    expect(await claimCooldown(db(), 'ada@example.com', 21_000, 30_000)).toEqual({
      ok: false,
      retryAfterMs: 10_000,
    })
    expect(await claimCooldown(db(), 'bob@example.com', 21_000, 30_000)).toEqual({ ok: true })
    expect(await claimCooldown(db(), 'ada@example.com', 31_000, 30_000)).toEqual({ ok: true })
  })

  it('releases only the cooldown the caller started', async () => {
    await claimCooldown(db(), 'carol@example.com', 0, 30_000)
    await releaseCooldown(db(), 'carol@example.com', 5, 30_000)
    expect((await claimCooldown(db(), 'carol@example.com', 10, 30_000)).ok).toBe(false)
    await releaseCooldown(db(), 'carol@example.com', 0, 30_000)
    expect((await claimCooldown(db(), 'carol@example.com', 10, 30_000)).ok).toBe(true)
  })

  it('starts a cooldown over a running one', async () => {
    await claimCooldown(db(), 'dan@example.com', 0, 30_000)
    await startCooldown(db(), 'dan@example.com', 20_000, 30_000)
    expect(await claimCooldown(db(), 'dan@example.com', 40_000, 30_000)).toEqual({
      ok: false,
      retryAfterMs: 10_000,
    })
  })

  it('allows `max` hits per window and says when the window ends', async () => {
    const limit = { max: 2, windowMs: 60_000 }
    expect(await hitRateLimit(db(), 'ip:1', limit, 120_000)).toEqual({ ok: true })
    expect(await hitRateLimit(db(), 'ip:1', limit, 130_000)).toEqual({ ok: true })
    expect(await hitRateLimit(db(), 'ip:1', limit, 150_000)).toEqual({ ok: false, retryAfterMs: 30_000 })
    expect(await hitRateLimit(db(), 'ip:2', limit, 150_000)).toEqual({ ok: true })
    expect(await hitRateLimit(db(), 'ip:1', limit, 180_000)).toEqual({ ok: true })
  })

  it('counts every hit of racing callers', async () => {
    const limit = { max: 5, windowMs: 60_000 }
    const results = await Promise.all(
      Array.from({ length: 8 }, () => hitRateLimit(db(), 'ip:race', limit, 0)),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(5)
  })

  it('prunes windows and cooldowns that are over when a new window opens', async () => {
    await startCooldown(db(), 'old@example.com', 0, 1)
    await hitRateLimit(db(), 'ip:old', { max: 1, windowMs: 1000 }, 0)
    await hitRateLimit(db(), 'ip:new', { max: 1, windowMs: 1000 }, 10_000_000)
    expect(await db().query("SELECT key FROM auth_rate_limits WHERE key = 'ip:old'")).toEqual([])
    expect(await db().query("SELECT email FROM auth_cooldowns WHERE email = 'old@example.com'")).toEqual([])
  })
})
