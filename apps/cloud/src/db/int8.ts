/**
 * How both engines read bigint (int8) columns: a number when it is exact, a bigint past 2^53.
 * pg would give strings and PGlite numbers; one rule makes rows identical on either engine.
 */
export function parseInt8(text: string): number | bigint {
  const value = Number(text)
  return Number.isSafeInteger(value) ? value : BigInt(text)
}

/** PostgreSQL's type id of int8. */
export const INT8_OID = 20
