export interface CoinbaseOptions {
  /**
   * Which Coinbase wallets may answer (spec §9: 'all' by default): the extension or the mobile
   * app ('eoaOnly'), the Smart Wallet ('smartWalletOnly'), or whichever the user has.
   */
  preference?: 'all' | 'smartWalletOnly' | 'eoaOnly'
  /** The Smart Wallet's popup, when there is no extension: `https://keys.coinbase.com/connect` by default. */
  keysUrl?: string
  /** Telemetry of the SDK versions that have one: off unless the dapp turns it on. */
  telemetry?: boolean
}
