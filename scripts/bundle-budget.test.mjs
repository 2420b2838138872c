import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entryScripts, initialFiles, measure, staticImports } from './bundle-budget.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A built console in a temporary folder: index.html and assets/*.js. */
const dist = (html, files) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'assets', name), text);
  return dir;
};

const HTML = `<!doctype html><html><head>
  <script type="module" crossorigin src="/assets/index-a1.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
  <link rel="stylesheet" href="/assets/index-c3.css">
</head><body><div id="root"></div></body></html>`;

describe('bundle budget', () => {
  it('finds the module scripts and modulepreload links of index.html, not the style sheets', () => {
    expect(entryScripts(HTML)).toEqual(['/assets/index-a1.js', '/assets/vendor-b2.js']);
  });

  it('follows static imports and leaves dynamic import() out', () => {
    const code = `import{a as r}from"./vendor-b2.js";import"./shared-d4.js";export*from"./more-e5.js";
      const s=()=>import("./screen-f6.js");`;
    expect(staticImports(code)).toEqual(['./vendor-b2.js', './shared-d4.js', './more-e5.js']);
  });

  it('sums the gzip size of the initial files only and fails above the budget', () => {
    const noise = (n) => Array.from({ length: n }, (_, i) => `v${i * 7919}`).join(';');
    const dir = dist(HTML, {
      'index-a1.js': `import"./shared-d4.js";const s=()=>import("./screen-f6.js");${noise(200)}`,
      'vendor-b2.js': noise(300),
      'shared-d4.js': `import"./vendor-b2.js";${noise(100)}`,
      'screen-f6.js': noise(5000),
    });
    expect(
      initialFiles(dir)
        .map((file) => path.basename(file))
        .sort(),
    ).toEqual(['index-a1.js', 'shared-d4.js', 'vendor-b2.js']);
    const fits = measure(dir, { budget: 1_000_000 });
    expect(fits.ok).toBe(true);
    expect(fits.total).toBe(fits.files.reduce((sum, f) => sum + f.gzip, 0));
    expect(fits.files.every((f) => f.gzip > 0)).toBe(true);
    const over = measure(dir, { budget: fits.total - 1 });
    expect(over.ok).toBe(false);
  });

  it("counts the larger language's texts, which the console loads before its first screen", () => {
    const noise = (n) => Array.from({ length: n }, (_, i) => `w${i * 104729}`).join(';');
    const dir = dist(HTML, {
      'index-a1.js': `const l=()=>import("./nl-x1.js");${noise(100)}`,
      'vendor-b2.js': noise(100),
      'nl-x1.js': noise(3000),
      'en-y2.js': noise(1000),
    });
    const result = measure(dir, { budget: 1_000_000 });
    expect(result.files.map((f) => path.basename(f.file)).sort()).toEqual(['index-a1.js', 'nl-x1.js', 'vendor-b2.js']);
    expect(result.total).toBe(result.files.reduce((sum, f) => sum + f.gzip, 0));
  });
});
