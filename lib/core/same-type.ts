// A compile-time tie between a response schema and the type of the code that answers with it.

type Mismatch<Label extends string> = [error: Label];

/**
 * Compiles only when A and B are mutually assignable (`sameType<z.infer<typeof x>, EngineOutput>()`), so
 * a response schema and the function whose result it describes cannot change apart. Does nothing at run
 * time. A compile error "Expected 1 arguments" here means the two types differ: hover the types to see how.
 */
export function sameType<A, B>(
  ..._proof: [A] extends [B]
    ? [B] extends [A]
      ? []
      : Mismatch<'the second type has a value the first does not allow'>
    : Mismatch<'the first type has a value the second does not allow'>
): void {
  return;
}
