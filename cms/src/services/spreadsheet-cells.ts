/**
 * Formula injection (OWASP ASVS 5.0, 1.2.10): a spreadsheet runs a cell that begins with `=`, `+`, `-` or `@`
 * (and tab or carriage return, which some versions skip before them) as a formula, so a profile named
 * `=HYPERLINK(...)` would become a live link in the file. Every CSV and XLSX the CMS writes passes its text
 * cells through `neutraliseCell`, which puts a `'` in front (Excel's own "this is text" mark); the import
 * takes that `'` off again with `restoreCell`, so an exported file imports back unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEUTRALISED = /^'[=+\-@\t\r]/;

export function neutraliseCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** A row of cells as a file may hold it: only text changes, dates and numbers stay what they are. */
export const neutraliseRow = <T>(cells: T[]) => cells.map(neutraliseCell);

export function restoreCell(text: string): string {
  return NEUTRALISED.test(text) ? text.slice(1) : text;
}
