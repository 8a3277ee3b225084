import { useState } from 'react'

/**
 * The network button's image, or its initial: part of the page's first paint, so it stays this small;
 * the modal's images (wallet-image.tsx) fall back through more sources and load with the modal.
 */
export function ButtonImage({ src, name }: { src?: string; name: string }) {
  const [failed, setFailed] = useState<string>()
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        width={36}
        height={36}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
      />
    )
  }
  return <span className="apk-placeholder" data-initial={name.slice(0, 1).toUpperCase()} aria-hidden="true" />
}
