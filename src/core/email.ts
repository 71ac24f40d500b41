const EMAIL = /^[^\s@]+@([^\s@.]+\.)+[^\s@.]{2,}$/;

/** Whether text looks like an email address (name@domain.tld). Checked in the browser only: nothing is sent. */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
