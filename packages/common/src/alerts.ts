/** A user-facing alert of spec §8: a short message for the UI and a longer one for the developer. */
export interface Alert<C extends string = string> {
  code: C
  displayMessage: string
  debugMessage: string
}

/**
 * The APKT catalogue (spec §8). APKT0xx are errors, APKTW0xx warnings. Display messages are the
 * spec's words; debug messages say what to check, and are ours.
 */
export const ALERTS = {
  APKT001: {
    code: 'APKT001',
    displayMessage: 'Network Not Found',
    debugMessage:
      'The requested network is not among the networks passed to createAppKit. Add it to `networks`.',
  },
  APKT002: {
    code: 'APKT002',
    displayMessage: 'Invalid App Configuration',
    debugMessage:
      "This page's origin is not on the project's allowed origins. Add it in the project settings.",
  },
  APKT003: {
    code: 'APKT003',
    displayMessage: 'Network Error: Wallet Load Failed',
    debugMessage: 'The wallet list could not be loaded. Check the connection and the wallet explorer URL.',
  },
  APKT004: {
    code: 'APKT004',
    displayMessage: 'Wallet Request Timeout',
    debugMessage: 'The wallet did not answer in time. Check that it is open and unlocked, then try again.',
  },
  APKT005: {
    code: 'APKT005',
    displayMessage: 'Unverified Domain',
    debugMessage: 'This domain is not verified for the project. Verify it in the project settings.',
  },
  APKT006: {
    code: 'APKT006',
    displayMessage: 'Session Expired',
    debugMessage: 'The session has expired. Connect the wallet again.',
  },
  APKT007: {
    code: 'APKT007',
    displayMessage: 'Invalid Project ID',
    debugMessage: 'The project id was not accepted. Check the `projectId` passed to createAppKit.',
  },
  APKT008: {
    code: 'APKT008',
    displayMessage: 'Project ID Missing',
    debugMessage: 'No `projectId` was passed to createAppKit. Remote features need one.',
  },
  APKT009: {
    code: 'APKT009',
    displayMessage: 'Server Error',
    debugMessage: 'The remote configuration could not be fetched; the default features are used instead.',
  },
  APKT010: {
    code: 'APKT010',
    displayMessage: 'Rate Limited',
    debugMessage: 'The configuration service rejected the request for being too frequent. Try again later.',
  },
  APKTW001: {
    code: 'APKTW001',
    displayMessage: 'Inactive Namespace Not Connected',
    debugMessage: 'The request targets a namespace with no connected account. Connect a wallet for it first.',
  },
  APKTW002: {
    code: 'APKTW002',
    displayMessage: 'Invalid Email Address',
    debugMessage: 'Please enter a valid email address.',
  },
} as const satisfies Record<string, Alert>

export type AlertCode = keyof typeof ALERTS
