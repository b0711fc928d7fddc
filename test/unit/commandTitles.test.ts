import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { registeredMessages } from '../../src/core/locale/messageCatalog';
import { CHAT_ACTION_COMMANDS } from '../../src/ui/chatActionCommands';
import { viewStrings, type Translator } from '../../src/ui/viewStrings';
import type { ViewStrings } from '../../src/shared/protocol';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, string>;

/** Each contributed command's title in one language (package.json with its nls file), without a trailing "…". */
function commandTitles(nls: Record<string, string>): Map<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    contributes: { commands: Array<{ command: string; title: string }> };
  };
  const resolve = (text: string): string => text.replace(/^%(.+)%$/, (_m, key: string) => nls[key] ?? text);
  return new Map(manifest.contributes.commands.map((c) => [c.command, resolve(c.title).replace(/…$/, '')]));
}

function translator(bundle: Record<string, string> = {}): Translator {
  return {
    t: (message, ...args) =>
      (bundle[message] ?? message).replace(/\{(\d+)\}/g, (_m, i: string) => String(args[Number(i)])),
  };
}

/** Every `*Messages.ts` catalog under `dir` (they register themselves when loaded). */
function catalogFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return catalogFiles(full);
    return /Messages\.ts$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Mentions of a command in `text` written with another capitalisation than its title: `Nova: <title>` and a quoted
 * `"<title>"` (or “…”). Only the first words up to the title's length are compared, so "Nova: Undo Last Change takes
 * it back" names the command correctly.
 */
export function titleSlips(text: string, titles: readonly string[]): string[] {
  const slips: string[] = [];
  const mentions = [
    ...[...text.matchAll(/Nova: ([^"”.,;:()]+)/g)].map((m) => m[1] ?? ''),
    ...[...text.matchAll(/["“]([^"”]+)["”]/g)].map((m) => (m[1] ?? '').replace(/^Nova: /, '')),
  ];
  for (const mention of mentions)
    for (const title of titles) {
      const said = mention.slice(0, title.length);
      if (said.toLowerCase() === title.toLowerCase() && said !== title && /^(\W|$)/.test(mention.slice(title.length)))
        slips.push(`"${said}" for "${title}"`);
    }
  return [...new Set(slips)];
}

describe('one capitalisation for each command, wherever it is named', () => {
  const en = commandTitles(read('package.nls.json'));
  const zh = commandTitles(read('package.nls.zh-cn.json'));
  const bundle = read('l10n/bundle.l10n.zh-cn.json');

  it('labels each chat button with its command’s title, in English and Chinese', () => {
    const english = viewStrings(translator());
    const chinese = viewStrings(translator(bundle));
    const pairs: Array<[keyof ViewStrings, string]> = [
      ...Object.entries(CHAT_ACTION_COMMANDS).map(
        ([action, command]) => [action as keyof ViewStrings, command] as [keyof ViewStrings, string],
      ),
      ['newChat', 'nova.newChat'],
      ['dependencyGraph', 'nova.showDependencyGraph'],
    ];
    let compared = 0;
    for (const [key, command] of pairs) {
      const title = en.get(command);
      if (title === undefined || typeof english[key] !== 'string') continue;
      compared++;
      assert.equal(english[key], title, `the chat's ${key} button runs ${command}`);
      assert.equal(chinese[key], zh.get(command), `the chat's ${key} button runs ${command} (Chinese)`);
    }
    assert.ok(compared >= 8, `the buttons were found (${compared})`);
  });

  it('names commands with their titles in every English text: the extension catalog, settings and messages by id', async () => {
    for (const dir of ['src/core', 'src/cli'])
      for (const file of catalogFiles(path.join(ROOT, dir))) await import(pathToFileURL(file).href);
    const titles = [...new Set(en.values())].filter((t) => t.includes(' '));
    const texts = [
      ...Object.keys(bundle),
      ...Object.values(read('package.nls.json')),
      ...[...registeredMessages()].filter(([id]) => !id.startsWith('test.')).map(([, def]) => def.en(def.example)),
    ];
    assert.ok(texts.length > 500, `the texts were found (${texts.length})`);
    const slips = texts.flatMap((text) => titleSlips(text, titles).map((slip) => `${slip} in: ${text.slice(0, 120)}`));
    assert.deepEqual(slips, []);
  });

  it('finds a slip where there is one (the check can fail)', () => {
    const titles = ['Undo Last Change', 'New Chat', 'Ask Nova About This'];
    assert.deepEqual(titleSlips('Run "Nova: Undo last change" to take it back.', titles), [
      '"Undo last change" for "Undo Last Change"',
    ]);
    assert.deepEqual(titleSlips('Press “New chat”.', titles), ['"New chat" for "New Chat"']);
    assert.deepEqual(titleSlips('"Nova: Undo Last Change" takes it back; Ask Nova about this pack.', titles), []);
  });
});
