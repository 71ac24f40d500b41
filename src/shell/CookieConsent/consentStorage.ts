export const CONSENT_CHOICES = ['all', 'essential', 'rejected'] as const;
/**
 * What is stored: one of the banner's three buttons, or the optional categories the visitor switched on under
 * Customize (`custom:` and their keys, comma-separated, such as `custom:analytics`).
 */
export type ConsentChoice = (typeof CONSENT_CHOICES)[number] | `custom:${string}`;

const CUSTOM = /^custom:(?:[a-z][a-z0-9-]*(?:,[a-z][a-z0-9-]*)*)?$/;

function isChoice(value: unknown): value is ConsentChoice {
  return typeof value === 'string' && ((CONSENT_CHOICES as readonly string[]).includes(value) || CUSTOM.test(value));
}

/** The choice for switches set as `on` (the optional categories' keys) out of `keys`: all, essential or custom. */
export function choiceFor(on: readonly string[], keys: readonly string[]): ConsentChoice {
  if (keys.length > 0 && keys.every((key) => on.includes(key))) return 'all';
  if (on.length === 0) return 'essential';
  return `custom:${on.join(',')}`;
}

/** The optional categories a stored choice allows, out of `keys`. */
export function allowedBy(choice: ConsentChoice | null, keys: readonly string[]): string[] {
  if (choice === 'all') return [...keys];
  if (choice === null || !choice.startsWith('custom:')) return [];
  const on = choice.slice('custom:'.length).split(',');
  return keys.filter((key) => on.includes(key));
}

/** The stored choice, or null when there is none, it is not a valid one, or storage is unavailable. */
export function readConsent(storage: () => Storage, key: string): ConsentChoice | null {
  try {
    const value = storage().getItem(key);
    return isChoice(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores the choice; returns false when storage refuses (private mode, quota, blocked), which callers may ignore. */
export function writeConsent(storage: () => Storage, key: string, choice: ConsentChoice): boolean {
  try {
    storage().setItem(key, choice);
    return true;
  } catch {
    return false;
  }
}
