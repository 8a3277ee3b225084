import type { ApprovableWallet } from '@appkit/testing'
import { useAppKitState } from 'appkit/react'
import { useEffect, useId, useRef, useState } from 'react'
import { LAB_COINS } from './lab-coins.js'
import { RequestCard } from './request-card.js'
import { usePending } from './use-pending.js'

/**
 * The test wallets' requests over the open modal, as an extension's popup comes over a page. The
 * modal is a native modal dialog: everything outside it is inert (a popover included), so the popup
 * is a modal dialog of its own, shown after it and so above it in the top layer. The modal is inert
 * while the popup is up and usable again once its requests are answered, or put off with "Later" or
 * Escape (they stay in the page's panel and come back with the next request).
 */
export function WalletPopup({ wallets }: { wallets: readonly ApprovableWallet[] }) {
  const { open: modalOpen } = useAppKitState()
  const pending = usePending(wallets)
  const [putOff, setPutOff] = useState<ReadonlySet<string>>(new Set())
  const waiting = pending.filter(({ key }) => !putOff.has(key))
  const shown = modalOpen && waiting.length > 0
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const element = dialog.current
    if (shown && !element?.open) element?.showModal()
    if (!shown && element?.open) element.close()
  }, [shown])

  const later = () => setPutOff(new Set(pending.map(({ key }) => key)))
  const names = [...new Set(waiting.map(({ wallet }) => wallet.info.name))]
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      className="lab-popup"
      data-testid="wallet-popup"
      onCancel={later}
    >
      <h2 id={titleId}>{names.join(', ') || 'Test wallets'}</h2>
      <ul className="lab-requests">
        {waiting.map((request) => (
          <RequestCard key={request.key} waiting={request} coins={LAB_COINS} />
        ))}
      </ul>
      <button type="button" className="lab-later" onClick={later}>
        Later
      </button>
    </dialog>
  )
}
