// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { elementMaker } from './element-maker.js'

describe('elementMaker', () => {
  it('sets the class and the text as text, never as HTML', () => {
    const element = elementMaker(document)
    const node = element('p', 'ss-note', '<img src=x onerror=alert(1)>')
    expect(node.tagName).toBe('P')
    expect(node.className).toBe('ss-note')
    expect(node.textContent).toBe('<img src=x onerror=alert(1)>')
    expect(node.children).toHaveLength(0)
    expect(element('div').className).toBe('')
  })
})
