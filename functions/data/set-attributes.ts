/**
 * The SET clauses of an update writing each of `attributes` under its own name, with the names and
 * values they refer to: `#name = :name`, so no attribute clashes with one of DynamoDB's reserved words.
 * An undefined value is left out: the attribute stays as stored. A caller adds its own clauses (an index
 * key, say) to `set` and its condition's names and values beside these.
 */
export function setAttributes(attributes: Record<string, unknown>) {
  const written = Object.entries(attributes).filter(([, value]) => value !== undefined);
  return {
    set: written.map(([name]) => `#${name} = :${name}`),
    names: Object.fromEntries(written.map(([name]) => [`#${name}`, name])),
    values: Object.fromEntries(written.map(([name, value]) => [`:${name}`, value])),
  };
}
