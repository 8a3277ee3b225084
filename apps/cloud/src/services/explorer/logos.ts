// Logos of what this cloud runs: its local chains, its test tokens, the currencies it prices in
// and its named test wallets. Original artwork made for this project (Apache-2.0 with the rest of
// it): simple shapes, no text rendered by a font, so they look the same in every browser.

const SIZE = 96

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 96 96">${body}</svg>`

const tile = (from: string, to: string, id = 'bg') =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
  `<rect width="96" height="96" fill="url(#${id})"/>`

/** An anvil: a horned top, a waist and a foot. */
const anvilShape = (fill: string) =>
  `<path fill="${fill}" d="M18 32h52c6 0 10-3 12-6v14c-4 4-10 6-16 6h-6c-3 0-5 2-5 5v4c0 3 2 5 5 6h4v9H32v-9h4c3-1 5-3 5-6v-4c0-3-2-5-5-5H30c-7 0-12-5-12-12Z"/>`

const badge = (fill: string, glyph: string) =>
  `<circle cx="74" cy="74" r="15" fill="${fill}" stroke="#fff" stroke-width="4"/>${glyph}`

/** A "B" for the second anvil, drawn as strokes. */
const B_GLYPH =
  '<path d="M69 66v16h6a4 4 0 0 0 0-8h-6m0 0h5a4 4 0 0 0 0-8h-5" fill="none" stroke="#fff" stroke-width="3.2" stroke-linejoin="round"/>'

const bars = (gradient: string) =>
  `<g fill="url(#${gradient})"><path d="M32 26h42l-10 11H22Z"/><path d="M22 42.5h42l10 11H32Z"/><path d="M32 59h42l-10 11H22Z"/></g>`

const coinBars = (from: string, to: string) =>
  `<defs><linearGradient id="bars" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`

const bitcoinGlyph = (stroke: string) =>
  `<g transform="rotate(14 48 48)" fill="none" stroke="${stroke}" stroke-width="6.5" stroke-linejoin="round" stroke-linecap="round">` +
  '<path d="M37 27h15a10 10 0 0 1 0 20H37Zm0 20h17.5a10.5 10.5 0 0 1 0 21H37Z"/><path d="M42 20v7m9-7v7m-9 41v7m9-7v7"/></g>'

const ethGlyph =
  '<path d="M48 14 27 49l21 12 21-12Z" fill="#fff"/><path d="M48 14v47l21-12Z" fill="#c9d3ff"/>' +
  '<path d="M48 65 27 53l21 29 21-29Z" fill="#fff"/><path d="M48 65v17l21-29Z" fill="#c9d3ff"/>'

/** A dollar sign as strokes: an S with a bar through it. */
const dollarGlyph = (stroke: string) =>
  `<g fill="none" stroke="${stroke}" stroke-width="7" stroke-linecap="round">` +
  '<path d="M61 34c-2-5-7-8-13-8-8 0-13 4-13 10 0 14 27 8 27 23 0 6-6 11-14 11-7 0-12-3-14-9"/><path d="M48 18v60"/></g>'

const euroGlyph =
  '<g fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"><path d="M64 30a22 22 0 1 0 0 36"/><path d="M24 43h30M24 54h26"/></g>'

const poundGlyph =
  '<g fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"><path d="M60 30c-2-6-8-8-13-7-7 1-10 7-9 14l3 12c2 9-2 17-9 20h34"/><path d="M28 50h26"/></g>'

/** A flask: the lab's own token. */
const flaskGlyph =
  '<path d="M40 20h16M43 20v20L27 70c-2 4 1 8 5 8h32c4 0 7-4 5-8L53 40V20" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>' +
  '<path d="M34 62h28l5 9H29Z" fill="#fff"/>'

/** A wallet: a body, a flap and a clasp. */
const walletGlyph =
  '<rect x="18" y="28" width="60" height="44" rx="9" fill="none" stroke="#fff" stroke-width="6"/>' +
  '<path d="M26 28l34-12c4-1 7 1 7 5v7" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>' +
  '<rect x="54" y="42" width="24" height="16" rx="6" fill="#fff"/><circle cx="63" cy="50" r="3" fill="#1f2430"/>'

const globeGlyph =
  '<g fill="none" stroke="#fff" stroke-width="5"><circle cx="48" cy="48" r="28"/><ellipse cx="48" cy="48" rx="12" ry="28"/><path d="M22 40h52M22 56h52"/></g>'

const monitorGlyph =
  '<g fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"><rect x="16" y="20" width="64" height="42" rx="6"/><path d="M40 76h16M48 62v14"/></g>'

const coin = (fill: string, glyph: string) => svg(`<rect width="96" height="96" fill="${fill}"/>${glyph}`)

const ANVIL = svg(tile('#3a3f4b', '#1d2027') + anvilShape('#ff8a3d'))
const ANVIL_B = svg(tile('#1e3a5f', '#0f1c2e') + anvilShape('#5cc8ff') + badge('#0a84ff', B_GLYPH))
const LAB_SVM = svg(tile('#241b3d', '#0f1220') + coinBars('#9945ff', '#19fb9b') + bars('bars'))
const LAB_BITCOIN = svg(
  `${tile('#f7931a', '#c66a00')}<circle cx="48" cy="48" r="36" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="3" stroke-dasharray="6 5"/>${bitcoinGlyph('#fff')}`,
)

const ETH = coin('#627eea', ethGlyph)
const SOL = svg(
  `<rect width="96" height="96" fill="#111218"/>${coinBars('#9945ff', '#14f195')}${bars('bars')}`,
)
const BTC = coin('#f7931a', bitcoinGlyph('#fff'))
const LUSD = coin('#1f9d63', dollarGlyph('#fff'))
const LSUSD = svg(tile('#7b3fe4', '#14b88a') + dollarGlyph('#fff'))
const LAB = coin('#0e8a8a', flaskGlyph)
const ZERO = coin('#6b7280', '<circle cx="48" cy="48" r="20" fill="none" stroke="#fff" stroke-width="8"/>')

const USD = coin('#2f8f4e', dollarGlyph('#fff'))
const EUR = coin('#1d4ed8', euroGlyph)
const GBP = coin('#7c2d7e', poundGlyph)

const wallet = (from: string, to: string, glyph = walletGlyph) => svg(tile(from, to) + glyph)

/** Asset images by id: the local chains by CAIP-2 id. */
const ASSETS: Readonly<Record<string, string>> = {
  'eip155:31337': ANVIL,
  'eip155:31338': ANVIL_B,
  'solana:LabSvm11111111111111111111111111': LAB_SVM,
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': LAB_BITCOIN,
}

/** Token images by symbol (the blockchain API names a token's icon by its symbol). */
const TOKENS: Readonly<Record<string, string>> = { ETH, SOL, BTC, LUSD, LSUSD, LAB, ZERO }

const CURRENCIES: Readonly<Record<string, string>> = { USD, EUR, GBP }

/** The named test wallets of every catalogue (fixed-wallets.ts), by name. */
const WALLETS: Readonly<Record<string, string>> = {
  'AppKit Test Wallet': wallet('#2f62e0', '#1b3a8c'),
  'Lab Wallet One': wallet('#7c5cff', '#4b2fc9'),
  'Lab Wallet Two': wallet('#ff5c8a', '#c2185b'),
  'Lab Solana Wallet': wallet('#9945ff', '#14b88a'),
  'Lab Bitcoin Wallet': wallet('#f7931a', '#b35c00'),
  'Lab Multichain Wallet': wallet('#ff8a3d', '#7c5cff'),
  'Lab Web Wallet': wallet('#14a3b8', '#0b6575', globeGlyph),
  'Lab Desktop Wallet': wallet('#4b5563', '#1f2937', monitorGlyph),
}

export type LogoKind = 'asset' | 'token' | 'currency' | 'wallet'

/** The drawn logo of an id of `kind`, or undefined where the cloud has none (it draws initials). */
export function logoOf(kind: LogoKind, id: string): string | undefined {
  switch (kind) {
    case 'asset':
      return own(ASSETS, id)
    case 'token':
      return own(TOKENS, id.toUpperCase())
    case 'currency':
      return own(CURRENCIES, id.toUpperCase())
    case 'wallet':
      return own(WALLETS, id)
  }
}

// An id from a URL must not reach the prototype: "constructor" is no logo.
const own = (table: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(table, key) ? table[key] : undefined
