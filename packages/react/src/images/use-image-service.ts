import { type ExplorerSource, explorer, loadedExplorer } from '@appkit/controllers/modal'
import { useEffect, useState } from 'react'
import { useAppKitCore } from '../context.js'

/**
 * The dapp's image service (its explorer's image endpoints, spec §7), loading its client if no
 * wallet list did yet; undefined while it loads, when the dapp configured none, or when it failed
 * to load, and then the modal draws with its bundled marks.
 */
export function useImageService(): ExplorerSource | undefined {
  const core = useAppKitCore()
  const [service, setService] = useState(() => loadedExplorer(core))
  useEffect(() => {
    if (service) return
    let live = true
    explorer(core)?.then(
      (loaded) => {
        if (live) setService(loaded)
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [core, service])
  return service
}
