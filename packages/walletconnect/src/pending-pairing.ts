import type { NamespaceAccounts } from '@appkit/controllers/adapter'
import { pairingExpiresAt, schedulePairingRenewal } from './pairing-renewal.js'

export type PairingResult = { accounts: NamespaceAccounts } | { error: unknown }

/** One connection the user is waiting for, across the pairings (URIs) made for it. */
export interface PendingPairing {
  readonly promise: Promise<NamespaceAccounts>
  /** The URI on offer and when it lapses; unset between a new pairing and its URI. */
  readonly uri: string | undefined
  readonly expiresAt: number | undefined
  readonly settled: boolean
  /** Makes a new pairing; the ones before it are abandoned. */
  pair(): void
  /** The provider made a URI: offer it, and renew it before it lapses. */
  show(uri: string): void
  /** Ends the wait once; later calls change nothing. */
  settle(result: PairingResult): void
}

export interface PendingPairingHooks<Approval = unknown> {
  /** Proposes a session over a new pairing; resolves when the wallet approves. */
  propose(): Promise<Approval>
  /**
   * Called for every approval, even one that comes after the wait settled, with what that pairing's
   * proposal resolved with (a one-step sign-in's signatures are of its own pairing only).
   */
  approved(pairing: PendingPairing, approval: Approval): void
  /** Told the URI to offer; undefined when there is none any more. */
  showUri(uri: string | undefined): void
  toError(error: unknown): unknown
}

export function createPendingPairing<Approval>(hooks: PendingPairingHooks<Approval>): PendingPairing {
  let attempt = 0
  let stopRenewal: (() => void) | undefined
  let resolve!: (accounts: NamespaceAccounts) => void
  let reject!: (error: unknown) => void
  const pairing = {
    promise: new Promise<NamespaceAccounts>((res, rej) => {
      resolve = res
      reject = rej
    }),
    uri: undefined as string | undefined,
    expiresAt: undefined as number | undefined,
    settled: false,
    pair() {
      const current = ++attempt
      stopRenewal?.()
      pairing.uri = undefined
      pairing.expiresAt = undefined
      hooks.propose().then(
        (approval) => hooks.approved(pairing, approval),
        (error) => {
          // A newer pairing replaced this one: its proposal expiring later is no failure.
          if (current === attempt) pairing.settle({ error: hooks.toError(error) })
        },
      )
    },
    show(uri: string) {
      if (pairing.settled) return
      pairing.uri = uri
      pairing.expiresAt = pairingExpiresAt(Date.now())
      hooks.showUri(uri)
      stopRenewal?.()
      stopRenewal = schedulePairingRenewal(pairing.expiresAt, () => pairing.pair())
    },
    settle(result: PairingResult) {
      if (pairing.settled) return
      pairing.settled = true
      stopRenewal?.()
      hooks.showUri(undefined)
      if ('accounts' in result) resolve(result.accounts)
      else reject(result.error)
    },
  }
  return pairing
}
