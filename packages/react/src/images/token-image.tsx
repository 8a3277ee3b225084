import { tokenImageSources } from './image-sources.js'
import { ImageWithFallback } from './image-with-fallback.js'
import { useBundledIcons } from './use-bundled-icons.js'
import { useImageService } from './use-image-service.js'

/** A token's round icon: its own, the package's mark of a native coin, or the image service's. */
export function TokenImage({
  token,
}: {
  token: { symbol: string; name?: string; iconUrl?: string; address?: string }
}) {
  const icons = useBundledIcons()
  const service = useImageService()
  const sources = icons ? tokenImageSources(token, icons, service) : token.iconUrl ? [token.iconUrl] : []
  return (
    <span className="apk-round">
      <ImageWithFallback
        key={sources.join(' ')}
        sources={sources}
        name={token.symbol}
        id={token.address ?? token.symbol}
        pending={!icons}
      />
    </span>
  )
}
