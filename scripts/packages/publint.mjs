// publint over the packed tarball: every message counts, suggestions included, because a
// suggestion today (a missing field, a condition in the wrong place) is a consumer's bug tomorrow.
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'

/**
 * `dir` is the unpacked tarball: every file in it is published, so publint must not pack again
 * (`pack: false`), and it sees the manifest with workspace ranges already replaced.
 * Returns the findings as readable lines; empty when publint has nothing to say.
 */
export async function runPublint(dir) {
  const { messages, pkg: manifest } = await publint({
    pkgDir: dir,
    pack: false,
    level: 'suggestion',
    strict: true,
  })
  return messages.map((m) => `publint ${m.type}: ${formatMessage(m, manifest, { color: false }) ?? m.code}`)
}
