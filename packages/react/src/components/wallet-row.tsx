import { WalletImage } from './wallet-image.js'

export interface WalletRowProps {
  name: string
  imageUrl?: string
  tag?: string
  /** A second line, e.g. the namespaces a wallet connects. */
  detail?: string
  testId: string
  onClick: () => void
}

/** One wallet in a list: its image, its name and a tag such as Installed or Recent. */
export function WalletRow({ name, imageUrl, tag, detail, testId, onClick }: WalletRowProps) {
  return (
    <button type="button" className="apk-item" data-testid={testId} onClick={onClick}>
      <WalletImage src={imageUrl} name={name} />
      <span className="apk-name">
        {name}
        {detail && <span className="apk-muted apk-detail">{detail}</span>}
      </span>
      {tag && <span className="apk-tag">{tag}</span>}
    </button>
  )
}
