import type { CaipNetworkId } from '@appkit/common'

/**
 * The fields of a sign-in-with-X message (spec §3, CAIP-122): who signs in (`accountAddress` on
 * `chainId`, a CAIP-2 id), to what (`domain`, `uri`), with a one-time `nonce` from whoever verifies.
 * Times are ISO 8601 strings.
 */
export interface SiwxMessageData {
  accountAddress: string
  chainId: CaipNetworkId
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string
  resources?: string[]
  requestId?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
}

/** A message ready to sign: its fields and the text the wallet is asked to sign. */
export interface SiwxMessage extends SiwxMessageData {
  /** The text to sign: EIP-4361 for eip155, the namespace's CAIP-122 form otherwise. */
  toString(): string
}

/** A CAIP-74 object capability: the signed message's fields and its signature, portable. */
export interface Cacao {
  h: { t: 'caip122' }
  p: {
    domain: string
    /** `did:pkh:{chainId}:{address}` */
    iss: string
    aud: string
    version: string
    nonce: string
    iat: string
    nbf?: string
    exp?: string
    statement?: string
    requestId?: string
    resources?: string[]
  }
  s: { t: string; s: string }
}

/** A sign-in that went through (spec §3): the message, what was signed, and its signature. */
export interface SiwxSession {
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: Cacao
}

/**
 * The dapp's sign-in (the `siwx` option of createAppKit). The modal asks for a message, has the
 * wallet sign it, and hands the session over; where sessions are verified and kept (local storage,
 * the dapp's backend) is the implementation's business.
 */
export interface SiwxConfig {
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessage>
  /** Verifies and keeps the session; rejects when the signature does not hold. */
  addSession(session: SiwxSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: SiwxSession[]): Promise<void>
  /** The live sessions of an address on a network (expired ones are not returned). */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Whether a visitor must sign in to stay connected (spec §4); default false. */
  getRequired?(): boolean
  /**
   * Email capture (spec §4's DataCapture, with `features.emailCapture`): mails a one-time code to
   * `email`. Only a sign-in that can check an address implements it; without it the modal goes
   * straight to the signature.
   */
  requestEmailCode?(email: string): Promise<void>
  /** Checks the code of the last requestEmailCode; the address then goes with the next session added. */
  verifyEmailCode?(code: string): Promise<void>
}
