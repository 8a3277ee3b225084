import type { z } from 'zod'

const MAX_ISSUES = 5

/**
 * One line per failed check, e.g. `data[3].name: Invalid input: expected string, received number`,
 * so an error's `details` tells a developer which field of which entry the server got wrong.
 * Capped, because a wrong shape usually fails on every entry of a page.
 */
export function summarizeIssues(error: z.ZodError): string {
  const lines = error.issues
    .slice(0, MAX_ISSUES)
    .map((issue) => `${formatPath(issue.path)}: ${issue.message}`)
  const more = error.issues.length - MAX_ISSUES
  if (more > 0) lines.push(`… and ${more} more`)
  return lines.join('\n')
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)'
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`
      const name = String(key)
      return index === 0 ? name : `.${name}`
    })
    .join('')
}
