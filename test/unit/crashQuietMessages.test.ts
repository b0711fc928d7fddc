import * as assert from 'node:assert/strict';
import { QuietMessages, messageStart } from '../../src/core/crash/quietMessages';

/** The line's entry: `text` as the bytes of a log line placed at an offset inside a larger buffer. */
function entryOf(memo: QuietMessages, text: string, pad = 5): ReturnType<QuietMessages['find']> {
  const bytes = Buffer.concat([Buffer.alloc(pad, 0x0a), Buffer.from(text), Buffer.from('\nnext line')]);
  return memo.find(bytes, pad, pad + Buffer.byteLength(text));
}

describe('QuietMessages (spam recognised from its bytes)', () => {
  it('splits off a leading [time] that closes within 40 bytes, as the analyzer splits the decoded line', () => {
    const at = (text: string): number => messageStart(Buffer.from(text), 0, Buffer.byteLength(text));
    assert.equal(at('[12:00:01] [Server thread/WARN]: x'), 10);
    assert.equal(at('no time here'), 0);
    assert.equal(at(`[${'x'.repeat(38)}] late`), 40);
    assert.equal(at(`[${'x'.repeat(39)}] too late`), 0);
    assert.equal(at('['), 0);
  });

  it('gives one entry to a message whatever its time, another to another message, none to a line not ASCII', () => {
    const memo = new QuietMessages(100);
    const a = entryOf(memo, '[12:00:01] [main/WARN]: Error loading class: foo/Bar (java.lang.ClassNotFoundException)');
    assert.ok(a !== null);
    // Its text is made by the analyzer when it first needs it as a key, and kept with the entry.
    assert.equal(a.text, null);
    a.text = ' [main/WARN]: Error loading class: foo/Bar (java.lang.ClassNotFoundException)';
    a.rules.push(3, 7);
    const again = entryOf(
      memo,
      '[23:59:59] [main/WARN]: Error loading class: foo/Bar (java.lang.ClassNotFoundException)',
      17,
    );
    assert.equal(again, a);
    assert.deepEqual(again?.rules, [3, 7]);
    assert.equal(again?.text, ' [main/WARN]: Error loading class: foo/Bar (java.lang.ClassNotFoundException)');
    const other = entryOf(
      memo,
      '[12:00:01] [main/WARN]: Error loading class: foo/Baz (java.lang.ClassNotFoundException)',
    );
    assert.ok(other !== null && other !== a && other.rules.length === 0);
    // A prefix of a message, or the message with more after it, is another message.
    assert.notEqual(entryOf(memo, '[12:00:01] [main/WARN]: Error loading class'), a);
    assert.equal(entryOf(memo, '[12:00:01] [main/WARN]: 加载 foo/Bar'), null);
    assert.equal(entryOf(memo, '[12:00:01] [main/WARN]: 加载 foo/Bar'), null, 'and never kept');
    assert.equal(entryOf(memo, 'x\u0080'), null);
    assert.equal(
      entryOf(memo, '[十二点] [main/WARN]: Error loading class: foo/Bar (java.lang.ClassNotFoundException)'),
      null,
    );
  });

  it('never confuses distinct messages (every entry compares its bytes) and starts again past its bound', () => {
    const memo = new QuietMessages(50_000);
    const entries = new Set<unknown>();
    for (let i = 0; i < 20_000; i++) entries.add(entryOf(memo, `[12:00:00] chunk ${i} saved`));
    assert.equal(entries.size, 20_000);
    for (let i = 0; i < 20_000; i += 997) assert.ok(entries.has(entryOf(memo, `[13:00:00] chunk ${i} saved`)));
    // 40 long messages that differ in one byte in the middle: a message is never given another's entry.
    const message = (k: number): string =>
      `[12:00:00] ${'a'.repeat(26)}${String.fromCharCode(65 + k)}${'b'.repeat(160)}`;
    const shared = new QuietMessages(1000);
    const firsts = Array.from({ length: 40 }, (_, k) => entryOf(shared, message(k))!);
    assert.equal(new Set(firsts).size, 40);
    for (let k = 0; k < 40; k++) {
      const again = entryOf(shared, message(k))!;
      assert.ok(!firsts.some((e, j) => j !== k && e === again), `message ${k}`);
      assert.ok(again.bytes.equals(Buffer.from(message(k).slice(10))));
    }
    assert.equal(entryOf(shared, message(39)), entryOf(shared, message(39)));
    const small = new QuietMessages(3);
    const first = entryOf(small, 'one')!;
    first.rules.push(1);
    entryOf(small, 'two');
    entryOf(small, 'three');
    assert.equal(entryOf(small, 'one'), first, 'still held');
    entryOf(small, 'four');
    const fresh = entryOf(small, 'one');
    assert.ok(fresh !== first && fresh?.rules.length === 0, 'forgotten once the bound was passed');
  });

  it('reads messages of every length and offset alike: a byte changed or not ASCII anywhere, in a word or the rest', () => {
    // Lengths 0–13 cover the four-byte words and the bytes after the last one; pads 0–4 every alignment in the buffer.
    const memo = new QuietMessages(10_000);
    for (let length = 0; length < 14; length++) {
      const base = 'abcdefghijklmn'.slice(0, length);
      const first = entryOf(memo, `[1] ${base}`, 0);
      assert.ok(first !== null, `length ${length}`);
      for (let pad = 0; pad < 5; pad++) {
        assert.equal(entryOf(memo, `[22] ${base}`, pad), first, `length ${length}, pad ${pad}`);
        for (let at = 0; at < length; at++) {
          const changed = base.slice(0, at) + 'Z' + base.slice(at + 1);
          const other = entryOf(memo, `[3] ${changed}`, pad);
          assert.ok(other !== null && other !== first, `length ${length}, byte ${at} changed, pad ${pad}`);
          assert.ok(other.bytes.equals(Buffer.from(` ${changed}`)));
          const high = Buffer.concat([Buffer.alloc(pad, 0x0a), Buffer.from(`[4] ${base}`), Buffer.from('\n')]);
          high[pad + 4 + at] = high[pad + 4 + at]! | 0x80;
          assert.equal(memo.find(high, pad, pad + 4 + length), null, `length ${length}, byte ${at} not ASCII`);
        }
      }
    }
  });
});
