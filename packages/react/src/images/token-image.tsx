import { tokenImageSources } from './image-sources.js'
import { SourcedImage } from './sourced-image.js'

/** A token's round icon: its own, the package's mark of a native coin, or the image service's. */
export function TokenImage({ token }: { token: { symbol: string; iconUrl?: string; address?: string } }) {
  return (
    <span className="apk-round">
      <SourcedImage
        resolve={(icons, service) => tokenImageSources(token, icons, service)}
        own={token.iconUrl}
        name={token.symbol}
        id={token.address ?? token.symbol}
      />
    </span>
  )
}
