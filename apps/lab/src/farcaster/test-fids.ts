/**
 * The cloud's test Farcaster accounts (apps/cloud/src/services/farcaster/test-fids.ts): their fids,
 * names, and the HD path of each custody key from anvil's dev mnemonic, which this page signs with.
 */
export const FARCASTER_TEST_ACCOUNTS = [
  { fid: 20001, username: 'alice.lab', path: "m/44'/60'/0'/0/100" },
  { fid: 20002, username: 'bob.lab', path: "m/44'/60'/0'/0/101" },
  { fid: 20003, username: 'carol.lab', path: "m/44'/60'/0'/0/102" },
] as const

export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'
