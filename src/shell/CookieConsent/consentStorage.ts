export const CONSENT_CHOICES = ['all', 'essential', 'rejected'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

function isChoice(value: unknown): value is ConsentChoice {
  return typeof value === 'string' && (CONSENT_CHOICES as readonly string[]).includes(value);
}

/** The stored choice, or null when there is none, it is not one of the three, or storage is unavailable. */
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
