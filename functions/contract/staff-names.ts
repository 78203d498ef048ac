/**
 * A staff member as a student reads them on their own records (who recorded a payment, decided a
 * request, checked them in, logged a parcel, was given their repair): by name, where a screen shows
 * one, never by id, which is staff's own key to the staff screens, the audit trail and the staff
 * routes (OWASP ASVS 4.0 4.2.1; docs/security.md, "What a student reads of staff").
 */
export type NamedOnly<Person extends { id: string }> = Omit<Person, 'id'>;

export function namedOnly<Person extends { id: string }>(person: Person): NamedOnly<Person> {
  const { id: _staffsKey, ...named } = person;
  return named;
}
