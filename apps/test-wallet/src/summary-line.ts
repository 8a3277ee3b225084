/** One line of what a request asks, as the approval panel shows it. */
export interface SummaryLine {
  label: string
  value: string
}
