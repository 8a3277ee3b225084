import { WalletImage } from './wallet-image.js'

export interface WalletRowProps {
  name: string
  imageUrl?: string
  tag?: string
  testId: string
  onClick: () => void
}

/** One wallet in a list: its image, its name and a tag such as Installed or Recent. */
export function WalletRow({ name, imageUrl, tag, testId, onClick }: WalletRowProps) {
  return (
    <button type="button" className="apk-item" data-testid={testId} onClick={onClick}>
      <WalletImage src={imageUrl} name={name} />
      <span className="apk-name">{name}</span>
      {tag && <span className="apk-tag">{tag}</span>}
    </button>
  )
}
