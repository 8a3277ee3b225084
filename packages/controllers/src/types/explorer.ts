/** A wallet of the explorer's list (spec §3); shape-compatible with @appkit/blockchain-api. */
export interface ExplorerWallet {
  id: string
  name: string
  image_id?: string | null
  rdns?: string | null
  chains: readonly string[]
  homepage?: string | null
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  badge_type?: string | null
}

export interface GetWalletsParams {
  page: number
  entries: number
  search?: string
  include?: string[]
  exclude?: string[]
  chains?: string[]
  /** Exact reverse-domain names: only the wallets that announce one of them. */
  rdns?: string[]
}

/**
 * Where wallet lists come from. The core depends on this shape, not on a client library, so the
 * explorer client (and its zod schemas) loads only when the modal first lists wallets.
 */
export interface ExplorerSource {
  getWallets(
    params: GetWalletsParams,
    options?: { signal?: AbortSignal },
  ): Promise<{ count: number; data: ExplorerWallet[] }>
  walletImageUrl(imageId: string): string
  /** Spec §7's other image endpoints, by id: the modal draws networks, tokens and currencies with them. */
  assetImageUrl?(id: string): string
  tokenImageUrl?(id: string): string
  currencyImageUrl?(id: string): string
}
