import { CSS } from './css.js'

const sheets = new Map<string, CSSStyleSheet>()

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  return sheet
}

/** Constructed stylesheets shared by every shadow root of the page; `extra` adds the modal's. */
export function adoptStyles(root: ShadowRoot, ...extra: string[]): void {
  const all = [CSS, ...extra]
  if (typeof CSSStyleSheet !== 'undefined' && 'adoptedStyleSheets' in root) {
    root.adoptedStyleSheets = all.map(sheetFor)
    return
  }
  for (const css of all) {
    const style = document.createElement('style')
    style.textContent = css
    root.appendChild(style)
  }
}
