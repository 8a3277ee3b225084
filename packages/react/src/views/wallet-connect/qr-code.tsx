import { useMemo } from 'react'
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

/** The pairing URI as a QR code, the wallet's icon in the middle (error correction Q covers it). */
export default function QrCode({ uri, imageUrl, name }: { uri: string; imageUrl?: string; name: string }) {
  const { path, size } = useMemo(() => qrPath(uri), [uri])
  return (
    <div className="apk-qr" role="img" aria-label={messages.qrCodeLabel} data-testid="wc-qr" data-uri={uri}>
      <svg viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" aria-hidden="true">
        <path d={path} fill="#111" />
      </svg>
      <WalletImage src={imageUrl} name={name} />
    </div>
  )
}
