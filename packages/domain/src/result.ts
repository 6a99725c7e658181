/** A refused input: the spec's toast title and, where the spec gives one, its description. */
export interface Invalid {
  ok: false;
  title: string;
  message?: string;
}

/** A validated input and its cleaned value, or the reason it was refused. */
export type Validated<T> = { ok: true; value: T } | Invalid;

/** A toast to show: title and optional description. */
export interface Notice {
  title: string;
  message?: string;
}

export function invalid(title: string, message?: string): Invalid {
  return message === undefined ? { ok: false, title } : { ok: false, title, message };
}

export function valid<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}
