type Unlisted<T, F extends readonly PropertyKey[]> = Exclude<keyof T, F[number]>;

/**
 * How a module reads its records back from the table: the record's own fields and nothing else, so the
 * table's keys (PK, SK, GSI…) and attributes kept beside the record (a family's token hashes) never
 * reach the API. A field the item lacks takes its default, or stays absent when the record allows it:
 * items written before a field existed still read. The field list must name every field of the
 * record; one it forgets is a type error where the list is written.
 */
export function recordReader<T>() {
  return <const F extends readonly (keyof T & string)[]>(
      fields: F & ([Unlisted<T, F>] extends [never] ? unknown : { unlisted: Unlisted<T, F> }),
      defaults: Partial<T> = {},
    ) =>
    (item: Record<string, unknown>): T => {
      const fallback: Partial<Record<string, unknown>> = defaults;
      const record: Record<string, unknown> = {};
      for (const field of fields) {
        // A stored null is a value (a room's reason for being out of service, cleared): kept as stored.
        const value = item[field] === undefined ? fallback[field] : item[field];
        if (value !== undefined) record[field] = value;
      }
      return record as T;
    };
}
