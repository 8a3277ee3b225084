import { decodeSegment } from '../../http/routes.js'

/** The image kinds of spec §7, each at its own path. */
export const IMAGE_PATHS = {
  wallet: '/getWalletImage/',
  asset: '/public/getAssetImage/',
  currency: '/public/getCurrencyImage/',
  token: '/public/getTokenImage/',
} as const
export type ImageKind = keyof typeof IMAGE_PATHS

export type ExplorerRoute =
  | { kind: 'wallets' }
  | { kind: 'analyticsConfig' }
  /** `id` is decoded; undefined when the path segment is not valid percent-encoding. */
  | { kind: 'image'; image: ImageKind; id: string | undefined }

/** Which explorer endpoint a path is, or undefined when it belongs to another service. */
export function matchExplorerRoute(pathname: string): ExplorerRoute | undefined {
  if (pathname === '/getWallets') return { kind: 'wallets' }
  if (pathname === '/getAnalyticsConfig') return { kind: 'analyticsConfig' }
  for (const [image, prefix] of Object.entries(IMAGE_PATHS) as [ImageKind, string][]) {
    if (!pathname.startsWith(prefix)) continue
    const segment = pathname.slice(prefix.length)
    // One segment only: /getWalletImage/a/b is nobody's path.
    if (segment === '' || segment.includes('/')) return undefined
    return { kind: 'image', image, id: decodeSegment(segment) }
  }
  return undefined
}
