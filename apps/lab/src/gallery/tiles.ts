import { EMPTY, FAILING, type GalleryData, LOADING, LONG, MANY, PENDING, SOME } from './gallery-data.js'

/** The modal's views a tile opens on (those of spec §2 the gallery can reach without a wallet's prompt). */
export type TileView =
  | 'Connect'
  | 'AllWallets'
  | 'Account'
  | 'Networks'
  | 'Send'
  | 'Receive'
  | 'Activity'
  | 'TransactionDetails'
  | 'ProfileWallets'

/** One view in one state: the gallery shows it in both themes, side by side. */
export interface Tile {
  id: string
  view: TileView
  state: string
  data: GalleryData
  /** Connected before the view opens (the account views need it). */
  connected: boolean
  /** The networks carry names as long as real ones get. */
  longNetworkNames?: boolean
  /** Email and social login on, with the embedded wallet (spec §9's default socials). */
  socials?: boolean
  /** The wallet explorer answers nothing but errors: Connect's APKT003 banner (spec §8). */
  failingExplorer?: boolean
  /**
   * Reached as a person reaches the view: `view` opened first, then its first `row` (a test id)
   * clicked, for a view that shows what its row holds.
   */
  from?: { view: TileView; row: string }
}

const tile = (view: TileView, state: string, data: GalleryData, extra: Partial<Tile> = {}): Tile => ({
  id: `${view}-${state}`.toLowerCase().replaceAll(' ', '-'),
  view,
  state,
  data,
  connected: !['Connect', 'AllWallets'].includes(view),
  ...extra,
})

export const TILES: readonly Tile[] = [
  tile('Connect', 'wallets', SOME),
  tile('Connect', 'long names', LONG),
  tile('Connect', 'socials', SOME, { socials: true }),
  tile('Connect', 'error', SOME, { failingExplorer: true }),
  tile('AllWallets', 'catalogue', SOME),
  tile('Account', 'tokens', SOME),
  tile('Account', 'many tokens', MANY),
  tile('Account', 'empty', EMPTY),
  tile('Account', 'loading', LOADING),
  tile('Account', 'error', FAILING),
  tile('Account', 'long names', LONG),
  tile('Networks', 'connected', SOME),
  tile('Networks', 'long names', SOME, { longNetworkNames: true }),
  tile('Send', 'form', SOME),
  tile('Receive', 'address', LONG),
  tile('Activity', 'transactions', MANY),
  tile('Activity', 'empty', EMPTY),
  tile('Activity', 'loading', LOADING),
  tile('Activity', 'error', FAILING),
  tile('TransactionDetails', 'sent', SOME, { from: { view: 'Activity', row: 'activity-row' } }),
  tile('TransactionDetails', 'pending', PENDING, { from: { view: 'Activity', row: 'activity-row' } }),
  tile('ProfileWallets', 'one wallet', LONG),
]

export function tileById(id: string | null): Tile | undefined {
  return TILES.find((candidate) => candidate.id === id)
}
