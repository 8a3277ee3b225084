import { networkImageSources } from './image-sources.js'
import { SourcedImage } from './sourced-image.js'

/**
 * The network button's image once a visitor heads for the modal: the modal's own sources (the
 * dapp's image, the package's mark, the image service), loaded with it rather than on first paint.
 */
export function ButtonNetworkImage({
  network,
}: {
  network: { caipNetworkId: string; name: string; imageUrl?: string }
}) {
  return (
    <SourcedImage
      resolve={(icons, service) => networkImageSources(network, icons, service)}
      own={network.imageUrl}
      name={network.name}
      id={network.caipNetworkId}
    />
  )
}
