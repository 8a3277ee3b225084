/** Our own small mark for Safe (no remote image): a dark tile with a green ring. */
export const SAFE_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23121312'/%3E%3Ccircle cx='16' cy='16' r='8' fill='none' stroke='%2312FF80' stroke-width='4'/%3E%3C/svg%3E"
