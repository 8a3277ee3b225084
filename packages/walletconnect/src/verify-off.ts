/**
 * Turns WalletConnect's verify off for one client. Core has no option for it (only its test-run
 * switch, `process.env.IS_VITEST`), so the two methods that reach the verify server are replaced on
 * the instance: `register` (a hidden iframe to verify.walletconnect.org before every proposal and
 * request, in browsers) and `resolve` (fetches attestations and the server's key, on requests a wallet
 * sends the dapp). Both then answer as Core does in its test runs: no attestation, origin unknown.
 */
export function turnVerifyOff(verify: { register: unknown; resolve: unknown }): void {
  verify.register = async () => undefined
  verify.resolve = async () => undefined
}
