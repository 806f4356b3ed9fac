import fc from 'fast-check';

/**
 * What the fuzz (security-fuzz.test.ts) sends: full Unicode and binary text, wrong JSON types and raw
 * query bytes, each field mostly valid so that one hostile value at a time reaches deep.
 */
/** Characters the API refuses in text, and the ones it must keep. */
const REFUSED = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  ...Array.from({ length: 33 }, (_, i) => String.fromCharCode(0x7f + i)),
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
];
const KEPT = ['\t', '\u200E', '\u200F', '\u061C', '\u0301', '😀', '𠀀', 'م', '\uFEFF', '\u2028', "'", '"', '\\', '%'];

const anyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'binary-ascii' }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'grapheme-composite' }),
);
/** `valid` with one of `chars` put somewhere in it. */
const spliced = (valid: string, chars = [...REFUSED, ...KEPT]) =>
  fc
    .tuple(fc.nat({ max: valid.length }), fc.constantFrom(...chars))
    .map(([at, c]) => valid.slice(0, at) + c + valid.slice(at));

/** A body field: mostly its valid value (so the other fields let this one reach deep), else hostile. */
export function field(valid: unknown): fc.Arbitrary<unknown> {
  const asText = typeof valid === 'string' ? valid : String(valid);
  return fc.oneof(
    { arbitrary: fc.constant(valid), weight: 3 },
    { arbitrary: spliced(asText), weight: 3 },
    { arbitrary: anyText, weight: 2 },
    { arbitrary: fc.jsonValue(), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}
/**
 * A sign-in field. Each sign-in that passes validation costs a deliberately slow password hash
 * (~0.3 s), so most values here are refused ones; about one run in a hundred still sends clean
 * random Unicode to the account lookup (server/src/auth/admins.test.ts covers that lookup itself).
 */
export function signInField(valid: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: spliced(valid, REFUSED), weight: 6 },
    { arbitrary: anyText, weight: 1 },
    { arbitrary: fc.jsonValue(), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}
export function body(valid: Record<string, unknown>, arb: (v: never) => fc.Arbitrary<unknown> = field) {
  return fc.record(Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, arb(v as never)])));
}

/** A query value as it goes on the wire: text percent-encoded, or raw bytes (invalid UTF-8 too). */
const wellFormed = (s: string) => s.replace(/\p{Cs}/gu, '\uFFFD');
export function queryValue(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constant(valid).map(encodeURIComponent), weight: 3 },
    { arbitrary: spliced(valid).map((s) => encodeURIComponent(wellFormed(s))), weight: 3 },
    { arbitrary: anyText.map((s) => encodeURIComponent(wellFormed(s))), weight: 2 },
    {
      arbitrary: fc
        .uint8Array({ maxLength: 12 })
        .map((b) => [...b].map((x) => `%${x.toString(16).padStart(2, '0')}`).join('')),
      weight: 1,
    },
  );
}
export function query(valid: Record<string, string>) {
  return fc.record(Object.fromEntries(Object.entries({ ...valid, x: 'y' }).map(([k, v]) => [k, queryValue(v)])), {
    requiredKeys: [],
  });
}

/** A multipart upload with any field name, any bytes and any file name. */
export const multipart = fc.record({
  field: fc.oneof(fc.constantFrom('image', 'file', ''), fc.string({ unit: 'binary' })),
  bytes: fc.uint8Array({ maxLength: 1024 }),
  name: fc.string({ unit: 'binary' }),
});
