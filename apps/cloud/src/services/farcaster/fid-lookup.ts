import { type FarcasterUser, findFid } from './test-fids.js'

/**
 * Who owns a fid: the account a sign-in for it is checked against, or undefined for a fid with no
 * owner. The dev cloud answers from its test fids; production from the ID registry on chain
 * (on-chain-fids.ts).
 */
export type FidLookup = (fid: number) => Promise<FarcasterUser | undefined>

/** A lookup over a fixed list (the dev cloud's test fids). */
export function listedFids(users: readonly FarcasterUser[]): FidLookup {
  return async (fid) => findFid(users, fid)
}
