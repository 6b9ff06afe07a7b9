/**
 * A value as its JSON answer has it: a Date becomes its ISO 8601 text (the answer serializer writes
 * a date-time field so, and outside production checks the written JSON against the schema).
 */
export type AsJson<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? AsJson<U>[]
    : T extends object
      ? { [K in keyof T]: AsJson<T[K]> }
      : T;

/**
 * The service's value typed as what the serializer makes of it, so a route's answer is checked
 * against its declared schema at compile time too. Nothing changes at run time.
 */
export function asJson<T>(value: T): AsJson<T> {
  return value as AsJson<T>;
}

/** The same for a service's promise. */
export async function asJsonOf<T>(value: Promise<T>): Promise<AsJson<T>> {
  return asJson(await value);
}
