import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pluralSlips } from './fixtures/pluralSlips';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Counts in the extension's own catalog (l10n/bundle.l10n.zh-cn.json, whose keys are the English `vscode.l10n.t`
 * texts; l10nBundle.test.ts keeps it equal to what the code shows). A key whose `{n}` is followed by a plural noun
 * would read "1 mods" with a count of 1, so the code must pick another text for one: the same sentence with "1" and
 * the singular noun (countText.ts), or a sentence of another shape named here. Keys never shown with a count of 1
 * say why.
 */
const SINGULAR_OF: Readonly<Record<string, string>> = {
  'Also disable them ({0} mods)': 'Also disable {0}',
  'Only these {0} mods': 'Only {0}',
  'Enable {0} mods': 'Enable {0}',
  'Disable {0} mods': 'Disable {0}',
  '{0} breaks or conflicts': '1 break or conflict',
  '{0} problems need attention; see the report.': '1 problem needs attention; see the report.',
  '{0} mods of {1} have a release for {2}.': '1 mod of {0} has a release for {1}.',
  '{0} changes applied; "Nova: Undo Last Change" takes them back.':
    '1 change applied; "Nova: Undo Last Change" takes it back.',
  'Nova will disable {0} of the {1} enabled mods now (renamed to .disabled; nothing is deleted), never a library an enabled mod needs.':
    'Nova will disable {0} of the 1 enabled mod (renamed to .disabled; nothing is deleted).',
};
/** Words after a placeholder that make it a name, not a count ("{0} needs an API key", "Publish {0} as version"). */
const VERBS = new Set([
  'as',
  'answers',
  'breaks',
  'does',
  'holds',
  'is',
  'has',
  'needs',
  'requires',
  'runs',
  'stays',
  'stops',
  'was',
]);
const NEVER_ONE: Readonly<Record<string, string>> = {
  '{0} changes from the Nova chat': 'one picked change is labelled by its own summary (chatSession.ts)',
  '{0} changes asked for in VS Code chat': 'one picked change is labelled by its own summary (novaToolInvoker.ts)',
  'Nova stopped after {0} steps without finishing. Ask it to continue, or narrow the question.':
    'the count is the step limit, DEFAULT_MAX_ITERATIONS',
  "Nova's tool list alone takes about {0} tokens of the model's {1}-token context, so answers will be cut or fail. Raise the model's context (the README says how for Ollama) or set nova.provider.contextWindow.":
    'shown only when the tool list passes half of a context window',
  'id {0} · context {1} tokens': "a model's context window, thousands of tokens",
};

/** `{}` for every placeholder, so sentences that number their placeholders differently compare equal. */
function shape(text: string): string {
  return text.replace(/\{\d+\}/g, '{}');
}

/** The placeholders of `key` that read as counts: rendered as 1 (the others as a name), English slips. */
function countSlots(key: string): string[] {
  const slots = [...new Set(key.match(/\{\d+\}/g) ?? [])];
  return slots.filter((slot) => {
    const next = new RegExp(`\\${slot.slice(0, -1)}\\} ([a-z]+)`).exec(key)?.[1];
    if (next !== undefined && VERBS.has(next)) return false;
    const rendered = slots.reduce((text, other) => text.split(other).join(other === slot ? '1' : 'Alpha'), key);
    return pluralSlips(rendered).length > 0;
  });
}

describe('counts in the extension catalog read right with 0, 1 and 2', () => {
  const bundle = JSON.parse(fs.readFileSync(path.join(ROOT, 'l10n', 'bundle.l10n.zh-cn.json'), 'utf8')) as Record<
    string,
    string
  >;
  const keys = Object.keys(bundle);
  const shapes = new Set(keys.map(shape));

  it('gives every text with a count a singular text for one', () => {
    const counted = keys.filter((key) => countSlots(key).length > 0);
    assert.ok(counted.length > 20, `the count texts were found (${counted.length})`);
    const missing: string[] = [];
    for (const key of counted) {
      if (NEVER_ONE[key] !== undefined) continue;
      const named = SINGULAR_OF[key];
      if (named !== undefined) {
        assert.ok(key in bundle && named in bundle, `${key}: its singular text "${named}" is not in the catalog`);
        continue;
      }
      // Every count slot, one at a time, written as "1 <noun>" must be a text of the catalog too.
      for (const slot of countSlots(key)) {
        const one = key.replace(
          new RegExp(`\\${slot.slice(0, -1)}\\} ((?:[a-z]+ )?[a-z]+?)s\\b`),
          (_m, noun: string) => `1 ${noun}`,
        );
        if (!shapes.has(shape(one))) missing.push(`${key}  (needs "${one}")`);
      }
    }
    assert.deepEqual(missing, []);
  });

  it('names only texts that are in the catalog, and finds a missing singular (the check can fail)', () => {
    for (const key of [...Object.keys(SINGULAR_OF), ...Object.keys(NEVER_ONE)])
      assert.ok(key in bundle, `${key} is no longer in the catalog`);
    assert.deepEqual(countSlots('{0} mods of {1} have a release'), ['{0}']);
    assert.deepEqual(countSlots('Backed up {0} to backups/{1}.'), []);
    assert.deepEqual(countSlots('{0} blocking problems stopped the publish'), ['{0}']);
    assert.deepEqual(countSlots('Disabling {0} stops {1} other mods from loading'), ['{1}']);
    assert.ok(!shapes.has(shape('1 mod of {} has a release for nothing')));
  });
});
