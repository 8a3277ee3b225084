import { nameOfAddress } from '@appkit/controllers/modal'
import { useEffect, useState } from 'react'
import { useAppKitCore } from '../context.js'

/** The name an address goes by (looked up once per address, the API caching it), else undefined. */
export function useAddressName(address: string | undefined): string | undefined {
  const core = useAppKitCore()
  const [found, setFound] = useState<{ address: string; name?: string }>()
  useEffect(() => {
    if (!address) return
    let current = true
    void nameOfAddress(core, address).then((name) => current && setFound({ address, name }))
    return () => {
      current = false
    }
  }, [core, address])
  return found && found.address === address ? found.name : undefined
}
