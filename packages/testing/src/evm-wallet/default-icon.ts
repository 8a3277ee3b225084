/** A 32×32 badge: wallet lists require an icon, and a data: URI keeps tests off the network. */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="#3b5bdb"/>' +
  '<path d="M8 12h16v10a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2z" fill="#fff"/>' +
  '<circle cx="20" cy="17" r="2" fill="#3b5bdb"/></svg>'

export const DEFAULT_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(SVG)}`
