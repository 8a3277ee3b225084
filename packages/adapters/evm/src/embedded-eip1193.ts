/** What a dapp (and the EVM adapter) talks to for the embedded wallet: EIP-1193's request. */
export interface EmbeddedEip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): void
  removeListener(event: string, listener: (...args: unknown[]) => void): void
}

/**
 * The embedded wallet's EVM side as an EIP-1193 provider: every request goes to the secure frame,
 * which answers reads and asks the user on its own screen before it signs. It raises no events:
 * its account and chain change only when the dapp asks.
 */
export function embeddedEip1193(
  request: (args: { method: string; params?: unknown }) => Promise<unknown>,
): EmbeddedEip1193Provider {
  return {
    request: ({ method, params }) => request({ method, params }),
    on: () => undefined,
    removeListener: () => undefined,
  }
}
