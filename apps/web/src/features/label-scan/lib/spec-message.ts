/**
 * The spec writes some messages as 'Title: description' ('Wine label not detected: Could not identify wine
 * from the image. …'); a toast shows the part before the first colon as its title and the rest below it.
 */
export function splitSpecMessage(message: string): { title: string; description?: string } {
  const separator = message.indexOf(": ");
  if (separator <= 0) return { title: message };
  const description = message.slice(separator + 2).trim();
  const title = message.slice(0, separator).trim();
  return description ? { title, description } : { title };
}
