import { siwxSessionSchema } from '../storage/session-schema.js'
import { firstIssue } from './first-issue.js'

/**
 * Why `value` is not a session that parseSiwxSession takes, as `field: problem`; undefined when it
 * is one. For a sign-in server's 400 answer, which should say what to fix.
 */
export function siwxSessionIssue(value: unknown): string | undefined {
  const result = siwxSessionSchema.safeParse(value)
  return result.success ? undefined : firstIssue(result.error.issues)
}
