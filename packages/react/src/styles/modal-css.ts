/** The modal's rules: loaded with the modal's code, not with the page's first paint. */
export const MODAL_CSS = /* css */ `
dialog.apk-dialog {
  border: 0; padding: 0; margin: auto; max-width: min(360px, calc(100vw - 24px)); width: 100%;
  max-height: min(600px, calc(100vh - 24px)); background: transparent; color: inherit; overflow: visible;
}
dialog.apk-dialog::backdrop { background: rgb(0 0 0 / 0.35); }
/* warm-layout.ts: laid out for one forced layout, never painted. */
dialog.apk-dialog.apk-warming:not([open]) { display: block; position: fixed; inset: 0; visibility: hidden; }
.apk-card {
  background: var(--apk-bg); border: 1px solid var(--apk-border); border-radius: calc(var(--apk-radius) * 8);
  box-shadow: var(--apk-shadow); display: flex; flex-direction: column; max-height: inherit; overflow: hidden;
}
.apk-card.shake { animation: apk-shake 0.5s; }
@keyframes apk-shake { 20%, 60% { transform: translateX(-6px); } 40%, 80% { transform: translateX(6px); } }
.apk-header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; padding: 12px 12px 4px; }
.apk-header h2 { margin: 0; font-size: 1.15em; font-weight: 600; text-align: center; }
.apk-icon-button {
  width: 36px; height: 36px; display: grid; place-items: center; border: 0; background: transparent;
  border-radius: calc(var(--apk-radius) * 3); cursor: pointer; color: var(--apk-fg-muted);
}
.apk-icon-button:hover { background: var(--apk-surface); color: var(--apk-fg); }
.apk-body { padding: 8px 16px 16px; overflow-y: auto; transition: height 0.2s ease; }
/* A thin scrollbar in the theme's colours, not the platform's grey slab beside the rows. */
.apk-body, .apk-virtual { scrollbar-width: thin; scrollbar-color: var(--apk-border) transparent; }
.apk-body::-webkit-scrollbar, .apk-virtual::-webkit-scrollbar { width: 8px; }
.apk-body::-webkit-scrollbar-thumb, .apk-virtual::-webkit-scrollbar-thumb { background: var(--apk-border); border-radius: 999px; }
.apk-body::-webkit-scrollbar-track, .apk-virtual::-webkit-scrollbar-track { background: transparent; }
/* Growing or shrinking between views (animated-height.ts): no scrollbar for the animation's time. */
.apk-body[data-resizing] { overflow-y: hidden; }
.apk-content { display: flex; flex-direction: column; gap: 8px; }
.apk-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.apk-item {
  width: 100%; display: flex; align-items: center; gap: 12px; padding: 8px 10px; text-align: left;
  background: var(--apk-surface); border: 1px solid transparent; border-radius: calc(var(--apk-radius) * 4);
  cursor: pointer;
}
.apk-item:hover { background: var(--apk-surface-hover); }
.apk-item[aria-current='true'] { border-color: var(--apk-accent); }
.apk-item img, .apk-item .apk-placeholder { width: 36px; height: 36px; border-radius: calc(var(--apk-radius) * 3); flex: none; }
.apk-item .apk-name { flex: 1; font-weight: 600; }
/* Networks and tokens are round, wallets rounded squares, as in the wallets' own stores. */
.apk-round { display: contents; }
.apk-mark { background: hsl(var(--apk-mark-hue) 52% 42%); color: #fff; font-size: 0.9em; letter-spacing: 0.02em; }
.apk-get-wallet { text-align: center; font-size: 0.9em; padding-top: 4px; }
.apk-text-button { background: none; border: 0; padding: 0; cursor: pointer; font: inherit; }
.apk-networks { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; justify-content: center; }
.apk-networks li { display: inline-flex; align-items: center; gap: 6px; }
.apk-networks li.apk-tag img, .apk-networks li.apk-tag .apk-placeholder { width: 20px; height: 20px; border-radius: 6px; font-size: 8px; }
.apk-tag { font-size: 0.8em; padding: 2px 8px; border-radius: 999px; background: var(--apk-bg); color: var(--apk-fg-muted); }
.apk-center { display: flex; flex-direction: column; align-items: center; gap: 10px; text-align: center; padding: 8px 0; }
.apk-center img, .apk-center .apk-placeholder { width: 72px; height: 72px; border-radius: calc(var(--apk-radius) * 5); }
.apk-center .apk-placeholder { font-size: 1.8em; }
/* A row keeps its list's icon size inside a centred view (the account's tokens). */
.apk-center .apk-item img, .apk-center .apk-item .apk-placeholder { width: 36px; height: 36px; border-radius: calc(var(--apk-radius) * 3); font-size: 0.9em; }
.apk-item .apk-round img, .apk-item .apk-round .apk-placeholder { border-radius: 50%; }
.apk-held .apk-name { min-width: 0; display: flex; flex-direction: column; }
.apk-held .apk-button { flex: none; white-space: nowrap; }
.apk-held .apk-status { color: var(--apk-fg); font-weight: 600; }
.apk-line { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.apk-muted { color: var(--apk-fg-muted); margin: 0; }
.apk-detail { display: block; font-weight: 400; font-size: 0.85em; }
.apk-title { font-size: 1.2em; font-weight: 700; margin: 0; }
.apk-balance { font-size: 1.05em; color: var(--apk-fg-muted); margin: 0; }
.apk-spinner { width: 20px; height: 20px; border: 2px solid var(--apk-border); border-top-color: var(--apk-accent); border-radius: 50%; animation: apk-spin 0.8s linear infinite; }
@keyframes apk-spin { to { transform: rotate(360deg); } }
.apk-snack {
  position: fixed; left: 50%; bottom: 24px; transform: translateX(-50%); z-index: calc(var(--apk-z-index) + 1);
  display: flex; align-items: center; gap: 8px; padding: 8px 14px; border-radius: 999px; background: var(--apk-bg);
  border: 1px solid var(--apk-border); box-shadow: var(--apk-shadow); font-weight: 600;
}
.apk-snack[data-variant='error'] { color: var(--apk-error); }
.apk-snack[data-variant='success'] { color: var(--apk-success); }
.apk-alert {
  display: flex; align-items: center; justify-content: space-between; gap: 8px; margin: 0 16px;
  padding: 6px 6px 6px 12px; border-radius: calc(var(--apk-radius) * 3); font-weight: 600;
  background: color-mix(in srgb, var(--apk-error) 12%, var(--apk-bg)); color: var(--apk-error);
}
.apk-alert > span { flex: 1; }
.apk-alert-action { height: 28px; padding: 0 10px; font-size: 0.85em; }
.apk-alert[data-variant='warning'] { background: color-mix(in srgb, var(--apk-warning) 14%, var(--apk-bg)); color: var(--apk-warning); }
.apk-item .apk-button { height: 32px; padding: 0 10px; font-size: 0.9em; }
.apk-search {
  width: 100%; height: 40px; padding: 0 12px; margin-bottom: 4px; font: inherit; color: var(--apk-fg);
  background: var(--apk-surface); border: 1px solid var(--apk-border); border-radius: calc(var(--apk-radius) * 3);
}
.apk-virtual li { padding-bottom: 6px; }
.apk-virtual .apk-item { height: 50px; }
.apk-qr { width: 100%; max-width: 280px; aspect-ratio: 1; background: #fff; border-radius: calc(var(--apk-radius) * 4); padding: 12px; position: relative; }
.apk-qr svg { width: 100%; height: 100%; display: block; }
.apk-qr img, .apk-qr .apk-placeholder { position: absolute; left: 50%; top: 50%; width: 56px; height: 56px; transform: translate(-50%, -50%); border-radius: 14px; border: 4px solid #fff; background: #fff; }
.apk-row { display: flex; gap: 8px; width: 100%; }
.apk-row > * { flex: 1; justify-content: center; }
.apk-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.apk-link { color: var(--apk-accent-text); font-weight: 600; text-decoration: none; }
.apk-link:hover { text-decoration: underline; }
.apk-tokens { width: 100%; display: flex; flex-direction: column; gap: 8px; }
.apk-token { cursor: default; }
.apk-value { text-align: right; font-weight: 600; }
.apk-facts { width: 100%; margin: 0; display: flex; flex-direction: column; gap: 6px; text-align: left; }
.apk-fact { display: flex; justify-content: space-between; gap: 12px; padding: 10px 12px; background: var(--apk-surface); border-radius: calc(var(--apk-radius) * 4); }
.apk-fact dt { color: var(--apk-fg-muted); }
.apk-fact dd { margin: 0; font-weight: 600; text-align: right; min-width: 0; overflow-wrap: anywhere; }
.apk-form { display: flex; flex-direction: column; gap: 8px; }
.apk-socials { display: flex; flex-direction: column; gap: 8px; }
.apk-social-wide { justify-content: center; font-weight: 600; }
.apk-social-wide .apk-name { flex: none; }
.apk-social-row { list-style: none; margin: 0; padding: 0; display: flex; gap: 8px; }
.apk-social-row > li { flex: 1; min-width: 0; }
.apk-social-icon { justify-content: center; height: 48px; padding: 0; color: var(--apk-fg-muted); }
.apk-social-wide img, .apk-social-wide .apk-placeholder, .apk-social-icon img, .apk-social-icon .apk-placeholder { width: 28px; height: 28px; border-radius: calc(var(--apk-radius) * 2); }
.apk-separator { display: flex; align-items: center; gap: 10px; margin: 2px 0; color: var(--apk-fg-muted); font-size: 0.9em; }
.apk-separator::before, .apk-separator::after { content: ''; flex: 1; border-top: 1px solid var(--apk-border); }
.apk-label { font-weight: 600; font-size: 0.9em; }
.apk-field { display: flex; gap: 8px; }
.apk-input::placeholder, .apk-search::placeholder { color: var(--apk-fg-muted); opacity: 1; }
/* One input style, 40 px tall wherever it sits: a column form must not shrink it to its text. */
.apk-input {
  flex: none; width: 100%; height: 40px; padding: 0 12px; font: inherit; color: var(--apk-fg);
  background: var(--apk-surface); border: 1px solid var(--apk-border); border-radius: calc(var(--apk-radius) * 3);
}
.apk-field > .apk-input { flex: 1; min-width: 0; }
/* A field's fixed tail (the name's suffix) sits on the input's text line, not at the field's top. */
.apk-suffix { align-self: center; }
/* The swap's side toggle: a small round button between the two amounts. */
.apk-flip {
  align-self: center; width: 32px; height: 32px; display: grid; place-items: center; padding: 0; font: inherit;
  font-size: 1.1em; color: var(--apk-fg); background: var(--apk-surface); border: 1px solid var(--apk-border);
  border-radius: 50%; cursor: pointer;
}
.apk-flip:hover:not(:disabled) { background: var(--apk-surface-hover); }
.apk-flip:disabled { opacity: 0.5; cursor: default; }
.apk-input:focus-visible { outline-offset: 0; border-color: var(--apk-accent); }
.apk-otp { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); gap: 8px; }
.apk-otp-box { padding: 0; text-align: center; font-size: 1.25em; font-weight: 600; font-variant-numeric: tabular-nums; }
/* A line that holds its place while empty: errors and hints come and go without moving the form. */
.apk-status-line { min-height: 1.4em; }
/* A button that cannot act now (an incomplete form, a send under way) looks it, and stays focusable. */
.apk-button[aria-disabled='true'] { opacity: 0.6; cursor: default; filter: none; }
.apk-receiver { display: flex; align-items: center; gap: 6px; min-height: 24px; }
.apk-error { color: var(--apk-error); margin: 0; font-weight: 600; }
.apk-address { font-family: ui-monospace, monospace; word-break: break-all; margin: 0; }
img.apk-avatar { object-fit: cover; }
@media (prefers-reduced-motion: reduce) { .apk-card.shake, .apk-spinner { animation: none; } .apk-body { transition: none; } }
`
