/**
 * Reads the source text of one member of a JSON object, without parsing it into a JS value.
 *
 * WalletConnect request ids are integers above 2^53; JSON.parse would round them to the nearest
 * double, and a reply with a rounded id never reaches its caller. Echoing the id's own text keeps
 * it exact whatever its form (number, string or null).
 */

const WHITESPACE = new Set([' ', '\t', '\n', '\r'])

/**
 * The source text of `key` in the top-level object of `json`, or undefined when it is absent.
 * `json` must already be known to be valid JSON (JSON.parse accepted it); a repeated key gives
 * the last value, as JSON.parse does.
 */
export function readTopLevelMember(json: string, key: string): string | undefined {
  let i = skipWhitespace(json, 0)
  if (json[i] !== '{') return undefined
  i = skipWhitespace(json, i + 1)
  let found: string | undefined
  while (i < json.length && json[i] !== '}') {
    const keyEnd = skipString(json, i)
    const name: unknown = JSON.parse(json.slice(i, keyEnd))
    const valueStart = skipWhitespace(json, skipWhitespace(json, keyEnd) + 1)
    const valueEnd = skipValue(json, valueStart)
    if (name === key) found = json.slice(valueStart, valueEnd)
    i = skipWhitespace(json, valueEnd)
    if (json[i] === ',') i = skipWhitespace(json, i + 1)
  }
  return found
}

function skipWhitespace(text: string, from: number): number {
  let i = from
  while (i < text.length && WHITESPACE.has(text[i]!)) i++
  return i
}

/**
 * `from` is at the opening quote; returns the index just past the closing one. Jumps from quote
 * to quote (a published message is kilobytes of one string): a quote is the closing one unless an
 * odd number of backslashes stands before it.
 */
function skipString(text: string, from: number): number {
  let quote = text.indexOf('"', from + 1)
  while (quote !== -1) {
    let backslashes = 0
    while (text[quote - 1 - backslashes] === '\\') backslashes++
    if (backslashes % 2 === 0) return quote + 1
    quote = text.indexOf('"', quote + 1)
  }
  return text.length + 1
}

function skipValue(text: string, from: number): number {
  const first = text[from]
  if (first === '"') return skipString(text, from)
  if (first === '{' || first === '[') return skipContainer(text, from)
  let i = from
  while (i < text.length && !WHITESPACE.has(text[i]!) && !',}]'.includes(text[i]!)) i++
  return i
}

function skipContainer(text: string, from: number): number {
  let depth = 0
  let i = from
  while (i < text.length) {
    const char = text[i]!
    if (char === '"') {
      i = skipString(text, i)
      continue
    }
    if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') depth--
    i++
    if (depth === 0) return i
  }
  return i
}
