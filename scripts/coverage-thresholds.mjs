// The coverage floor of each package: its line and branch figures may not drop below the ones in
// coverage-thresholds.json (one file for every package, so a change to a floor is one visible diff).
// Only Node built-ins: run.mjs imports this before anything is installed.
import { readFileSync } from 'node:fs'

export const METRICS = ['lines', 'branches']

/** The thresholds file: `{ "packages/common": { "lines": 100, "branches": 99 }, … }`. */
export function readThresholds(path) {
  const parsed = JSON.parse(readFileSync(path, 'utf8'))
  return Object.fromEntries(Object.entries(parsed).filter(([name]) => !name.startsWith('$')))
}

/**
 * What falls short, one sentence each: a metric below its floor, or a package with a floor that
 * wrote no coverage (its tests stopped writing it). `measured` maps a package to vitest's totals.
 */
export function coverageFailures(measured, thresholds) {
  const failures = []
  for (const [name, floor] of Object.entries(thresholds)) {
    const totals = measured[name]
    if (!totals) {
      failures.push(`${name}: no coverage summary was written (threshold set in coverage-thresholds.json)`)
      continue
    }
    for (const metric of METRICS) {
      const min = floor[metric]
      if (min === undefined) continue
      const pct = totals[metric].pct
      if (pct < min)
        failures.push(`${name}: ${metric} ${pct.toFixed(2)} % is below the threshold of ${min} %`)
    }
  }
  return failures
}

/** Packages that measure coverage but have no floor yet: shown, so one gets added. */
export function unguarded(measured, thresholds) {
  return Object.keys(measured).filter((name) => !(name in thresholds))
}
