/**
 * Where the on-ramp is not offered (spec §9: a list of Asia/China-region zones); the IANA names of
 * mainland China and its legacy aliases.
 */
export const RESTRICTED_TIME_ZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
]

/** The visitor's time zone, as the browser reports it; undefined where it cannot say. */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/** Whether the on-ramp is withheld in this time zone. */
export function isRestrictedTimeZone(timeZone: string | undefined = visitorTimeZone()): boolean {
  return timeZone !== undefined && RESTRICTED_TIME_ZONES.includes(timeZone)
}
