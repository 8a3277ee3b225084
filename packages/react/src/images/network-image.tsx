import { networkImageSources } from './image-sources.js'
import { SourcedImage } from './sourced-image.js'

/** A network's round icon: the dapp's, the package's own for well-known networks, or the image service's. */
export function NetworkImage({
  network,
}: {
  network: { caipNetworkId: string; name: string; imageUrl?: string }
}) {
  return (
    <span className="apk-round">
      <SourcedImage
        resolve={(icons, service) => networkImageSources(network, icons, service)}
        own={network.imageUrl}
        name={network.name}
        id={network.caipNetworkId}
      />
    </span>
  )
}
