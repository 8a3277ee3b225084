// Timings of the secure site's defences, in one place so tests and the README name the same values.

/**
 * How long the approval dialog must have been visible, with the page focused, before Approve takes
 * a click: long enough that a dapp cannot flash the frame into view under a click it provoked, short
 * enough that a person reading the request never waits for it.
 */
export const APPROVE_ARM_DELAY_MS = 750

/** IntersectionObserver v2's `delay` (the browser's minimum is 100 ms) for visibility tracking. */
export const VISIBILITY_TRACKING_DELAY_MS = 100

/**
 * The silent sign-in (spec §5: the SIWX message signed with no prompt right after email login) is
 * allowed once, within this long after the login; later sign-ins show the approval screen.
 */
export const SILENT_SIGN_IN_WINDOW_MS = 15_000

/**
 * How long a social login started here (GET_SOCIAL_REDIRECT_URI) waits for its CONNECT_SOCIAL:
 * the server's state lives as long. Older results are refused as not started here.
 */
export const SOCIAL_LOGIN_LIFETIME_MS = 10 * 60 * 1000

/** Social logins pending at once; the oldest is dropped (a person clicks a few providers at most). */
export const MAX_PENDING_SOCIAL_LOGINS = 8
