/** Rows of label and value, printed as a two-column table (the figures the README quotes). */
export function formatTable(title: string, rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(...rows.map(([label]) => label.length), 'figure'.length)
  const valueWidth = Math.max(...rows.map(([, value]) => value.length), 'value'.length)
  const line = (label: string, value: string) => `| ${label.padEnd(width)} | ${value.padStart(valueWidth)} |`
  return [
    title,
    line('figure', 'value'),
    `| ${'-'.repeat(width)} | ${'-'.repeat(valueWidth - 1)}: |`,
    ...rows.map(([label, value]) => line(label, value)),
  ].join('\n')
}

/** Milliseconds with one decimal: sub-millisecond latencies stay visible. */
export const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(1)} ms`)

export const count = (value: number) => Math.round(value).toLocaleString('en-US')

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** A small duration in microseconds, e.g. CPU time per message. */
export const micros = (milliseconds: number) => `${Math.round(milliseconds * 1000)} µs`
