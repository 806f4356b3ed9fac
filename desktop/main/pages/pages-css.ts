/**
 * Stylesheet of the setup and offline pages. A TS string rather than a .css?raw import: vitest
 * empties CSS imports, and the tests must serve exactly what the app serves.
 */
export const PAGES_CSS = `
:root {
  color-scheme: light dark;
  --bg: #f4f7f6;
  --card: #ffffff;
  --text: #17211f;
  --muted: #55625f;
  --accent: #0f766e;
  --accent-text: #ffffff;
  --border: #cfd9d6;
  --error: #b42318;
  --ok: #067647;
  font-family: 'Noto Sans Arabic', 'Segoe UI', Tahoma, system-ui, sans-serif;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0f1716;
    --card: #17211f;
    --text: #e7efed;
    --muted: #a5b3b0;
    --accent: #2dd4bf;
    --accent-text: #062b28;
    --border: #2c3a37;
    --error: #fda29b;
    --ok: #75e0a7;
  }
}
* {
  box-sizing: border-box;
}
body {
  margin: 0;
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: var(--bg);
  color: var(--text);
  line-height: 1.7;
  padding: 24px;
}
.card {
  width: min(520px, 100%);
  background: var(--card);
  border: 1px solid var(--border);
  border-radius: 16px;
  padding: 32px;
  box-shadow: 0 10px 30px rgb(0 0 0 / 8%);
}
.logo {
  width: 64px;
  height: 64px;
  display: block;
  margin-block-end: 12px;
}
h1 {
  font-size: 1.4rem;
  margin-block: 0 8px;
}
p {
  margin-block: 0 16px;
  color: var(--muted);
}
label {
  display: block;
  font-weight: 600;
  margin-block-end: 6px;
}
input {
  width: 100%;
  font: inherit;
  padding: 10px 12px;
  border: 1px solid var(--border);
  border-radius: 10px;
  background: transparent;
  color: var(--text);
  text-align: start;
}
input:focus-visible,
button:focus-visible,
a:focus-visible {
  outline: 3px solid var(--accent);
  outline-offset: 2px;
}
.server {
  direction: ltr;
  text-align: end;
  font-family: ui-monospace, monospace;
  color: var(--text);
  overflow-wrap: anywhere;
}
.consent {
  display: flex;
  gap: 8px;
  align-items: start;
  font-weight: 400;
  margin-block: 12px;
}
.consent input {
  width: auto;
  margin-block-start: 4px;
}
.status {
  min-height: 1.7em;
  margin-block: 12px;
}
.status[data-kind='error'] {
  color: var(--error);
}
.status[data-kind='ok'] {
  color: var(--ok);
}
.actions {
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
}
button,
.button {
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border-radius: 10px;
  padding: 10px 18px;
  border: 1px solid var(--accent);
  background: var(--accent);
  color: var(--accent-text);
  text-decoration: none;
}
button.secondary,
.button.secondary {
  background: transparent;
  color: var(--accent);
}
button:disabled {
  opacity: 0.6;
  cursor: progress;
}
.version {
  margin-block: 20px 0;
  font-size: 0.85rem;
}
.spinner {
  display: inline-block;
  inline-size: 1em;
  block-size: 1em;
  border: 2px solid var(--border);
  border-block-start-color: var(--accent);
  border-radius: 50%;
  vertical-align: -0.15em;
  animation: spin 0.8s linear infinite;
}
@keyframes spin {
  to {
    transform: rotate(360deg);
  }
}
@media (prefers-reduced-motion: reduce) {
  .spinner {
    animation: none;
  }
}
[hidden] {
  display: none !important;
}
`;
