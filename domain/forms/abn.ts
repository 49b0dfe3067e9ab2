const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** "51 824 753 556" -> "51824753556": people type ABNs grouped; the register stores digits. */
export function compactAbn(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/**
 * The Australian Business Register's check: subtract 1 from the first digit, weight the eleven
 * digits, and the sum must divide by 89.
 */
export function isValidAbn(value: string): boolean {
  const digits = compactAbn(value);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce(
    (total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * WEIGHTS[index]!,
    0,
  );
  return sum % 89 === 0;
}
