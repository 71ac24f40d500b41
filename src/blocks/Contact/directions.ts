import type { ContactOffice } from '../../generated/page';

/** The office's address on one line: street, city, state and ZIP. */
export function officeAddressLine(office: ContactOffice): string {
  const region = [office.state, office.zipCode].filter(Boolean).join(' ');
  return [office.address, office.city, region].join(', ');
}

/** A map search for the office's address, opened in a new tab by the Get Directions link. */
export function directionsHref(office: ContactOffice): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(officeAddressLine(office))}`;
}

/** A tel: link for a phone number as written, keeping only digits and a leading plus. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
}
