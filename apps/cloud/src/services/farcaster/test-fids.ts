import type { Address } from 'viem'

/** A Farcaster account of the cloud's registry: what the ID registry and the profile hub would say. */
export interface FarcasterUser {
  fid: number
  /** The address that owns the fid; only its signature completes a channel for it. */
  custody: Address
  username: string
  displayName: string
  bio: string
  pfpUrl: string
}

/**
 * The HD path of a test fid's custody key, from anvil's dev mnemonic ("test test … junk"): address
 * indexes from 100 on, far from the funded dev accounts (0–9) so no test's balance moves. The keys
 * are public by design: the lab page signs with them, as a Farcaster app would with its user's key.
 */
export const TEST_FID_MNEMONIC = 'test test test test test test test test test test test junk'
export const testFidPath = (index: number) => `m/44'/60'/0'/0/${100 + index}` as const

/** The registry of test fids, in path order (custody-keys.test.ts derives each address again). */
export const TEST_FIDS: readonly FarcasterUser[] = [
  {
    fid: 20001,
    custody: '0x8C3229EC621644789d7F61FAa82c6d0E5F97d43D',
    username: 'alice.lab',
    displayName: 'Alice (lab)',
    bio: 'Test account of the AppKit lab',
    pfpUrl:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%238a63d2"/%3E%3C/svg%3E',
  },
  {
    fid: 20002,
    custody: '0x9586A4833970847aef259aD5BFB7aa8901DDf746',
    username: 'bob.lab',
    displayName: 'Bob (lab)',
    bio: 'Test account of the AppKit lab',
    pfpUrl:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%2332a852"/%3E%3C/svg%3E',
  },
  {
    fid: 20003,
    custody: '0x0e9971c0005D91336c1441b8F03c1C4fe5FB4584',
    username: 'carol.lab',
    displayName: 'Carol (lab)',
    bio: 'Test account of the AppKit lab',
    pfpUrl:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%23d2633a"/%3E%3C/svg%3E',
  },
]

/** Looks a fid up in a registry; undefined for a fid it does not hold. */
export function findFid(registry: readonly FarcasterUser[], fid: number): FarcasterUser | undefined {
  return registry.find((user) => user.fid === fid)
}
