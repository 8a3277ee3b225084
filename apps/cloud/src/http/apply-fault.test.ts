import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_FAULTS, type ApiFault, applyFault } from './faults.js'
import { type RunningServer, startServer } from './server.js'

let server: RunningServer
const outcomes: boolean[] = []

beforeAll(async () => {
  server = await startServer('127.0.0.1', 0, [
    {
      async handle(_req, res, url) {
        const goOn = await applyFault(res, url.searchParams.get('fault') as ApiFault, 20)
        outcomes.push(goOn)
        if (goOn) res.end('normal answer')
        return true
      },
    },
  ])
})
afterAll(() => server.close())

describe('applyFault', () => {
  it('knows the explorer’s faults and hang', () => {
    expect(API_FAULTS).toEqual(['429', '500', '503', 'malformed', 'slow', 'hang'])
  })

  it('answers an HTTP fault itself', async () => {
    const response = await fetch(`${server.url}/?fault=503`)
    expect(response.status).toBe(503)
    expect(outcomes.at(-1)).toBe(false)
  })

  it('lets a slow request go on to its normal answer', async () => {
    const response = await fetch(`${server.url}/?fault=slow`)
    expect(await response.text()).toBe('normal answer')
    expect(outcomes.at(-1)).toBe(true)
  })

  it('never answers a hang; it ends when the client goes away', async () => {
    const count = outcomes.length
    await expect(fetch(`${server.url}/?fault=hang`, { signal: AbortSignal.timeout(50) })).rejects.toThrow()
    // The handler finishes once the server sees the closed connection.
    while (outcomes.length === count) await new Promise((resolve) => setTimeout(resolve, 5))
    expect(outcomes.at(-1)).toBe(false)
  })
})
