import { ImageWithFallback } from '../images/image-with-fallback.js'

/** A wallet's image, or its two letters on its own colour while there is none or it fails to load. */
export function WalletImage({ src, name, id }: { src?: string; name: string; id?: string }) {
  return <ImageWithFallback key={src} sources={src ? [src] : []} name={name} id={id} />
}
