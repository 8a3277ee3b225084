/** The part of a zod issue that says where and what. */
interface Issue {
  path: readonly PropertyKey[]
  message: string
}

/** `field.path: problem` of the first issue (`body: …` for the whole value): enough to fix a request. */
export function firstIssue(issues: readonly Issue[]): string {
  const issue = issues[0]
  if (issue === undefined) return 'body: invalid'
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body'
  return `${field}: ${issue.message}`
}
