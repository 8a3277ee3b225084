import { describe, expect, inject, it } from 'vitest'
import { runApiLoad } from './api-load.js'

/*
 * `pnpm loadtest --api` in small: two production API instances on the run's PostgreSQL answer the
 * seeded history route under concurrent keep-alive connections, every answer a 200.
 */
describe('the API under load, two instances on one PostgreSQL', () => {
  it('answers every request of the history route', { timeout: 60_000 }, async () => {
    const report = await runApiLoad({
      connections: 4,
      durationSeconds: 1,
      workers: 1,
      postgresServerUrl: inject('postgresUrl'),
      inProcess: true,
    })
    expect(report.firstError).toBeUndefined()
    expect(report.errors).toBe(0)
    expect(report.instances).toBe(2)
    expect(report.requests).toBeGreaterThan(0)
    expect(report.latencyMs.p99).toBeGreaterThan(0)
  })
})
