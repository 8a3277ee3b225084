import { PopupClosedError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { fakeSocialBrowser } from '../test/fake-social-browser.js'
import { watchSocialPopup } from './watch-social-popup.js'

const ORIGIN = 'https://secure.lab.test'

function watch(signal?: AbortSignal) {
  const browser = fakeSocialBrowser()
  const popup = browser.open(`${ORIGIN}/social/loading`)!
  const untrusted: string[] = []
  const result = watchSocialPopup({
    browser,
    popup,
    origin: ORIGIN,
    signal,
    onUntrusted: (o) => untrusted.push(o),
  })
  return { browser, popup, result, untrusted }
}

describe('watchSocialPopup', () => {
  it('takes the first resultUri from the secure site’s origin and stops listening', async () => {
    const { browser, result, untrusted } = watch()
    browser.post('https://secure.lab.test.evil.example', { resultUri: 'forged' })
    browser.post('null', { resultUri: 'sandboxed' })
    browser.post(ORIGIN, 'resultUri=not-an-object')
    browser.post(ORIGIN, null)
    browser.post(ORIGIN, { resultUri: 'real' })
    await expect(result).resolves.toBe('real')
    expect(untrusted).toEqual(['https://secure.lab.test.evil.example', 'null'])
    expect(browser.active()).toEqual({ checks: [], listeners: 0 })
  })

  it('rejects with Popup closed at the first check that finds it closed', async () => {
    const { browser, popup, result } = watch()
    browser.tick()
    popup.close()
    browser.tick()
    await expect(result).rejects.toBeInstanceOf(PopupClosedError)
    expect(browser.active()).toEqual({ checks: [], listeners: 0 })
  })

  it('rejects with the signal’s reason, at once if it already aborted', async () => {
    const controller = new AbortController()
    const { browser, result } = watch(controller.signal)
    controller.abort(new Error('gone'))
    await expect(result).rejects.toThrow('gone')
    expect(browser.active()).toEqual({ checks: [], listeners: 0 })
    const early = watch(AbortSignal.abort(new Error('before')))
    await expect(early.result).rejects.toThrow('before')
    expect(early.browser.active()).toEqual({ checks: [], listeners: 0 })
  })
})
