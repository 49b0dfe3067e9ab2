/** The stand-ins' pages: plain, accessible HTML; every value from a request is escaped. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A whole page. `body` must already be escaped HTML. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#0f1b2d;background:#f5f7fa}
main{max-width:60rem;margin:0 auto;padding:2rem 1rem}
.banner{background:#07294c;color:#fff;padding:.75rem 1rem;font-size:.875rem}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{border:1px solid #cbd5e1;padding:.5rem;text-align:left;vertical-align:top}
a{color:#094a8c}
label{display:block;font-weight:600;margin-top:1rem}
input{font:inherit;padding:.5rem;min-width:16rem}
button{font:inherit;margin-top:1rem;padding:.5rem 1.25rem;background:#0b5cad;color:#fff;border:0;border-radius:999px}
</style>
</head>
<body>
<p class="banner">Stand-in for an outside system: part of the Tidewire development set-up.</p>
<main>
${body}
</main>
</body>
</html>`;
}
