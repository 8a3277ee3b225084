import { networkImageSources } from './image-sources.js'
import { ImageWithFallback } from './image-with-fallback.js'
import { useBundledIcons } from './use-bundled-icons.js'
import { useImageService } from './use-image-service.js'

/** A network's icon: the dapp's, the package's own for well-known networks, or the image service's. */
export function NetworkImage({
  network,
}: {
  network: { caipNetworkId: string; name: string; imageUrl?: string }
}) {
  const icons = useBundledIcons()
  const service = useImageService()
  const sources = icons ? networkImageSources(network, icons, service) : present(network.imageUrl)
  return (
    <span className="apk-round">
      <ImageWithFallback
        // A new list of sources (the service arrived) starts again from its first.
        key={sources.join(' ')}
        sources={sources}
        name={network.name}
        id={network.caipNetworkId}
        pending={!icons}
      />
    </span>
  )
}

const present = (url: string | undefined) => (url ? [url] : [])
