import type { SiwxMessage } from '@appkit/frame/endpoint'
import { SignInMessageRefusedError } from '../errors.js'
import { MESSAGES } from '../messages.js'
import type { StoredSession } from '../storage/session-store.js'
import type { WalletAddresses } from '../wallet/wallet-secret.js'
import type { FrameContext } from './frame-context.js'

/**
 * Spec §5's sign-in with the embedded wallet: the dapp asks, with GET_USER right after login, for
 * its EIP-4361 message to be signed, and no approval screen is shown. That is safe only for what
 * the user just logged in to do, so the message must name this dapp (its first line the host of the
 * origin that embeds the frame, its URI on that origin) and this wallet's EVM account; anything else
 * is refused and the dapp can still ask through personal_sign, which the user approves.
 *
 * And only at the login moment: once, within SILENT_SIGN_IN_WINDOW_MS of it. Otherwise a dapp's
 * script could ask GET_USER for a fresh sign-in whenever it likes (a session the user never
 * chose), so any later one shows the normal approval screen first.
 */
export async function signInAtLogin(
  ctx: FrameContext,
  session: StoredSession,
  addresses: WalletAddresses,
  message: SiwxMessage,
  signal: AbortSignal,
): Promise<{ signature: string; message: string }> {
  // Spent by the first sign-in request, whatever comes of it.
  const silentUntil = ctx.state.silentSignInUntil
  ctx.state.silentSignInUntil = undefined
  const text = message.serializedMessage
  const refuse = (details: string) => new SignInMessageRefusedError({ details })
  if (text === undefined) throw refuse('The message has no text')
  const [first, address] = text.split('\n')
  const host = new URL(ctx.parentOrigin).host
  if (first !== `${host} wants you to sign in with your Ethereum account:`) {
    throw refuse(`The message is not for ${host}`)
  }
  const account = addresses.evmAddress.toLowerCase()
  if (address?.toLowerCase() !== account || message.accountAddress.toLowerCase() !== account) {
    throw refuse('The message names another account')
  }
  if (!message.chainId.startsWith('eip155:')) throw refuse('The message is not for an EVM chain')
  if (!sameOrigin(message.uri, ctx.parentOrigin) || !text.includes(`\nURI: ${message.uri}\n`)) {
    throw refuse(`The message's URI is not on ${ctx.parentOrigin}`)
  }
  if (silentUntil === undefined || Date.now() > silentUntil) {
    await ctx.gate.ask(
      {
        method: 'personal_sign',
        action: MESSAGES.actions.signMessage,
        fields: [
          { label: MESSAGES.fields.account, value: addresses.evmAddress },
          { label: MESSAGES.fields.message, value: text },
        ],
      },
      signal,
    )
  }
  // Key cryptography (viem) loads with the first signature, never with the page (static-graph.test.ts).
  const [{ signPersonalMessage }, { evmKeyOf }] = await Promise.all([
    import('../signing/evm-signing.js'),
    import('../wallet/wallet-secret.js'),
  ])
  const signature = await ctx.wallet.withSecret(session, (secret) =>
    signPersonalMessage(evmKeyOf(secret), text),
  )
  return { signature, message: text }
}

function sameOrigin(uri: string, origin: string): boolean {
  try {
    return new URL(uri).origin === origin
  } catch {
    return false
  }
}
