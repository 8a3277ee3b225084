import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'
import { applyTheme } from './theme.js'

function root(): HTMLElement {
  return new Window().document.documentElement as unknown as HTMLElement
}

describe('applyTheme', () => {
  it('sets light or dark', () => {
    const element = root()
    applyTheme(element, { themeMode: 'dark' })
    expect(element.dataset.theme).toBe('dark')
    applyTheme(element, { themeMode: 'light' })
    expect(element.dataset.theme).toBe('light')
  })

  it('maps the dapp’s accent, font and radius to the screen’s variables', () => {
    const element = root()
    applyTheme(element, {
      themeVariables: {
        '--w3m-accent': '#ff0066',
        '--w3m-font-family': 'Inter, sans-serif',
        '--w3m-border-radius-master': '2px',
      },
    })
    expect(element.style.getPropertyValue('--ss-accent')).toBe('#ff0066')
    expect(element.style.getPropertyValue('--ss-font')).toBe('Inter, sans-serif')
    expect(element.style.getPropertyValue('--ss-radius')).toBe('2px')
  })

  it('ignores unknown variables and values that could load or inject anything', () => {
    const element = root()
    applyTheme(element, {
      themeVariables: {
        '--w3m-accent': 'url(https://evil.example/x.png)',
        '--w3m-font-family': 'a; background: red',
        '--w3m-z-index': 5,
        '--anything': 'red',
      },
    })
    expect(element.getAttribute('style') ?? '').toBe('')
  })
})
