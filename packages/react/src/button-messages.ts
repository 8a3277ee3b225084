/**
 * The strings the buttons show: on the page from its first paint, so apart from the rest of the
 * catalogue (`messages`), which loads with the modal. A language gives both.
 */
export const buttonMessages = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  accountButtonLabel: (address: string) => `Account ${address}`,
  /** An amount and its symbol, e.g. "1.234 ETH". */
  amount: (value: string, symbol: string) => `${value} ${symbol}`,
  networkButtonLabel: (name: string) => `Network: ${name}`,
  selectNetwork: 'Select network',
  unknownNetwork: 'Unknown network',
} as const
