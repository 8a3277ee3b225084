import { proxy } from 'valtio/vanilla'
import type { EmailConnectAction, EmailUpdateAction } from '../types/embedded-wallet.js'

/** Where the email login (or an email change) stands, for the views that walk the user through it. */
export interface EmailLoginState {
  /** The address a code was last asked for. */
  email?: string
  /** What the embedded wallet asked for next. */
  action?: EmailConnectAction
  /** The address an email change goes to, and its step. */
  update?: { email: string; action: EmailUpdateAction }
}

export function createEmailLoginState(): EmailLoginState {
  return proxy<EmailLoginState>({})
}
