import { describe, expect, it } from 'vitest'
import { runRelayLoad } from './relay-load.js'

/*
 * The CI version of `pnpm loadtest`: real processes (Redis, two relay instances, a client process)
 * on free ports, a few hundred sockets for a few seconds. Every message is stored by the protocol,
 * so every one must arrive, also across a killed instance and a Redis restart.
 */
describe('the relay under load, two instances on one Redis', () => {
  it('delivers every message published across the instances', { timeout: 60_000 }, async () => {
    const report = await runRelayLoad({
      sockets: 300,
      rate: 300,
      durationSeconds: 4,
      fault: false,
      workers: 0,
      settleSeconds: 15,
    })
    expect(report.sent).toBe(1200)
    expect(report.delivered).toBe(report.sent)
    expect(report.lost).toBe(0)
    expect(report.relayErrors).toBe(0)
  })

  it('loses no stored message when an instance is killed and Redis restarts mid-run', {
    timeout: 90_000,
  }, async () => {
    const report = await runRelayLoad({
      sockets: 200,
      rate: 200,
      durationSeconds: 6,
      fault: true,
      workers: 0,
      // Returns as soon as everything arrived; the margin is for a machine busy with other work.
      settleSeconds: 45,
    })
    expect(report.faults).toHaveLength(2)
    // The killed instance's clients (half of them) came back on the other one.
    expect(report.reconnects).toBeGreaterThanOrEqual(100)
    expect(report.sent).toBe(1200)
    expect(report.delivered).toBe(report.sent)
  })
})
