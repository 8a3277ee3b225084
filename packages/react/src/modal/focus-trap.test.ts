// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { trapTab } from './focus-trap.js'

function tab(container: HTMLElement, shiftKey = false) {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true })
  trapTab(event, container)
  return event.defaultPrevented
}

describe('trapTab', () => {
  let container: HTMLElement
  let first: HTMLButtonElement
  let last: HTMLButtonElement

  beforeEach(() => {
    document.body.innerHTML =
      '<div id="c"><button id="a">a</button><button disabled>x</button><button id="b">b</button></div>'
    container = document.getElementById('c')!
    first = document.getElementById('a') as HTMLButtonElement
    last = document.getElementById('b') as HTMLButtonElement
    // happy-dom has no layout: give every element a box so it counts as visible.
    for (const el of container.querySelectorAll('button')) el.getClientRects = () => [{}] as never
  })

  it('wraps Tab from the last element to the first', () => {
    last.focus()
    expect(tab(container)).toBe(true)
    expect(document.activeElement).toBe(first)
  })

  it('wraps Shift+Tab from the first element to the last', () => {
    first.focus()
    expect(tab(container, true)).toBe(true)
    expect(document.activeElement).toBe(last)
  })

  it('lets Tab move normally in between, and skips disabled elements', () => {
    first.focus()
    expect(tab(container)).toBe(false)
  })

  it('ignores other keys', () => {
    last.focus()
    const event = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true })
    trapTab(event, container)
    expect(event.defaultPrevented).toBe(false)
  })
})
