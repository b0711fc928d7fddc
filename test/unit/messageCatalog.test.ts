import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  defineMessages,
  msg,
  registeredMessages,
  renderMessage,
  type MessageParams,
} from '../../src/core/locale/messageCatalog';
import { pluralSlips } from './fixtures/pluralSlips';

const CJK = /[\u4e00-\u9fff]/;

/** Every `*Messages.ts` under src/core and src/cli: catalogs register themselves when loaded. */
function catalogFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...catalogFiles(full));
    else if (/Messages\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** The example with every numeric parameter set to `n`. */
function withCounts(example: MessageParams, n: number): MessageParams {
  return Object.fromEntries(Object.entries(example).map(([k, v]) => [k, typeof v === 'number' ? n : v]));
}

describe('messages by id', () => {
  before(async () => {
    for (const dir of ['src/core', 'src/cli'])
      for (const file of catalogFiles(path.resolve(dir))) await import(pathToFileURL(file).href);
  });

  it('loads the catalogs of every domain that has one', () => {
    const domains = new Set([...registeredMessages().keys()].map((id) => id.split('.')[0]));
    for (const domain of ['environment', 'cli', 'packDiff', 'modMetadata', 'metadataText'])
      assert.ok(domains.has(domain), `no catalog for ${domain}`);
  });

  it('gives every id a Chinese text that keeps each fact the English one shows', () => {
    assert.ok(registeredMessages().size > 0);
    for (const [id, def] of registeredMessages()) {
      if (id.startsWith('test.')) continue;
      const en = def.en(def.example);
      const zh = def.zh(def.example);
      assert.ok(en.trim() !== '', `${id}: empty English`);
      assert.match(zh, CJK, `${id}: no Chinese text (${zh})`);
      const facts = Object.values(def.example).map(String);
      assert.doesNotMatch(
        facts.reduce((text, fact) => (fact === '' ? text : text.split(fact).join('')), en),
        CJK,
        `${id}: Chinese in the English text`,
      );
      for (const [name, value] of Object.entries(def.example)) {
        if (typeof value === 'boolean' || value === '') continue;
        // A text written by another catalog in each language (`message` beside `messageZh`) is not a fact: each
        // locale shows its own.
        if (`${name}Zh` in def.example) continue;
        const fact = String(value);
        if (en.includes(fact)) assert.ok(zh.includes(fact), `${id}: the Chinese text drops {${name}} = ${fact}: ${zh}`);
      }
    }
  });

  it('writes English counts by rule: no "(s)", no "1 mods", for counts of 0, 1 and 2', () => {
    for (const [id, def] of registeredMessages()) {
      if (id.startsWith('test.')) continue;
      if (!Object.values(def.example).some((v) => typeof v === 'number')) continue;
      for (const n of [0, 1, 2]) {
        const en = def.en(withCounts(def.example, n));
        assert.deepEqual(pluralSlips(en), [], `${id} with ${n}: ${en}`);
      }
    }
  });

  it('finds a slip and a missing Chinese parameter when there is one', () => {
    assert.deepEqual(pluralSlips('1 mods disabled'), ['1 mods']);
    assert.deepEqual(pluralSlips('1 required links'), ['1 required links']);
    assert.deepEqual(pluralSlips('2 file(s)'), ['(s)']);
    assert.deepEqual(pluralSlips('1 mod needs 2 mods; 1 class'), []);
    const T = defineMessages('test', {
      dropped: msg({ example: { file: 'a.jar' }, en: (p) => `Read ${p.file}.`, zh: () => '已读取。' }),
    });
    const def = registeredMessages().get('test.dropped')!;
    assert.ok(!def.zh(def.example).includes('a.jar'));
    assert.equal(renderMessage(T.dropped({ file: 'b.jar' }), 'en'), 'Read b.jar.');
    assert.equal(renderMessage(T.dropped({ file: 'b.jar' }), 'zh-cn'), '已读取。');
    assert.equal(renderMessage({ id: 'nowhere.none', params: {} }), 'nowhere.none');
  });

  it('renders a message given as a parameter in the locale of the message holding it', () => {
    const T = defineMessages('test', {
      reason: msg({ example: {}, en: () => 'it is empty', zh: () => '它是空的' }),
      unread: msg({
        example: { file: 'a.jar', why: 'broken' },
        en: (p) => `${p.file} cannot be read (${p.why}).`,
        zh: (p) => `${p.file} 无法读取（${p.why}）。`,
      }),
    });
    const nested = T.unread({ file: 'b.jar', why: T.reason({}) });
    assert.equal(renderMessage(nested), 'b.jar cannot be read (it is empty).');
    assert.equal(renderMessage(nested, 'zh-cn'), 'b.jar 无法读取（它是空的）。');
    // Read back from JSON it renders the same.
    assert.equal(
      renderMessage(JSON.parse(JSON.stringify(nested)) as typeof nested, 'zh-cn'),
      'b.jar 无法读取（它是空的）。',
    );
    assert.equal(renderMessage(T.unread({ file: 'b.jar', why: 'gone' }), 'zh-cn'), 'b.jar 无法读取（gone）。');
  });
});
