import { describe, expect, it } from 'vitest'
import { themeAttributes, themeStyle } from './theme.js'

describe('themeStyle', () => {
  it("maps the dapp's --w3m-* variables to our own properties", () => {
    expect(
      themeStyle({
        '--w3m-accent': '#ff0000',
        '--w3m-font-family': 'Inter',
        '--w3m-border-radius-master': '2px',
        '--w3m-z-index': 50,
        '--w3m-color-mix': '#000',
        '--w3m-font-size-master': '12px',
      }),
    ).toEqual({
      '--apk-accent': '#ff0000',
      '--apk-font-family': 'Inter',
      '--apk-radius': '2px',
      '--apk-z-index': '50',
      '--apk-color-mix': '#000',
      '--apk-font-size': '12px',
    })
  })

  it('clamps the colour-mix strength to 0–100 %', () => {
    expect(themeStyle({ '--w3m-color-mix-strength': 140 })).toEqual({ '--apk-color-mix-strength': '100%' })
    expect(themeStyle({ '--w3m-color-mix-strength': -3 })).toEqual({ '--apk-color-mix-strength': '0%' })
  })

  it('leaves out unset and empty values so the defaults apply', () => {
    expect(themeStyle({ '--w3m-accent': '' })).toEqual({})
  })
})

describe('themeAttributes', () => {
  it('marks the mode for the CSS', () => {
    expect(themeAttributes('dark')).toEqual({ 'data-theme': 'dark' })
  })
})
