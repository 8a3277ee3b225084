/**
 * The Bitcoin test wallet's keys, on regtest. Fixed so addresses are the same on every machine;
 * the test beside this file derives every address and key from `privateKey` again.
 *
 * Each key has two accounts, as Bitcoin wallets show them: `payment` (P2WPKH, bcrt1q…, the
 * compressed public key) and `ordinals` (P2TR key-path, bcrt1p…, the BIP-86 tweak of the x-only
 * `publicKey`, which is what a PSBT's tapInternalKey names). One key for both keeps the fixtures
 * small; real wallets derive them on separate paths, which changes nothing a dapp sees.
 *
 * `nestedPayment` is the same key's nested SegWit address (P2SH-P2WPKH, 2… on regtest), which
 * Xverse and other wallets pay from: the wallet's payment account with `paymentType:
 * 'p2sh-p2wpkh'`. A PSBT input spending it carries `redeemScript` (`0014` and the key's hash160).
 */
export const BITCOIN_TEST_ACCOUNTS = [
  {
    privateKey: 'a8e00a3b5635514db0ea9c80d1ac3c890ab819f495010107015ba247b7bec820',
    wif: 'cTEyP1VZkeBh4aPSTn5SMC5ZYGpE86XaDqnd7Ynes7BsPJuxxR56',
    payment: {
      address: 'bcrt1qq2wgn2xtwqng5w0gujmjl7h9u7a44fe2585mxy',
      publicKey: '0363497916fcb648b0d41c5f34af1c7e7185e72a7096851fbde33d1899e34e3114',
    },
    nestedPayment: {
      address: '2NBdmiKhXsMgUix5NDBgbHYzHk6pFTvuVTy',
      redeemScript: '0014029c89a8cb70268a39e8e4b72ffae5e7bb5aa72a',
    },
    ordinals: {
      address: 'bcrt1pef5v3n3p00hcpwn4z36gjq2xdxedmr69lwvun2rst9zp4pgefjvsqamjlk',
      publicKey: '63497916fcb648b0d41c5f34af1c7e7185e72a7096851fbde33d1899e34e3114',
    },
  },
  {
    privateKey: 'be168626e38369851f3089cf8e46e6d81a482b54003982fdf4f0e7d6662e1c67',
    wif: 'cTxD1SFgjZnQb8FL6yzLikK1CXdKcAKzHhfnRsM4KDgNdvK667bM',
    payment: {
      address: 'bcrt1qzfphqg5j3huqztfyjp5z7k0r8j8f5qagkrn9kx',
      publicKey: '0287861dcd8a7d63cd1e4f85357a05afda6a5208c5b58c76e183a8c84958978877',
    },
    nestedPayment: {
      address: '2MvXMeebz2qLXDGvqBQAdhCc6Sb4XqZNGw8',
      redeemScript: '001412437022928df8012d2490682f59e33c8e9a03a8',
    },
    ordinals: {
      address: 'bcrt1pnvv5hjhk63x5vmeu0w4p3pz5vr05gjj3hhxs6cpmt40p9g4tp9fqcv537s',
      publicKey: '87861dcd8a7d63cd1e4f85357a05afda6a5208c5b58c76e183a8c84958978877',
    },
  },
  {
    privateKey: '8fe17427c33a956bf1db8429afc79b0a4fd41b458d3a8300f875e69d5a489e0e',
    wif: 'cSQPPiETxJwofEiZS5A2v5ALVXeHimnoWoEScAGt9DQdeeNCnaWW',
    payment: {
      address: 'bcrt1qyupm7tufljv8vxsqsss8qx4qwece63f2pkq5lt',
      publicKey: '03f1393ed69e688eda0c466f955e2054cb20bda80a48d4b655748470fb9b1566e4',
    },
    nestedPayment: {
      address: '2MzDJNsFznQNW9hAzsCwjdDiwUW7g11X3WT',
      redeemScript: '00142703bf2f89fc98761a008420701aa076719d452a',
    },
    ordinals: {
      address: 'bcrt1pkz92n0y236aqm934qxljug62hva9h2ql846dtrjge94fn7sthh9s9tmzvs',
      publicKey: 'f1393ed69e688eda0c466f955e2054cb20bda80a48d4b655748470fb9b1566e4',
    },
  },
] as const

/** Regtest's CAIP-2 id: `bip122:` and the first 32 hex digits of its genesis block hash. */
export const BITCOIN_LAB_CHAIN_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const
