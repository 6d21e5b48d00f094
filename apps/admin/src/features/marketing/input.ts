/** Article numbers typed one per line, or separated by commas, semicolons or spaces. */
export function articleNumbersOf(typed: string): string[] {
  return [...new Set(typed.split(/[\s,;]+/).filter((a) => a !== ''))];
}
