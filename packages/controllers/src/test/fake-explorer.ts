import type { ExplorerWallet, GetWalletsParams } from '../types/explorer.js'

export const catalogue: ExplorerWallet[] = Array.from({ length: 95 }, (_, i) => ({
  id: `w${i}`,
  name: i === 3 ? 'Installed One' : `Wallet ${i}`,
  rdns: i === 3 ? 'io.installed' : null,
  image_id: `img${i}`,
  chains: ['eip155:1'],
}))

/** An explorer over a fixed catalogue that records what it was asked. */
export function fakeExplorer() {
  const calls: GetWalletsParams[] = []
  return {
    calls,
    source: {
      async getWallets(params: GetWalletsParams, options?: { signal?: AbortSignal }) {
        calls.push(params)
        await new Promise((r) => setTimeout(r, 1))
        if (options?.signal?.aborted) throw new Error('aborted')
        let list = catalogue
        if (params.include) list = list.filter((w) => params.include!.includes(w.id))
        if (params.exclude) list = list.filter((w) => !params.exclude!.includes(w.id))
        if (params.rdns) list = list.filter((w) => w.rdns != null && params.rdns!.includes(w.rdns))
        if (params.search)
          list = list.filter((w) => w.name.toLowerCase().includes(params.search!.toLowerCase()))
        const start = (params.page - 1) * params.entries
        return { count: list.length, data: list.slice(start, start + params.entries) }
      },
      walletImageUrl: (id: string) => `http://127.0.0.1/img/${id}`,
    },
  }
}

/** An explorer that answers 503 until `recover()`: a failure, then a retry that works. */
export function failingExplorer() {
  const explorer = fakeExplorer()
  let failing = true
  const { getWallets } = explorer.source
  explorer.source.getWallets = async (params, options) => {
    if (failing) throw new Error('HTTP status code: 503')
    return getWallets(params, options)
  }
  const recover = () => {
    failing = false
  }
  return { ...explorer, recover }
}
