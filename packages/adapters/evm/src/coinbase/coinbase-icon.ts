/** Our own small mark for Coinbase Wallet (no remote image): a blue tile with a white ring. */
export const COINBASE_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%230052FF'/%3E%3Ccircle cx='16' cy='16' r='10' fill='%23fff'/%3E%3Crect x='12.5' y='12.5' width='7' height='7' rx='1.5' fill='%230052FF'/%3E%3C/svg%3E"
