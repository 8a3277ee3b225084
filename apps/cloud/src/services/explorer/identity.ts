/**
 * Spec §7: every call carries projectId, st (SDK type) and sv (SDK version). The local explorer
 * checks they are there (not what they say), so a client that forgets one fails here as it would
 * against a hosted explorer. Returns the error message, or undefined when all three are present.
 */
export function missingIdentity(params: URLSearchParams): string | undefined {
  if (isBlank(params.get('projectId'))) return 'Project ID Missing'
  if (isBlank(params.get('st'))) return 'SDK Type Missing'
  if (isBlank(params.get('sv'))) return 'SDK Version Missing'
  return undefined
}

function isBlank(value: string | null): boolean {
  return value === null || value.trim() === ''
}
