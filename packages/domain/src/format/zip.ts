/** Spec part 1 section 5: "Zip numeric only." Keeps the digits of what was typed. */
export function cleanZip(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/\D/g, '');
}
