import { useEffect, useState } from 'react'

export type BundledIcons = typeof import('./bundled-icons.js')

/**
 * The package's own marks, from their lazy chunk: undefined on the first render of the first image,
 * then the module (a cached import resolves on the next tick).
 */
export function useBundledIcons(): BundledIcons | undefined {
  const [icons, setIcons] = useState<BundledIcons>()
  useEffect(() => {
    let live = true
    void import('./bundled-icons.js').then((module) => {
      if (live) setIcons(module)
    })
    return () => {
      live = false
    }
  }, [])
  return icons
}
