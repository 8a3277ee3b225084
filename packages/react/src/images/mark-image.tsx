import type { MarkName } from './bundled-icons.js'
import { ImageWithFallback } from './image-with-fallback.js'
import { useBundledIcons } from './use-bundled-icons.js'

/** One of the package's own marks (WalletConnect's, All Wallets'), from the lazy chunk. */
export function MarkImage({ mark, name }: { mark: MarkName; name: string }) {
  const icons = useBundledIcons()
  return (
    <ImageWithFallback
      sources={icons ? [icons.bundledMark(mark)] : []}
      name={name}
      id={mark}
      pending={!icons}
    />
  )
}
