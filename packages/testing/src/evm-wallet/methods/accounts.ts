import type { MethodHandler, WalletContext } from '../context.js'

/** EIP-2255 permission for eth_accounts, the one permission this wallet grants. */
function permissions(ctx: WalletContext) {
  return [
    {
      parentCapability: 'eth_accounts',
      invoker: globalThis.location?.origin ?? 'unknown',
      caveats: [{ type: 'restrictReturnedAccounts', value: [ctx.account.address] }],
    },
  ]
}

/** Authorizes the dapp; tells it about the account only when that is news. */
export function authorize(ctx: WalletContext): void {
  if (ctx.state.setAuthorized(true)) ctx.events.emit('accountsChanged', [ctx.account.address])
}

export function deauthorize(ctx: WalletContext): void {
  if (ctx.state.setAuthorized(false)) ctx.events.emit('accountsChanged', [])
}

export const accountMethods: Record<string, MethodHandler> = {
  // Never prompts: dapps call it on load to find out whether they are already connected.
  eth_accounts: async (ctx) => (ctx.state.isAuthorized() ? [ctx.account.address] : []),

  async eth_requestAccounts(ctx, params) {
    if (!ctx.state.isAuthorized()) {
      await ctx.approvals.ask('eth_requestAccounts', params)
      authorize(ctx)
    }
    return [ctx.account.address]
  },

  // Asks every time, even when authorized: that is how dapps make a wallet show its account picker.
  async wallet_requestPermissions(ctx, params) {
    await ctx.approvals.ask('wallet_requestPermissions', params)
    authorize(ctx)
    return permissions(ctx)
  },

  wallet_getPermissions: async (ctx) => (ctx.state.isAuthorized() ? permissions(ctx) : []),

  async wallet_revokePermissions(ctx) {
    deauthorize(ctx)
    return null
  },
}
