// The console's initial JavaScript budget (C14): the gzip size of the JS index.html makes the browser load
// before the first screen (the entry, its modulepreload links and every chunk they import statically) must
// stay at most BUDGET_BYTES. Screens load when first opened (dynamic import()), so they do not count.
// `node scripts/bundle-budget.mjs [distDir]` prints the sizes and exits 1 above the budget; run by
// `npm test` (suite `budget`) after the console build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 400_000;

const ATTRIBUTE = (name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i');

/** The JS files index.html loads up front: module scripts and modulepreload links (URLs as written). */
export const entryScripts = (html) => {
  const found = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = ATTRIBUTE('src').exec(tag)?.[1];
    if (src) found.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = ATTRIBUTE('rel').exec(tag)?.[1];
    const href = ATTRIBUTE('href').exec(tag)?.[1];
    if (href && rel?.toLowerCase() === 'modulepreload') found.push(href);
  }
  return [...new Set(found)];
};

/**
 * Specifiers a chunk imports statically: `import x from "./a.js"`, `import "./b.js"`, `export * from "./c.js"`.
 * `import("./d.js")` is a screen loaded later and is left out.
 */
export const staticImports = (code) => {
  const found = new Set();
  for (const match of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g))
    found.add(match[1]);
  return [...found];
};

/** Every JS file of the initial load, as paths inside distDir, following static imports from the entries. */
export const initialFiles = (distDir, readText = (file) => fs.readFileSync(file, 'utf8')) => {
  const html = readText(path.join(distDir, 'index.html'));
  const toFile = (url, from) =>
    url.startsWith('/') ? path.join(distDir, url.split('?')[0]) : path.resolve(path.dirname(from), url.split('?')[0]);
  const queue = entryScripts(html)
    .filter((url) => !/^[a-z]+:\/\//i.test(url))
    .map((url) => toFile(url, path.join(distDir, 'index.html')));
  const seen = new Set();
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file) || !file.endsWith('.js')) continue;
    seen.add(file);
    for (const spec of staticImports(readText(file)))
      if (spec.startsWith('.') || spec.startsWith('/')) queue.push(toFile(spec, file));
  }
  return [...seen];
};

/**
 * The console waits for one language's texts before its first screen (admin/src/i18n/load.ts: `nl-*.js` or
 * `en-*.js`, loaded by import()): the larger of them counts as initial too.
 */
export const languageChunk = (distDir, readBytes = (file) => fs.readFileSync(file)) => {
  const assets = path.join(distDir, 'assets');
  const names = fs.existsSync(assets) ? fs.readdirSync(assets).filter((n) => /^(nl|en)-[\w-]+\.js$/.test(n)) : [];
  const sized = names.map((n) => ({
    file: path.join(assets, n),
    gzip: gzipSync(readBytes(path.join(assets, n))).length,
  }));
  return sized.sort((a, b) => b.gzip - a.gzip)[0]?.file ?? null;
};

/** Gzip sizes of the initial JS (with the larger language's texts) and whether they fit the budget. */
export const measure = (distDir, { budget = BUDGET_BYTES, readBytes = (file) => fs.readFileSync(file) } = {}) => {
  const language = languageChunk(distDir, readBytes);
  const initial = initialFiles(distDir, (file) => readBytes(file).toString('utf8'));
  const files = [...initial, ...(language ? [language] : [])].map((file) => ({
    file: path.relative(distDir, file),
    gzip: gzipSync(readBytes(file), { level: 9 }).length,
  }));
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  return { files, total, budget, ok: total <= budget };
};

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../admin/dist'),
  );
  const result = measure(distDir);
  for (const f of result.files.sort((a, b) => b.gzip - a.gzip)) console.log(`${kB(f.gzip).padStart(10)}  ${f.file}`);
  console.log(`initial JS ${kB(result.total)} gzip, budget ${kB(result.budget)}: ${result.ok ? 'ok' : 'OVER BUDGET'}`);
  process.exit(result.ok ? 0 : 1);
}
