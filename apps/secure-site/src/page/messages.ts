// Every string the secure site shows a person (DESIGN.md: one catalogue, English first). Errors
// carry their own fixed messages (errors.ts); this is the approval screen's wording.

export const MESSAGES = {
  dialogTitle: 'Approve request',
  approve: 'Approve',
  reject: 'Reject',
  /** Under a disarmed Approve (approval/approve-arming.ts). */
  approveNotArmed: 'Approve unlocks once this window has been in view and active for a moment.',
  unknownApp: 'An app',
  /** "<app> (<verified origin>) asks you to:" */
  asks: (app: string) => `${app} asks you to:`,
  verifiedOrigin: 'Request from',
  actions: {
    signMessage: 'Sign a message',
    signTypedData: 'Sign typed data',
    sendTransaction: 'Send a transaction',
    signTransaction: 'Sign a transaction',
    tokenTransfer: 'Send tokens',
    tokenApprove: 'Allow an address to spend your tokens',
  },
  fields: {
    account: 'Account',
    network: 'Network',
    message: 'Message',
    to: 'To',
    value: 'Value',
    data: 'Data',
    contract: 'Contract creation',
    domain: 'Domain',
    primaryType: 'Type',
    transaction: 'Transaction',
    bytes: (count: number) => `${count} bytes`,
    maxFee: 'Max network fee',
    token: 'Token',
    recipient: 'Recipient',
    amount: 'Amount',
    spender: 'Spender',
    allowance: 'Allowance',
    unlimited: 'UNLIMITED',
    instruction: 'Instruction',
    feePayer: 'Fee payer',
  },
  /** What a Solana transaction's instructions do (rpc/solana-transaction-summary.ts). */
  solana: {
    solTransfer: (amount: string, from: string, to: string) =>
      `Transfer ${amount} SOL\nfrom ${from}\nto ${to}`,
    tokenTransfer: (amount: string, mint: string, from: string, to: string, authority: string) =>
      `Token transfer of ${amount}${mint ? ` (mint ${mint})` : ''}\nfrom token account ${from}\nto token account ${to}\nsigned by ${authority}`,
    tokenApprove: (amount: string, mint: string, source: string, delegate: string) =>
      `Allow ${delegate} to spend ${amount}${mint ? ` (mint ${mint})` : ''}\nfrom token account ${source}`,
    program: (program: string, accounts: number, bytes: number) =>
      `Program ${program} (${accounts} accounts, ${bytes} bytes of data)`,
    rawUnits: (amount: bigint) => `${amount} (smallest units)`,
    lookupAccount: (index: number) => `(account #${index} from a lookup table)`,
  },
  /** The recovery code screen (recovery/recovery-code-screen.ts): a new device restoring the wallet. */
  recovery: {
    title: 'Recover your wallet',
    sent: (email: string) =>
      `This device has no key of your wallet yet. We sent an 8-digit code to ${email}.`,
    label: 'Recovery code',
    submit: 'Recover wallet',
    cancel: 'Cancel',
    format: 'Enter the 8 digits from the mail.',
  },
  /** The passkey screens (passkey/passkey-screen.ts): the click WebAuthn needs, inside this frame. */
  passkey: {
    add: {
      title: 'Add a passkey',
      text: 'Log in with your passkey next time, on any device that has it. Your wallet’s recovery will need the passkey: keep it safe.',
      button: 'Create a passkey',
    },
    login: {
      title: 'Log in with a passkey',
      text: 'Use the passkey you added to this wallet.',
      button: 'Log in with a passkey',
    },
    cancel: 'Cancel',
    failed: 'The passkey was not used. Try again, or cancel.',
  },
} as const
