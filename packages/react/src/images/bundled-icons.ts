import type { SocialOption } from '@appkit/common'

// Marks drawn for this package (original artwork, Apache-2.0 with the rest of it): simple shapes
// in each project's colour, so a dapp with no image service still shows a recognisable icon. This
// module is its own chunk, loaded by the modal when it first draws an image, never with the page.

const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${body}</svg>`)}`

const tile = (fill: string) => `<rect width="40" height="40" fill="${fill}"/>`

const diamond = (top: string, bottom: string) =>
  `<path d="M20 6 11 20.6 20 25.8 29 20.6Z" fill="${top}"/><path d="M20 6 20 25.8 29 20.6Z" fill="${bottom}" opacity=".55"/>` +
  `<path d="M20 27.6 11 22.4 20 34 29 22.4Z" fill="${top}"/><path d="M20 27.6 20 34 29 22.4Z" fill="${bottom}" opacity=".55"/>`

const ETHEREUM = svg(tile('#627eea') + diamond('#fff', '#c8d2ff'))
const SEPOLIA = svg(tile('#8a93a6') + diamond('#fff', '#e2e5ec'))
const BASE = svg(
  `${tile('#0052ff')}<circle cx="20" cy="20" r="11" fill="#fff"/><rect x="8" y="18.4" width="14" height="3.2" fill="#0052ff"/>`,
)
const OPTIMISM = svg(
  `${tile('#ff0420')}<g fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">` +
    '<ellipse cx="14" cy="20" rx="4.5" ry="6"/><path d="M23 26V14h4.5a3.5 3.5 0 0 1 0 7H23"/></g>',
)
const ARBITRUM = svg(
  `${tile('#213147')}<path d="M20 7 31 13.5v13L20 33 9 26.5v-13Z" fill="none" stroke="#9dcced" stroke-width="2"/>` +
    '<path d="M14.5 27 20.5 14h3l-6 13Z" fill="#fff"/><path d="M21 27 24.8 18.5 27 23.8 25.6 27Z" fill="#28a0f0"/>',
)
const POLYGON = svg(
  `${tile('#8247e5')}<g fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round">` +
    '<path d="M17 15.5 12.5 13 8 15.5v9l4.5 2.5 4.5-2.5v-4"/><path d="M23 24.5l4.5 2.5 4.5-2.5v-9L27.5 13 23 15.5v4"/>' +
    '<path d="M17 20.5 23 19.5"/></g>',
)
const BNB = svg(
  `${tile('#f0b90b')}<g fill="#1e2026"><path d="M20 15.5 24.5 20 20 24.5 15.5 20Z"/>` +
    '<path d="M20 8 26 14l-2.2 2.2L20 12.4l-3.8 3.8L14 14Z"/><path d="M20 32 14 26l2.2-2.2 3.8 3.8 3.8-3.8L26 26Z"/>' +
    '<path d="M8 20l2.2-2.2 2.2 2.2-2.2 2.2Z"/><path d="M27.6 20l2.2-2.2L32 20l-2.2 2.2Z"/></g>',
)
const AVALANCHE = svg(
  `${tile('#e84142')}<path d="M18.3 9.8c.8-1.4 2.6-1.4 3.4 0l2 3.6-7.6 13.3c-.4.7-1.1 1.1-1.9 1.1h-3.6c-1.5 0-2.5-1.6-1.7-3Z" fill="#fff"/>` +
    '<path d="M26.2 18.4c.8-1.4 2.6-1.4 3.4 0l3.3 5.8c.8 1.4-.2 3.2-1.7 3.2h-6.6c-1.5 0-2.5-1.8-1.7-3.2Z" fill="#fff"/>',
)
const GNOSIS = svg(
  `${tile('#133629')}<circle cx="20" cy="20" r="10" fill="none" stroke="#f0ebde" stroke-width="2.6"/>` +
    '<circle cx="16" cy="18" r="2.4" fill="#f0ebde"/><circle cx="24" cy="18" r="2.4" fill="#f0ebde"/><path d="M17 24.5h6" stroke="#f0ebde" stroke-width="2.4" stroke-linecap="round"/>',
)
const ZKSYNC = svg(
  `${tile('#1e1e4b')}<path d="M8 20l8-7v5h9.5l-6 4H16v5Z" fill="#fff"/><path d="M32 20l-8 7v-5h-9.5l6-4H24v-5Z" fill="#8c8dfc"/>`,
)
const SOLANA = svg(
  '<defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#9945ff"/><stop offset="1" stop-color="#14f195"/></linearGradient></defs>' +
    `${tile('#111218')}<g fill="url(#g)"><path d="M13.5 11h17l-4 4.4h-17Z"/><path d="M9.5 17.8h17l4 4.4h-17Z"/><path d="M13.5 24.6h17l-4 4.4h-17Z"/></g>`,
)
const bitcoin = (fill: string) =>
  svg(
    `${tile(fill)}<g transform="rotate(14 20 20)" fill="none" stroke="#fff" stroke-width="2.8" stroke-linejoin="round">` +
      '<path d="M15.5 11.5h6.3a4.2 4.2 0 0 1 0 8.4h-6.3Zm0 8.4h7.4a4.3 4.3 0 0 1 0 8.6h-7.4Z"/>' +
      '<path d="M17.6 8.5v3m3.6-3v3m-3.6 17v3m3.6-3v3" stroke-linecap="round"/></g>',
  )
const BITCOIN = bitcoin('#f7931a')
const BITCOIN_TEST = bitcoin('#5fa55a')

/** WalletConnect's entry: a bridge over a wave, in the protocol's blue. */
const WALLETCONNECT = svg(
  `${tile('#3b99fc')}<g fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">` +
    '<path d="M9.5 17.5c5.8-5.6 15.2-5.6 21 0"/><path d="M12 22.5l4 4 4-4 4 4 4-4"/></g>',
)
/** All Wallets: four small wallets in a grid, the way a catalogue looks. */
const ALL_WALLETS = svg(
  `${tile('#e9ecf2')}<rect x="8" y="8" width="10.5" height="10.5" rx="3" fill="#3b99fc"/>` +
    '<rect x="21.5" y="8" width="10.5" height="10.5" rx="3" fill="#f5a524"/>' +
    '<rect x="8" y="21.5" width="10.5" height="10.5" rx="3" fill="#7c5cff"/>' +
    '<rect x="21.5" y="21.5" width="10.5" height="10.5" rx="3" fill="#17c964"/>',
)

// Social logins: each brand's own mark, simplified and drawn for this package.
/** Google: a G of four coloured arcs on white. */
const GOOGLE = svg(
  `${tile('#fff')}<g fill="none" stroke-width="4.6">` +
    '<path d="M26.9 14.2A9 9 0 0 0 12.2 15.5" stroke="#ea4335"/><path d="M12.2 15.5A9 9 0 0 0 12.2 24.5" stroke="#fbbc05"/>' +
    '<path d="M12.2 24.5A9 9 0 0 0 26.4 26.4" stroke="#34a853"/><path d="M26.4 26.4A9 9 0 0 0 29 20H20" stroke="#4285f4"/></g>',
)
/** X: the letter, one stroke broad and one thin, white on black. */
const X = svg(
  `${tile('#000')}<path d="M11 11h5.6L29 29h-5.6Z" fill="#fff"/><path d="M28 11 12.2 29" stroke="#fff" stroke-width="2.2"/>`,
)
/** Discord: the controller-shaped face with its two eyes, on blurple. */
const DISCORD = svg(
  `${tile('#5865f2')}<path d="M13 13.6c1.9-1 3.8-1.5 4.8-1.6l.6 1.3a17 17 0 0 1 3.2 0l.6-1.3c1 .1 2.9.6 4.8 1.6 2.4 3.6 3.4 7.6 3 11.8-2 1.5-3.9 2.3-5.8 2.8l-1.3-2.1c.8-.3 1.6-.7 2.3-1.1-3.6 1.6-8.8 1.6-12.4 0 .7.4 1.5.8 2.3 1.1l-1.3 2.1c-1.9-.5-3.8-1.3-5.8-2.8-.4-4.2.6-8.2 3-11.8Z" fill="#fff"/>` +
    '<ellipse cx="16.7" cy="20.6" rx="1.9" ry="2.1" fill="#5865f2"/><ellipse cx="23.3" cy="20.6" rx="1.9" ry="2.1" fill="#5865f2"/>',
)
/** Farcaster: the arch, white on purple. */
const FARCASTER = svg(
  `${tile('#855dcd')}<path d="M11 11.5h18v3h-1.6V29h-4.2v-7.2a3.2 3.2 0 0 0-6.4 0V29h-4.2V14.5H11Z" fill="#fff"/>`,
)
/** GitHub: the cat's head, white on near-black. */
const GITHUB = svg(
  `${tile('#24292f')}<path d="M15.2 30v-3.4c-3.4-1.1-4.9-3.7-4.9-7 0-1.6.6-3 1.5-4.1-.2-1.1-.2-2.5.4-3.7 1.4 0 2.8.8 3.9 1.6a12 12 0 0 1 7.8 0c1.1-.8 2.5-1.6 3.9-1.6.6 1.2.6 2.6.4 3.7.9 1.1 1.5 2.5 1.5 4.1 0 3.3-1.5 5.9-4.9 7V30Z" fill="#fff"/>`,
)
/** Apple: the bitten apple and its leaf, white on black. */
const APPLE = svg(
  `${tile('#000')}<path d="M20 15.2c1.3-.9 2.7-1.5 4.2-1.3 1.6.1 2.9.8 3.8 2-2.9 1.9-2.5 6.2.6 7.6-.6 1.6-1.4 3.1-2.4 4.4-.9 1.1-1.9 2.2-3.2 2.2s-1.8-.8-3.1-.8-1.9.8-3.1.8c-1.3 0-2.3-1.2-3.2-2.3-1.9-2.6-2.9-6.4-1.7-9.3.9-2.1 2.8-3.4 4.9-3.4 1.2 0 2.4.8 3.2.1Z" fill="#fff"/>` +
    '<path d="M20.2 13.6c-.2-2.1 1.5-4 3.5-4.3.2 2.1-1.6 4.1-3.5 4.3Z" fill="#fff"/>',
)
/** Facebook: the f, white on blue. */
const FACEBOOK = svg(
  `${tile('#1877f2')}<path d="M22.2 32V21.6h3.4l.5-4h-3.9v-2.5c0-1.2.4-2 2-2h2.1V9.5c-.4-.1-1.6-.2-3-.2-3 0-5.1 1.9-5.1 5.2v3.1h-3.4v4h3.4V32Z" fill="#fff"/>`,
)

/** Well-known networks by CAIP-2 id. */
const NETWORKS: Readonly<Record<string, string>> = {
  'eip155:1': ETHEREUM,
  'eip155:11155111': SEPOLIA,
  'eip155:8453': BASE,
  'eip155:84532': BASE,
  'eip155:10': OPTIMISM,
  'eip155:11155420': OPTIMISM,
  'eip155:42161': ARBITRUM,
  'eip155:421614': ARBITRUM,
  'eip155:137': POLYGON,
  'eip155:80002': POLYGON,
  'eip155:56': BNB,
  'eip155:43114': AVALANCHE,
  'eip155:100': GNOSIS,
  'eip155:324': ZKSYNC,
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': SOLANA,
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': SOLANA,
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': SOLANA,
  'bip122:000000000019d6689c085ae165831e93': BITCOIN,
  'bip122:000000000933ea01ad0ee984209779ba': BITCOIN_TEST,
  'bip122:00000008819873e925422c1ff0f99f7c': BITCOIN_TEST,
}

/** Native coins by symbol: a token row of ETH on any chain shows Ether's mark. */
const COINS: Readonly<Record<string, string>> = {
  ETH: ETHEREUM,
  WETH: ETHEREUM,
  SOL: SOLANA,
  BTC: BITCOIN,
  TBTC: BITCOIN_TEST,
  SBTC: BITCOIN_TEST,
  POL: POLYGON,
  MATIC: POLYGON,
  BNB: BNB,
  AVAX: AVALANCHE,
  XDAI: GNOSIS,
  OP: OPTIMISM,
  ARB: ARBITRUM,
}

export type MarkName = 'walletConnect' | 'allWallets' | SocialOption
const MARKS: Readonly<Record<MarkName, string>> = {
  walletConnect: WALLETCONNECT,
  allWallets: ALL_WALLETS,
  google: GOOGLE,
  x: X,
  discord: DISCORD,
  farcaster: FARCASTER,
  github: GITHUB,
  apple: APPLE,
  facebook: FACEBOOK,
}

export function bundledNetworkIcon(caipNetworkId: string): string | undefined {
  return NETWORKS[caipNetworkId]
}

export function bundledCoinIcon(symbol: string): string | undefined {
  return COINS[symbol.toUpperCase()]
}

export function bundledMark(name: MarkName): string {
  return MARKS[name]
}
