import { useState } from 'react'

/** A wallet or network image, or its initial while there is none or it fails to load. */
export function WalletImage({ src, name }: { src?: string; name: string }) {
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
