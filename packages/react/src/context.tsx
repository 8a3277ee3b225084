import { AppKitNotCreatedError } from '@appkit/common'
import type { SessionCore } from '@appkit/controllers'
import { type AppKitCore, withModal } from '@appkit/controllers/modal'
import { createContext, type ReactNode, useContext } from 'react'

const AppKitContext = createContext<SessionCore | undefined>(undefined)

/**
 * The instance a dapp's components read when none is given by a provider: the last one
 * createAppKit made. The one piece of module state in the UI, and only a pointer: every state
 * lives in the instance. A page with two instances wraps each part in its own AppKitProvider.
 */
let defaultCore: SessionCore | undefined

export function setDefaultAppKitCore(core: SessionCore | undefined): void {
  defaultCore = core
}

export function getDefaultAppKitCore(): SessionCore | undefined {
  return defaultCore
}

/** Gives the components and hooks below it this instance instead of the default one. */
export function AppKitProvider({ core, children }: { core: SessionCore; children?: ReactNode }) {
  return <AppKitContext.Provider value={core}>{children}</AppKitContext.Provider>
}

/**
 * The instance of the nearest AppKitProvider, else the default one: its sessions, all that the
 * hooks a headless dapp uses read.
 */
export function useSessionCore(): SessionCore {
  const core = useContext(AppKitContext) ?? defaultCore
  if (!core) throw new AppKitNotCreatedError()
  return core
}

/**
 * The instance with the modal's store, for the modal's views and the hooks about the modal. On a
 * headless instance the store is added on first use (a closed modal), so such a hook answers as
 * before rather than failing; the session hooks never add it.
 */
export function useAppKitCore(): AppKitCore {
  return withModal(useSessionCore())
}
