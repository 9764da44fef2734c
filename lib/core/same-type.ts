// A compile-time tie between a response schema and the type of the code that answers with it.

/** Every property required, at every depth: an optional field that one side has and the other lacks shows. */
type Strict<T> = T extends readonly (infer U)[]
  ? Strict<U>[]
  : T extends object
    ? { [K in keyof T]-?: Strict<T[K]> }
    : T;

type Mismatch<Label extends string> = [error: Label];

/**
 * Compiles only when A and B describe the same JSON (`sameType<z.infer<typeof x>, EngineOutput>()`): mutually
 * assignable once every field is made required, so a field, even an optional one, added to one side and
 * not the other breaks the build. Does nothing at run time. A compile error "Expected 1 arguments" here
 * means the two types differ: the label says which side has what the other does not allow.
 */
export function sameType<A, B>(
  ..._proof: [Strict<A>] extends [Strict<B>]
    ? [Strict<B>] extends [Strict<A>]
      ? []
      : Mismatch<'the second type has a value or field the first does not allow'>
    : Mismatch<'the first type has a value or field the second does not allow'>
): void {
  return;
}
