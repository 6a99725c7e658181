/** A stored object: its bytes and the content type it was stored with. */
export type StoredObject = { bytes: Buffer; contentType: string };

/**
 * Where label photos live. Keys are the spec's `{user_id}/{timestamp}-{name}.jpg`; a key is written once and
 * never overwritten, so a retried upload cannot replace someone's photo.
 */
export type LabelStorage = {
  /** Stores the bytes under a new key; throws StorageKeyTakenError when the key exists. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes one object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with the prefix (a user's folder when an account goes). */
  deletePrefix(prefix: string): Promise<void>;
};

export class StorageKeyTakenError extends Error {
  constructor(readonly key: string) {
    super(`A label image is already stored under ${key}`);
  }
}

const SAFE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$/;

/** Keys are relative paths of safe segments: nothing can climb out of the store or name a hidden file. */
export function assertValidStorageKey(key: string): void {
  const segments = key.split("/");
  const isValid =
    key.length <= 400 && segments.length >= 1 && segments.every((segment) => SAFE_SEGMENT.test(segment));
  if (!isValid || segments.includes("..")) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** A prefix is a key's leading folders, e.g. a user id: same rules, trailing slash optional. */
export function assertValidStoragePrefix(prefix: string): void {
  assertValidStorageKey(prefix.replace(/\/$/, ""));
}
