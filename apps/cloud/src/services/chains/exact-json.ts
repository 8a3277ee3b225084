/** An integer literal: JSON.parse would round one beyond 2^53 to the nearest double. */
const NUMBER = /-?\d+(\.\d+)?([eE][+-]?\d+)?/y

/**
 * JSON.parse, except that an integer too large for a JavaScript number comes back as its exact
 * decimal text (a lamport balance above 2^53, a u64 anywhere). Safe integers and fractions stay
 * numbers, so answers that never hold such values read as before.
 */
export function parseExactJson(text: string): unknown {
  let exact = ''
  let copied = 0
  let at = 0
  while (at < text.length) {
    const char = text[at]!
    if (char === '"') {
      at = stringEnd(text, at)
      continue
    }
    if (char !== '-' && (char < '0' || char > '9')) {
      at++
      continue
    }
    NUMBER.lastIndex = at
    const literal = NUMBER.exec(text)?.[0]
    if (literal === undefined) {
      at++
      continue
    }
    const integer = !/[.eE]/.test(literal)
    if (integer && !Number.isSafeInteger(Number(literal))) {
      exact += `${text.slice(copied, at)}"${literal}"`
      copied = at + literal.length
    }
    at += literal.length
  }
  return JSON.parse(exact + text.slice(copied))
}

/** Where the string starting at `start` (its opening quote) ends: past its closing quote. */
function stringEnd(text: string, start: number): number {
  let at = start + 1
  while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1
  return at + 1
}
