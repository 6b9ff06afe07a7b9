/**
 * Part 1 section 5: "Maturity date format MM/dd/yyyy in forms". Formats what has been typed so
 * far: '03' -> '03', '0305' -> '03/05', '03052026' -> '03/05/2026'. Extra digits are dropped.
 */
export function maskUsDateInput(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
