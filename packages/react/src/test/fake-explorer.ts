import type { ExplorerSource, ExplorerWallet, GetWalletsParams } from '@appkit/controllers/modal'

// Test-only: a wallet explorer over a fixed list, answering as the real one pages and searches.
// No images, so happy-dom never tries to load one.

export const explorerWallets: ExplorerWallet[] = Array.from({ length: 30 }, (_, i) => ({
  id: `w${i}`,
  name: i === 0 ? 'Rainbow' : i === 1 ? 'Trust Wallet' : `Wallet ${i}`,
  image_id: null,
  chains: ['eip155:1'],
  badge_type: i === 1 ? 'certified' : null,
}))

export function fakeExplorer(wallets: ExplorerWallet[] = explorerWallets) {
  const calls: GetWalletsParams[] = []
  const source: ExplorerSource = {
    async getWallets(params) {
      calls.push(params)
      let list = wallets
      if (params.include) list = list.filter((w) => params.include!.includes(w.id))
      if (params.exclude) list = list.filter((w) => !params.exclude!.includes(w.id))
      if (params.rdns) list = list.filter((w) => w.rdns != null && params.rdns!.includes(w.rdns))
      if (params.search) {
        const term = params.search.toLowerCase()
        list = list.filter((w) => w.name.toLowerCase().includes(term))
      }
      const start = (params.page - 1) * params.entries
      return { count: list.length, data: list.slice(start, start + params.entries) }
    },
    walletImageUrl: (id) => `data:,${id}`,
  }
  return { calls, explorer: async () => source }
}
