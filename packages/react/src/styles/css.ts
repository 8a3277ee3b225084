/**
 * The CSS every piece of the UI needs (buttons included), scoped to our shadow roots.
 * `:host { all: initial }` stops the page's inherited styles at the boundary; colours are variables
 * so light, dark and the dapp's accent are one attribute or property away. The modal's own rules
 * are in modal-css.ts and load with the modal.
 */
export const CSS = /* css */ `
:host { all: initial; }
.apk-root {
  /* White on the accent is 5.3:1 (4.7:1 under the hover's brightness), WCAG AA for text. */
  --apk-accent: #2f62e0;
  /* The accent as text (links) on the background: the accent itself on light. */
  --apk-accent-text: var(--apk-accent);
  --apk-color-mix: transparent;
  --apk-color-mix-strength: 0%;
  --apk-font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  --apk-font-size: 10px;
  --apk-radius: 4px;
  --apk-z-index: 999;
  --apk-bg: #ffffff;
  --apk-surface: #f3f4f6;
  --apk-surface-hover: #e7e9ee;
  --apk-fg: #14161a;
  --apk-fg-muted: #5d6470;
  --apk-border: #e1e3e8;
  /* Text colours, each at least 4.5:1 on the background and the surface, and on its own tint. */
  --apk-error: #b42336;
  --apk-success: #157a3c;
  --apk-warning: #8a5a00;
  --apk-on-accent: #ffffff;
  --apk-shadow: 0 12px 40px rgb(0 0 0 / 0.18);
  color-scheme: light;
  font-family: var(--apk-font-family);
  font-size: calc(var(--apk-font-size) * 1.4);
  line-height: 1.4;
  color: var(--apk-fg);
  -webkit-font-smoothing: antialiased;
}
.apk-root[data-theme='dark'] {
  --apk-bg: #17191d;
  --apk-surface: #23262b;
  --apk-surface-hover: #2d3137;
  --apk-fg: #f1f2f4;
  --apk-fg-muted: #9aa1ab;
  --apk-border: #31353b;
  --apk-error: #ff7081;
  --apk-success: #34c173;
  --apk-warning: #e0a43a;
  --apk-accent-text: color-mix(in srgb, var(--apk-accent) 55%, #ffffff);
  --apk-shadow: 0 12px 40px rgb(0 0 0 / 0.5);
  color-scheme: dark;
}
.apk-root * { box-sizing: border-box; }
button { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--apk-accent); outline-offset: 2px; }

.apk-button {
  display: inline-flex; align-items: center; gap: 8px; height: 40px; padding: 0 14px;
  border: 1px solid transparent; border-radius: calc(var(--apk-radius) * 4); cursor: pointer;
  background: color-mix(in srgb, var(--apk-accent), var(--apk-color-mix) var(--apk-color-mix-strength));
  color: var(--apk-on-accent); font-weight: 600; white-space: nowrap;
}
.apk-button:hover { filter: brightness(1.08); }
.apk-button:disabled { opacity: 0.6; cursor: default; }
.apk-button.secondary { background: var(--apk-surface); color: var(--apk-fg); border-color: var(--apk-border); }
.apk-button.secondary:hover { background: var(--apk-surface-hover); filter: none; }
.apk-button.wide { width: 100%; justify-content: center; }
.apk-placeholder { display: grid; place-items: center; background: var(--apk-border); color: var(--apk-fg-muted); font-weight: 700; }
/* The initial stands in for an image: drawn, not text, so it is not read into the button's label. */
.apk-placeholder::before { content: attr(data-initial); }
.apk-button img, .apk-button .apk-placeholder { width: 20px; height: 20px; border-radius: 50%; }
.apk-avatar { width: 24px; height: 24px; border-radius: 50%; flex: none; }
.apk-count { font-size: 0.8em; padding: 1px 6px; border-radius: 999px; background: var(--apk-bg); color: var(--apk-fg-muted); }
.apk-avatar.large { width: 64px; height: 64px; }

`
