import { type FormEvent, useState } from 'react'

interface PairFormProps {
  disabled: boolean
  onPair(uri: string): Promise<boolean>
  onInvalid(message: string): void
}

/** Paste a `wc:` URI from the dapp and pair; the session proposal then shows below. */
export function PairForm({ disabled, onPair, onInvalid }: PairFormProps) {
  const [uri, setUri] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!uri.trim().startsWith('wc:')) {
      onInvalid('Paste a WalletConnect pairing URI (it starts with "wc:").')
      return
    }
    if (await onPair(uri)) setUri('')
  }

  return (
    <form onSubmit={submit} aria-labelledby="pair-heading">
      <h2 id="pair-heading">Pair with a dapp</h2>
      <label htmlFor="pairing-uri">Pairing URI</label>
      <textarea
        id="pairing-uri"
        data-testid="pairing-uri"
        rows={3}
        spellCheck={false}
        autoComplete="off"
        value={uri}
        onChange={(event) => setUri(event.target.value)}
      />
      <button type="submit" data-testid="pair-button" disabled={disabled}>
        Pair
      </button>
    </form>
  )
}
