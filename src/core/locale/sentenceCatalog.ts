/**
 * Translation of English text written from fixed sentence templates (crash details, environment checks): the text is
 * read sentence by sentence from its start, each sentence matched by one template anchored where it begins, and its
 * facts (the template's captures) carried into the translation verbatim. A sentence no template knows ends the
 * translation: the rest stays as it is and `complete` is false (tests rule that out for every known wording).
 */

/** One sentence template: a sticky pattern and its translation. */
export type Sentence = [RegExp, (m: RegExpExecArray) => string];

/** A template from a pattern source (compiled sticky, so it only matches where a sentence starts). */
export function sentence(source: string, translate: (m: RegExpExecArray) => string): Sentence {
  return [new RegExp(source, 'y'), translate];
}

/** Texts longer than this are translated on their first this-many characters (real ones are far shorter). */
const MAX_TEXT = 4000;

/** `text` translated with `sentences`; sentences after the first unknown one stay as they are. */
export function translateSentences(text: string, sentences: readonly Sentence[]): { text: string; complete: boolean } {
  const input = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
  let at = 0;
  let out = '';
  while (at < input.length) {
    while (at < input.length && /\s/.test(input.charAt(at))) at++;
    if (at >= input.length) break;
    let matched = false;
    for (const [re, translate] of sentences) {
      re.lastIndex = at;
      const m = re.exec(input);
      if (!m || m[0].length === 0) continue;
      // A translated sentence that ends in quoted text gets its full stop before the next one.
      if (out.length > 0 && !/[。）]$/.test(out)) out += '。';
      out += translate(m);
      at += m[0].length;
      matched = true;
      break;
    }
    if (!matched) return { text: out + (out ? ' ' : '') + input.slice(at), complete: false };
  }
  return { text: out, complete: true };
}
