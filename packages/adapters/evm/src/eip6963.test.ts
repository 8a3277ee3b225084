import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AnnouncedWallet } from './eip1193.js'
import { watchAnnouncedWallets } from './eip6963.js'

const provider = { request: async () => null }
const announce = (detail: unknown) =>
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
const info = (rdns: string) => ({ uuid: rdns, name: rdns, icon: 'data:,', rdns })

describe('watchAnnouncedWallets', () => {
  beforeEach(() => {
    // Node has EventTarget and CustomEvent: a window is one EventTarget away.
    Object.defineProperty(globalThis, 'window', { value: new EventTarget(), configurable: true })
  })
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window')
  })

  it('asks installed wallets to announce, then collects them', () => {
    let requested = 0
    window.addEventListener('eip6963:requestProvider', () => requested++)
    const seen: AnnouncedWallet[][] = []
    const stop = watchAnnouncedWallets((wallets) => seen.push(wallets))
    expect(requested).toBe(1)
    announce({ info: info('a.wallet'), provider })
    announce({ info: info('b.wallet'), provider })
    expect(seen.at(-1)?.map((w) => w.info.rdns)).toEqual(['a.wallet', 'b.wallet'])
    stop()
    announce({ info: info('c.wallet'), provider })
    expect(seen).toHaveLength(2)
  })

  it('keeps one entry per rdns and ignores repeats of the same provider', () => {
    const seen: AnnouncedWallet[][] = []
    watchAnnouncedWallets((wallets) => seen.push(wallets))
    announce({ info: info('a.wallet'), provider })
    announce({ info: info('a.wallet'), provider })
    expect(seen).toHaveLength(1)
  })

  it.each([
    [null],
    ['text'],
    [{ info: info('a') }],
    [{ info: { ...info('a'), rdns: '' }, provider }],
    [{ info: { name: 'x' }, provider }],
    [{ info: info('a'), provider: {} }],
  ])('ignores a malformed announcement %#', (detail) => {
    const seen: AnnouncedWallet[][] = []
    watchAnnouncedWallets((wallets) => seen.push(wallets))
    announce(detail)
    expect(seen).toEqual([])
  })
})
