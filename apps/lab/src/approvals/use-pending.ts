import type { ApprovableWallet, PendingRequest } from '@appkit/testing'
import { useEffect, useReducer } from 'react'

export interface WaitingRequest {
  wallet: ApprovableWallet
  request: PendingRequest
  /** Unique across wallets: each wallet numbers its own requests. */
  key: string
}

/** Every request the wallets hold for the person, oldest first per wallet; re-renders as they change. */
export function usePending(wallets: readonly ApprovableWallet[]): WaitingRequest[] {
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    const stops = wallets.map((wallet) => wallet.subscribe(rerender))
    return () => {
      for (const stop of stops) stop()
    }
  }, [wallets])
  return wallets.flatMap((wallet) =>
    wallet.pending().map((request) => ({ wallet, request, key: `${wallet.info.rdns}#${request.id}` })),
  )
}
