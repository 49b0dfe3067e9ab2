import type { CoverageAnswer } from "./coverage";

/** Text for HTML: the place a visitor typed is never markup. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!,
  );
}

// A drawn outline of Australia (x = 9 px per degree east of 112°E, y = 9 px per degree
// south of 10°S), a 4G band over the south-east, and 5G around the capital cities.
const MAINLAND =
  "M14.4 112.5 L18.9 147.6 L27 175.5 L27.9 212.4 L35.1 224.1 L53.1 225.9 L81 214.2 L104.4 215.1 L126 200.7 L153 194.4 L172.8 193.5 L199.8 203.4 L215.1 223.2 L231.3 207.9 L234.9 224.1 L249.3 245.7 L261 252.9 L284.4 259.2 L297 254.7 L308.7 261.9 L324 250.2 L342.9 242.1 L347.4 225 L353.7 214.2 L364.5 201.6 L374.4 167.4 L369.9 144 L367.2 137.7 L349.2 120.6 L333.9 99.9 L308.7 81 L300.6 57.6 L299.7 44.1 L286.2 37.8 L274.5 6.3 L266.4 26.1 L266.4 50.4 L259.2 66.6 L244.8 65.7 L231.3 54 L215.1 45 L215.1 29.7 L223.2 19.8 L185.4 13.5 L171 19.8 L163.8 27.9 L158.4 44.1 L142.2 38.7 L126.9 36.9 L117 49.5 L103.5 63 L91.8 73.8 L81.9 86.4 L61.2 92.7 L42.3 95.4 L23.4 106.2 Z";
const TASMANIA = "M293.4 276.3 L326.7 278.1 L326.7 289.8 L316.8 299.7 L306 302.4 L298.8 289.8 Z";
const BAND_4G =
  "M372.6 135 L374.4 167.4 L364.5 201.6 L353.7 214.2 L347.4 225 L342.9 242.1 L324 250.2 L308.7 261.9 L284.4 259.2 L261 252.9 L249.3 245.7 L234.9 224.1 L230.4 211.5 L243 212.4 L265.5 221.4 L292.5 232.2 L319.5 226.8 L334.8 207 L344.7 184.5 L356.4 157.5 L355.5 137.7 Z";
const CITIES: [string, number, number][] = [
  ["Sydney", 352.8, 215.1],
  ["Melbourne", 297, 250.2],
  ["Brisbane", 369, 157.5],
  ["Perth", 35.1, 198],
  ["Adelaide", 239.4, 224.1],
  ["Hobart", 317.7, 296.1],
  ["Darwin", 169.2, 22.5],
  ["Canberra", 333.9, 227.7],
];

const STYLE = `
  :root { color: #0f1b2d; font-family: "Segoe UI", system-ui, sans-serif; }
  body { margin: 0; background: #fff; }
  main { padding: 16px; max-width: 720px; margin: 0 auto; }
  h1 { font-size: 1.25rem; margin: 0 0 12px; color: #07294c; }
  form { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; }
  label { display: block; font-weight: 600; width: 100%; }
  input { flex: 1 1 200px; min-height: 44px; padding: 0 12px; border: 1px solid #64748b; border-radius: 6px; font: inherit; }
  button { min-height: 44px; padding: 0 20px; border: 0; border-radius: 22px; background: #0b5cad; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  :focus-visible { outline: 3px solid #0a7066; outline-offset: 2px; }
  .result { margin: 12px 0; min-height: 1.5em; font-weight: 600; }
  svg { display: block; width: 100%; height: auto; }
  .legend { display: flex; flex-wrap: wrap; gap: 16px; padding: 0; margin: 8px 0; list-style: none; }
  .swatch { display: inline-block; width: 14px; height: 14px; margin-right: 6px; vertical-align: -2px; border: 1px solid #475569; }
  .note { color: #4a5568; font-size: 0.875rem; }
`;

/** The whole stand-in page: no script, no outside resource, one GET form. */
export function coverageMapPage(answer: CoverageAnswer | null): string {
  const place = answer ? escapeHtml(answer.place) : "";
  const result = answer
    ? `Coverage at ${place}: ${escapeHtml(answer.summary)}.`
    : "Enter a street, suburb or postcode to see the coverage there.";
  const cities = CITIES.map(
    ([, x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="#0b5cad" fill-opacity="0.85"/>`,
  ).join("");
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mobile coverage map</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Mobile coverage map</h1>
<form method="get" role="search">
<label for="place">Street, suburb or postcode</label>
<input id="place" name="place" value="${place}" maxlength="100" autocomplete="off" required>
<button type="submit">Show coverage</button>
</form>
<p class="result" role="status">${result}</p>
<svg viewBox="0 0 390 310" role="img" aria-labelledby="map-title">
<title id="map-title">Map of Australia: 5G around the capital cities, 4G across the south-east and east coast, 3G and 4G elsewhere on the mainland and Tasmania</title>
<path d="${MAINLAND}" fill="#d9eaff" stroke="#475569"/>
<path d="${TASMANIA}" fill="#d9eaff" stroke="#475569"/>
<path d="${BAND_4G}" fill="#2dd4bf" fill-opacity="0.6"/>
${cities}
</svg>
<ul class="legend">
<li><span class="swatch" style="background:#0b5cad"></span>5G</li>
<li><span class="swatch" style="background:#96e9df"></span>4G</li>
<li><span class="swatch" style="background:#d9eaff"></span>3G and 4G</li>
</ul>
<p class="note">A stand-in for the coverage map provider, for development and tests.</p>
</main>
</body>
</html>`;
}
