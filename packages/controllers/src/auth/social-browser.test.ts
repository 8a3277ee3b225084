import { afterEach, describe, expect, it, vi } from 'vitest'
import { windowSocialBrowser } from './social-browser.js'

afterEach(() => vi.unstubAllGlobals())

describe('windowSocialBrowser', () => {
  it('opens a 600x800 popup centred on the page, and moves it on with location.replace', () => {
    const replaced: string[] = []
    const win = { closed: false, close: vi.fn(), location: { replace: (url: string) => replaced.push(url) } }
    const open = vi.fn(() => win)
    vi.stubGlobal('open', open)
    vi.stubGlobal('screenX', 100)
    vi.stubGlobal('screenY', 50)
    vi.stubGlobal('outerWidth', 1400)
    vi.stubGlobal('outerHeight', 1000)
    const popup = windowSocialBrowser().open('https://secure.lab.test/social/loading')!
    expect(open).toHaveBeenCalledWith(
      'https://secure.lab.test/social/loading',
      'appkit-social',
      'popup=yes,width=600,height=800,left=500,top=150',
    )
    popup.navigate('https://idp.lab.test/authorize')
    expect(replaced).toEqual(['https://idp.lab.test/authorize'])
    expect(popup.closed).toBe(false)
    win.closed = true
    expect(popup.closed).toBe(true)
    popup.close()
    expect(win.close).toHaveBeenCalledOnce()
  })

  it('gives null when the browser blocks the popup', () => {
    vi.stubGlobal('open', () => null)
    expect(windowSocialBrowser().open('https://secure.lab.test/social/loading')).toBeNull()
  })

  it('hands on the page’s messages with their origin until told to stop', () => {
    const target = new EventTarget()
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target))
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target))
    const got: unknown[] = []
    const stop = windowSocialBrowser().listen((message) => got.push(message))
    target.dispatchEvent(
      new MessageEvent('message', { origin: 'https://a.example', data: { resultUri: 'x' } }),
    )
    stop()
    target.dispatchEvent(new MessageEvent('message', { origin: 'https://a.example', data: 'later' }))
    expect(got).toEqual([{ origin: 'https://a.example', data: { resultUri: 'x' } }])
  })

  it('runs the check on an interval until told to stop', () => {
    vi.useFakeTimers()
    try {
      const tick = vi.fn()
      const stop = windowSocialBrowser().every(1000, tick)
      vi.advanceTimersByTime(2500)
      stop()
      vi.advanceTimersByTime(5000)
      expect(tick).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })
})
