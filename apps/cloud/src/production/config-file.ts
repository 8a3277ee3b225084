import { readFile } from 'node:fs/promises'
import { z } from 'zod'

/** A setting's value in the file: what the variable would hold, or a list for the comma-separated ones. */
const fileSchema = z.record(
  z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'setting names are written as their variables, e.g. DATABASE_URL'),
  z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
)

/** CLOUD_CONFIG_FILE could not be read or is not a JSON object of settings. */
export class ConfigFileError extends Error {
  override name = 'ConfigFileError'
}

/**
 * The settings of CLOUD_CONFIG_FILE: a JSON object with the variables' names, e.g.
 * `{ "SERVICES": ["api", "relay"], "CLOUD_PORT": 8787 }`, as the strings the variables would hold.
 */
export async function readConfigFile(path: string): Promise<Record<string, string>> {
  let json: unknown
  try {
    json = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    throw new ConfigFileError(
      `CLOUD_CONFIG_FILE ${path}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const parsed = fileSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : ''
    // A bad key's own message (how names are written) is inside the record's generic one.
    const message = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message
    throw new ConfigFileError(`CLOUD_CONFIG_FILE ${path}${where}: ${message}`)
  }
  return Object.fromEntries(
    Object.entries(parsed.data).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(',') : String(value),
    ]),
  )
}
