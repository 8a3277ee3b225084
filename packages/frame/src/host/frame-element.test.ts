import { afterEach, describe, expect, it } from 'vitest'
import { createTestDom, type TestDom } from '../test-utils/dom.js'
import { createFrameElement, setFrameVisible } from './frame-element.js'

let dom: TestDom | undefined
afterEach(async () => {
  await dom?.close()
})

describe('createFrameElement', () => {
  it('makes the hidden full-page frame of spec §2', () => {
    dom = createTestDom()
    const frame = createFrameElement(dom.window.document, 'https://secure.example.com/?projectId=p1')
    expect(dom.window.document.body.lastElementChild).toBe(frame)
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.id).toBe('w3m-iframe')
    expect(frame.name).toBe('w3m-secure-iframe')
    expect(frame.getAttribute('src')).toBe('https://secure.example.com/?projectId=p1')
    expect(frame.getAttribute('allow')).toBe(
      'clipboard-write; publickey-credentials-create; publickey-credentials-get',
    )
    expect(frame.title).toBe('Secure wallet')
    expect(frame.getAttribute('aria-hidden')).toBe('true')
    const style = frame.style
    expect(style.getPropertyValue('display')).toBe('none')
    expect(style.getPropertyValue('position')).toBe('fixed')
    expect(style.getPropertyValue('width')).toBe('100%')
    expect(style.getPropertyValue('height')).toBe('100%')
    expect(style.getPropertyValue('z-index')).toBe('999999')
    expect(style.getPropertyPriority('z-index')).toBe('important')
  })

  it('changes no other element of the page', () => {
    dom = createTestDom()
    const { document } = dom.window
    const before = document.documentElement.outerHTML
    const frame = createFrameElement(document, 'https://secure.example.com/')
    frame.remove()
    expect(document.documentElement.outerHTML).toBe(before)
    expect(document.head.querySelectorAll('style, link').length).toBe(0)
  })

  it('shows and hides the frame', () => {
    dom = createTestDom()
    const frame = createFrameElement(dom.window.document, 'https://secure.example.com/')
    setFrameVisible(frame, true)
    expect(frame.style.getPropertyValue('display')).toBe('block')
    expect(frame.hasAttribute('aria-hidden')).toBe(false)
    setFrameVisible(frame, false)
    expect(frame.style.getPropertyValue('display')).toBe('none')
    expect(frame.getAttribute('aria-hidden')).toBe('true')
  })
})
