/** A wallet or network image, or its initial when there is none. */
export function WalletImage({ src, name }: { src?: string; name: string }) {
  if (src) return <img src={src} alt="" width={36} height={36} />
  return (
    <span className="apk-placeholder" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
