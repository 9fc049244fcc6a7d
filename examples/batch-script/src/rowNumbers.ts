/** A row as the script names it: 'row N: name' with its spreadsheet number when known, else its name alone. */
export function rowLabel(name: string, rowNumber: number | null): string {
  return rowNumber === null ? name : `row ${rowNumber}: ${name}`
}
