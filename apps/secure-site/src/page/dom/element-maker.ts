/**
 * The screens' one way to make DOM: an element with a class and its text set as text, never parsed
 * as HTML (what a dapp sends is shown, not run).
 */
export function elementMaker(document: Document) {
  return <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) => {
    const node = document.createElement(tag)
    if (className) node.className = className
    if (text !== undefined) node.textContent = text
    return node
  }
}
