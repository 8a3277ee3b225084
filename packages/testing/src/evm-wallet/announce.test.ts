import { describe, expect, it } from 'vitest'
import { announceProvider } from './announce.js'
import type { Eip1193Provider } from './types.js'

/** Announcing never calls the provider; any object standing for it will do. */
const provider: Eip1193Provider = {
  request: async () => null,
  on: () => provider,
  removeListener: () => provider,
}
const info = { uuid: '5f0c5b0a-6d2a-4f55-9a7e-0c6b1a3d2e11', name: 'Test', icon: 'data:,', rdns: 'org.test' }

function listen() {
  const details: unknown[] = []
  const onAnnounce = (event: Event) => details.push((event as CustomEvent).detail)
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  return { details, stop: () => window.removeEventListener('eip6963:announceProvider', onAnnounce) }
}

describe('announceProvider', () => {
  it('announces at once and on every request, until stopped', () => {
    const { details, stop } = listen()
    const stopAnnouncing = announceProvider(info, provider)
    expect(details).toEqual([{ info, provider }])

    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(2)
    expect(details[1]).toBe(details[0])

    stopAnnouncing()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(2)
    stop()
  })

  it('freezes the detail and the info', () => {
    const { details, stop } = listen()
    const stopAnnouncing = announceProvider(info, provider)
    const [detail] = details as { info: object }[]
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail?.info)).toBe(true)
    stopAnnouncing()
    stop()
  })
})
