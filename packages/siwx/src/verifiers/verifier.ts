import type { SiwxSession } from '@appkit/controllers'

/**
 * Checks the sessions of one CAIP-2 namespace (evmVerifier, solanaVerifier and bitcoinVerifier
 * are this package's). A namespace this package does not verify (polkadot, cosmos, …) gets one
 * by implementing it and passing it to createSiwx's `verifiers`.
 *
 * `verify` resolves to true only if the signature is the account's over `session.message`, the
 * message is exactly the text of `session.data` and the session is within its validity times
 * (checkSiwxSession does the last two). It resolves to false for anything a user or an attacker
 * could have got wrong, and rejects only when it cannot tell (e.g. the chain could not be reached).
 */
export interface SiwxVerifier {
  /** The CAIP-2 namespace this verifier serves: `eip155`, `solana`, `bip122`, … */
  namespace: string
  verify(session: SiwxSession): Promise<boolean>
  /**
   * The CAIP-74 signature type of a verified session (`eip191`, `eip1271`, `solana:ed25519`, …),
   * written into the Cacao that createSiwx keeps with it. Optional: toCacao's default is used
   * without it.
   */
  signatureType?(session: SiwxSession): Promise<string>
}
