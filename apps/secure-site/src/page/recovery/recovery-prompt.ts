/**
 * Asks the person for the recovery code this site's server mailed them (a new device has no share
 * of its own). The screen is this site's, inside its frame: the dapp never sees the code.
 */
export interface RecoveryPrompt {
  open(email: string): RecoveryPromptSession
}

export interface RecoveryPromptSession {
  /**
   * The code the person typed; `error` says why the last one was refused. Rejects with
   * UserRejectedRequestError when they cancel.
   */
  code(error?: string): Promise<string>
  close(): void
}
