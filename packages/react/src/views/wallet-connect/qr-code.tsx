import { type ReactNode, useMemo } from 'react'
import { encode } from 'uqr'
import { WalletImage } from '../../components/wallet-image.js'
import { messages } from '../../messages.js'

/** One SVG path for all dark modules: a few kilobytes of markup, crisp at any size. */
export function qrPath(uri: string): { path: string; size: number } {
  const { data, size } = encode(uri, { ecc: 'Q', border: 0 })
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return { path, size }
}

/**
 * A QR code (the pairing URI, or an address to receive at) with an icon in the middle: the
 * wallet's or the network's (error correction Q covers it).
 */
export default function QrCode({
  uri,
  imageUrl,
  icon,
  name,
  label = messages.qrCodeLabel,
}: {
  uri: string
  imageUrl?: string
  /** Drawn instead of the image at `imageUrl`. */
  icon?: ReactNode
  name: string
  label?: string
}) {
  const { path, size } = useMemo(() => qrPath(uri), [uri])
  return (
    <div className="apk-qr" role="img" aria-label={label} data-testid="wc-qr" data-uri={uri}>
      <svg viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" aria-hidden="true">
        <path d={path} fill="#111" />
      </svg>
      {icon ?? <WalletImage src={imageUrl} name={name} />}
    </div>
  )
}
