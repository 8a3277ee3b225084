import { AppKitNotCreatedError } from '@appkit/common'
import type { AppKitCore } from '@appkit/controllers'
import { createContext, type ReactNode, useContext } from 'react'

const AppKitContext = createContext<AppKitCore | undefined>(undefined)

/**
 * The instance a dapp's components read when none is given by a provider: the last one
 * createAppKit made. The one piece of module state in the UI, and only a pointer: every state
 * lives in the instance. A page with two instances wraps each part in its own AppKitProvider.
 */
let defaultCore: AppKitCore | undefined

export function setDefaultAppKitCore(core: AppKitCore | undefined): void {
  defaultCore = core
}

export function getDefaultAppKitCore(): AppKitCore | undefined {
  return defaultCore
}

/** Gives the components and hooks below it this instance instead of the default one. */
export function AppKitProvider({ core, children }: { core: AppKitCore; children?: ReactNode }) {
  return <AppKitContext.Provider value={core}>{children}</AppKitContext.Provider>
}

/** The instance of the nearest AppKitProvider, else the default one. */
export function useAppKitCore(): AppKitCore {
  const core = useContext(AppKitContext) ?? defaultCore
  if (!core) throw new AppKitNotCreatedError()
  return core
}
