/**
 * The strings the buttons show: on the page from its first paint, so apart from the rest of the
 * catalogue (`messages`), which loads with the modal. A language gives both.
 */
export const buttonMessages = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  /** The account button's name: "Account", then what it shows (WCAG 2.5.3, the label in the name). */
  accountButtonLabel: (name: string, balance?: string, more?: string) =>
    (balance === undefined ? `Account ${name}` : `Account ${balance}, ${name}`) +
    (more === undefined ? '' : `, ${more} connected`),
  /** The other wallets connected besides the one the account button shows, e.g. "+2". */
  moreWallets: (count: number) => `+${count}`,
  /** An amount and its symbol, e.g. "1.234 ETH". */
  amount: (value: string, symbol: string) => `${value} ${symbol}`,
  networkButtonLabel: (name: string) => `Network: ${name}`,
  selectNetwork: 'Select network',
  unknownNetwork: 'Unknown network',
} as const
