import type { ExplorerSource } from '@appkit/controllers/modal'
import { ImageWithFallback } from './image-with-fallback.js'
import { type BundledIcons, useBundledIcons } from './use-bundled-icons.js'
import { useImageService } from './use-image-service.js'

export interface SourcedImageProps {
  /** Every source of the entry once the bundled marks are in, in the order to try them. */
  resolve: (icons: BundledIcons, service: ExplorerSource | undefined) => string[]
  /** The entry's own image, shown while the bundled marks load. */
  own?: string
  name: string
  id: string
}

/** An image whose sources include the package's marks and the dapp's image service. */
export function SourcedImage({ resolve, own, name, id }: SourcedImageProps) {
  const icons = useBundledIcons()
  const service = useImageService()
  const sources = icons ? resolve(icons, service) : own ? [own] : []
  // A new list of sources (the service arrived) starts again from its first.
  return <ImageWithFallback key={sources.join(' ')} sources={sources} name={name} id={id} pending={!icons} />
}
