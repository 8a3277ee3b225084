import type { ReactNode } from 'react'
import { WalletImage } from './wallet-image.js'

export interface WalletRowProps {
  name: string
  imageUrl?: string
  /** Drawn instead of the image at `imageUrl`, e.g. one of the package's own marks. */
  icon?: ReactNode
  tag?: string
  /** A second line, e.g. the namespaces a wallet connects. */
  detail?: string
  testId: string
  onClick: () => void
}

/** One wallet in a list: its image, its name and a tag such as Installed or Recent. */
export function WalletRow({ name, imageUrl, icon, tag, detail, testId, onClick }: WalletRowProps) {
  return (
    <button type="button" className="apk-item" data-testid={testId} onClick={onClick}>
      {icon ?? <WalletImage src={imageUrl} name={name} id={testId} />}
      <span className="apk-name">
        {name}
        {detail && <span className="apk-muted apk-detail">{detail}</span>}
      </span>
      {tag && <span className="apk-tag">{tag}</span>}
    </button>
  )
}
