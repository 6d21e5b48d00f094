/**
 * Fills the `{name}` arguments of a message the server looked up, for texts that depend on what
 * the shopper does. Plural and date forms are chosen on the server, so no message formatter has
 * to travel to the browser; an argument without a value stays as written.
 */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (argument, name: string) =>
    name in values ? String(values[name]) : argument,
  );
}
