import { CSS } from './css.js'

let sheet: CSSStyleSheet | undefined

/** One constructed stylesheet shared by every shadow root of the page. */
export function adoptStyles(root: ShadowRoot): void {
  if (typeof CSSStyleSheet !== 'undefined' && 'adoptedStyleSheets' in root) {
    sheet ??= new CSSStyleSheet()
    if (sheet.cssRules.length === 0) sheet.replaceSync(CSS)
    root.adoptedStyleSheets = [sheet]
    return
  }
  const style = document.createElement('style')
  style.textContent = CSS
  root.appendChild(style)
}
