import type { ThemeMode, ThemeVariables } from '@appkit/controllers/modal'

/**
 * The dapp's theme variables become our own custom properties on the shadow host, so nothing the
 * host page sets by accident (its CSS variables, fonts, colours) reaches the modal.
 */
export function themeStyle(variables: ThemeVariables): Record<string, string> {
  const style: Record<string, string> = {}
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') style[name] = String(value)
  }
  set('--apk-accent', variables['--w3m-accent'])
  set('--apk-color-mix', variables['--w3m-color-mix'])
  const strength = variables['--w3m-color-mix-strength']
  if (strength !== undefined) set('--apk-color-mix-strength', `${Math.min(100, Math.max(0, strength))}%`)
  set('--apk-font-family', variables['--w3m-font-family'])
  set('--apk-font-size', variables['--w3m-font-size-master'])
  set('--apk-radius', variables['--w3m-border-radius-master'])
  set('--apk-z-index', variables['--w3m-z-index'])
  return style
}

export function themeAttributes(mode: ThemeMode) {
  return { 'data-theme': mode }
}
