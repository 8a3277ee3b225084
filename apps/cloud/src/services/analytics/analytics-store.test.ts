import { expect, it } from 'vitest'
import { describeOnEngines } from '../../db/engines.test-helper.js'
import { isAnalyticsEnabled, readAnalytics, seedProjectsOff, storeAnalytics } from './analytics-store.js'

const event = (eventId: string, name: string) => ({
  eventId,
  url: 'http://127.0.0.1:4173/',
  domain: '127.0.0.1:4173',
  timestamp: 1,
  props: { event: name, address: '0xabc', properties: { caipNetworkId: 'eip155:1' } },
})

describeOnEngines('analytics store', (db) => {
  it('has analytics on for a project unless it was turned off, as last seeded', async () => {
    await seedProjectsOff(db(), ['quiet', 'other'])
    expect(await isAnalyticsEnabled(db(), 'quiet')).toBe(false)
    expect(await isAnalyticsEnabled(db(), 'any')).toBe(true)
    await seedProjectsOff(db(), ['other'])
    expect(await isAnalyticsEnabled(db(), 'quiet')).toBe(true)
  })

  it('stores a batch and reads it back newest first, per project or for all', async () => {
    await storeAnalytics(db(), 'p1', '0.1.0', 'event', [event('a', 'MODAL_OPEN'), event('b', 'MODAL_CLOSE')])
    await storeAnalytics(db(), 'p2', '0.1.0', 'event', [event('c', 'SWITCH_NETWORK')])
    const p1 = await readAnalytics(db(), { projectId: 'p1', limit: 10 })
    expect(p1.map((row) => [row.event, row.kind, row.sdkVersion])).toEqual([
      ['MODAL_CLOSE', 'event', '0.1.0'],
      ['MODAL_OPEN', 'event', '0.1.0'],
    ])
    expect(p1[1]!.body).toEqual(event('a', 'MODAL_OPEN'))
    expect((await readAnalytics(db(), { limit: 2 })).map((row) => row.event)).toEqual([
      'SWITCH_NETWORK',
      'MODAL_CLOSE',
    ])
  })
})
