/** A tel: link for a phone number written for people ('+1 302 555 0142' -> 'tel:+13025550142'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}
