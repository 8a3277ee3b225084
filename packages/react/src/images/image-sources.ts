import type { ExplorerSource } from '@appkit/controllers/modal'
import type { BundledIcons } from './use-bundled-icons.js'

type Service = Pick<ExplorerSource, 'assetImageUrl' | 'tokenImageUrl'> | undefined

const present = (urls: (string | undefined)[]) => urls.filter((url): url is string => Boolean(url))

// The order of each list: what the dapp or the data named, then the package's own mark (no
// request, and right offline), then the dapp's image service; the image falls through on error.

export function networkImageSources(
  network: { caipNetworkId: string; imageUrl?: string },
  icons: BundledIcons,
  service: Service,
): string[] {
  const id = network.caipNetworkId
  return present([network.imageUrl, icons.bundledNetworkIcon(id), service?.assetImageUrl?.(id)])
}

export function tokenImageSources(
  token: { symbol: string; iconUrl?: string },
  icons: BundledIcons,
  service: Service,
): string[] {
  return present([token.iconUrl, icons.bundledCoinIcon(token.symbol), service?.tokenImageUrl?.(token.symbol)])
}
