/**
 * `text` made one flat string now, while it is young, and returned. A template literal gives a tree of concatenations
 * (V8's cons strings) that the first hash of it flattens into a second string beside it; for an id the content cache
 * keeps (a recipe's or a tag's, sourceContent.ts), that hash is the merge's map look-up, long after the tree was
 * promoted, so the collector copied the tree and its parts and then the flat copy too. Flattened at once, a scavenge
 * keeps the flat string alone (it takes a flattened concatenation's pointer to its text) and the slices it was joined
 * from die young. Converting a string to a number flattens it first; the number is only written where nothing reads it.
 */
export function flatString(text: string): string {
  FLATTENED.last = Number(text) | 0;
  return text;
}

/** Where {@link flatString} writes the number, so an optimising compiler cannot drop the conversion as unused. */
const FLATTENED = { last: 0 };
