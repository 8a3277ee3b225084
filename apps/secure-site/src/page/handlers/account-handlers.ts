import type { FrameHandlers, FrameUser } from '@appkit/frame/endpoint'
import { parseChain } from '../chain-ids.js'
import { SmartAccountUnavailableError } from '../errors.js'
import type { StoredSession } from '../storage/session-store.js'
import type { WalletAddresses } from '../wallet/wallet-secret.js'
import type { FrameContext } from './frame-context.js'
import { switchChain } from './frame-state.js'
import { requireWallet } from './session-access.js'
import { signInAtLogin } from './sign-in-at-login.js'

type AccountHandlers = Pick<
  FrameHandlers,
  | 'GET_USER'
  | 'GET_CHAIN_ID'
  | 'SWITCH_NETWORK'
  | 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'
  | 'INIT_SMART_ACCOUNT'
  | 'SET_PREFERRED_ACCOUNT'
>

/** The account on the active chain's namespace: the EVM address, or the Solana one on solana:… */
function addressOn(chainId: number | string, addresses: WalletAddresses): string {
  return parseChain(chainId)?.namespace === 'solana' ? addresses.solanaAddress : addresses.evmAddress
}

/**
 * Spec §3's User. The shared schema has one `address` per user, so the Solana address is the User's
 * address when the frame is on a Solana chain (GET_USER with a solana:… chainId). Who logged in
 * (the social provider and name, or the Farcaster account) comes from the stored session, so the
 * dapp shows it again after a reload without keeping it itself.
 */
export function frameUser(
  session: StoredSession,
  addresses: WalletAddresses,
  chainId: number | string,
): FrameUser {
  const address = addressOn(chainId, addresses)
  return {
    email: session.email ?? null,
    ...(session.social ? { userName: session.social.userName, socialProvider: session.social.provider } : {}),
    ...(session.farcaster ? { userName: session.farcaster.userName, farcaster: session.farcaster } : {}),
    address,
    chainId,
    accounts: [{ address, type: 'eoa' }],
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  }
}

/** The account and the network: an EOA on EVM and Solana; smart accounts are not offered here. */
export function accountHandlers(ctx: FrameContext): AccountHandlers {
  return {
    async GET_USER({ chainId, siwxMessage }, { signal }) {
      const { session, addresses } = await requireWallet(ctx)
      if (chainId !== undefined) switchChain(ctx.state, chainId)
      const user = frameUser(session, addresses, ctx.state.chainId)
      if (!siwxMessage) return user
      return { ...user, siwxMessage, ...(await signInAtLogin(ctx, session, addresses, siwxMessage, signal)) }
    },
    GET_CHAIN_ID: () => ({ chainId: ctx.state.chainId }),
    SWITCH_NETWORK({ chainId }) {
      switchChain(ctx.state, chainId)
      return { chainId }
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    INIT_SMART_ACCOUNT() {
      throw new SmartAccountUnavailableError()
    },
    async SET_PREFERRED_ACCOUNT({ type }) {
      if (type !== 'eoa') throw new SmartAccountUnavailableError()
      const { addresses } = await requireWallet(ctx)
      return { type, address: addressOn(ctx.state.chainId, addresses) }
    },
  }
}
