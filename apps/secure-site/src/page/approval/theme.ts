import type { FrameTheme } from '@appkit/frame/endpoint'

/** The dapp's theme variables this screen follows, and the CSS variables they set (styles.css). */
const VARIABLES: Record<string, string> = {
  '--w3m-accent': '--ss-accent',
  '--w3m-font-family': '--ss-font',
  '--w3m-border-radius-master': '--ss-radius',
}

/**
 * Plain values only (colours, font names, lengths): no url(), no escapes, nothing that could load
 * a resource or break out of the declaration.
 */
function isPlainValue(value: string): boolean {
  return /^[#\w\s.,%()'"+-]{1,128}$/.test(value) && !/url\s*\(|expression\s*\(|image-set\s*\(/i.test(value)
}

/** SYNC_THEME: light or dark, and the dapp's accent, font and radius on the approval screen. */
export function applyTheme(root: HTMLElement, theme: FrameTheme): void {
  if (theme.themeMode) root.dataset.theme = theme.themeMode
  for (const [name, value] of Object.entries(theme.themeVariables ?? {})) {
    const target = VARIABLES[name]
    const text = String(value)
    if (target && isPlainValue(text)) root.style.setProperty(target, text)
  }
}
