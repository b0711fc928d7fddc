import * as assert from 'node:assert/strict';
import { crashRules } from '../../src/core/crash/crashRules';
import { KEPT_HITS, TriggerScanner, WindowedLineScan } from '../../src/core/logs/triggerScanner';

describe('trigger scanner (one-pass multi-pattern search)', () => {
  it('finds every line holding a pattern, including overlapping and suffix patterns, with ORed flags', () => {
    const scanner = new TriggerScanner(['he', 'she', 'his', 'hers', 'marker'], [1, 1, 1, 1, 2]);
    const text = 'ushers\nnothing\nthis marker\r\nhe\n';
    const { starts, hitLines, hitFlags } = scanner.scanLines(Buffer.from(text));
    assert.deepEqual([...starts], [0, 7, 15, 28]);
    assert.deepEqual([...hitLines], [0, 2, 3]);
    assert.deepEqual([...hitFlags], [1, 3, 1]);
  });

  it('agrees with indexOf on generated text', () => {
    const patterns = ['Mixin apply', 'which is missing!', 'OutOfMemoryError', 'Mod ID:', 'apply for'];
    const scanner = new TriggerScanner(
      patterns,
      patterns.map(() => 1),
    );
    const words = [
      'Mixin',
      'apply',
      'for',
      'which',
      'is',
      'missing!',
      'OutOfMemory',
      'Error',
      'Mod',
      'ID:',
      'x',
      'Mixin apply',
    ];
    const lines = Array.from({ length: 500 }, (_, i) =>
      Array.from({ length: 6 }, (_, k) => words[(i * 31 + k * 17 + ((i * k) % 7)) % words.length]).join(
        i % 3 === 0 ? '' : ' ',
      ),
    );
    const { hitLines } = scanner.scanLines(Buffer.from(lines.join('\n')));
    const expected = lines.map((l, i) => (patterns.some((p) => l.includes(p)) ? i : -1)).filter((i) => i >= 0);
    assert.ok(expected.length > 10 && expected.length < 500);
    assert.deepEqual([...hitLines], expected);
  });

  it('handles empty input and a log without a trailing newline', () => {
    const scanner = new TriggerScanner(['x'], [1]);
    assert.deepEqual([...scanner.scanLines(Buffer.alloc(0)).starts], [0]);
    assert.deepEqual([...scanner.scanLines(Buffer.from('a\nx')).hitLines], [1]);
  });

  it('reports which patterns each hit line holds, and scans a large log in lanes with the same result as indexOf', () => {
    const patterns = ['Mixin apply', 'which is missing!', 'OutOfMemoryError', 'Mod ID:', 'apply for', 'is missing'];
    const scanner = new TriggerScanner(
      patterns,
      patterns.map((_, i) => (i === 2 ? 2 : 1)),
    );
    const words = ['Mixin', 'apply', 'for', 'which', 'is', 'missing!', 'OutOfMemory', 'Error', 'Mod', 'ID:', 'x', 'ü'];
    // Over a megabyte, so the bytes are cut into lanes; lines of varied length, CRLF and LF mixed.
    const lines = Array.from({ length: 40000 }, (_, i) =>
      Array.from({ length: 1 + (i % 9) }, (_, k) => words[(i * 31 + k * 17 + ((i * k) % 7)) % words.length]).join(
        i % 3 === 0 ? '' : ' ',
      ),
    );
    const text = lines.map((l, i) => l + (i % 5 === 0 ? '\r\n' : '\n')).join('');
    const bytes = Buffer.from(text);
    assert.ok(bytes.length > 1024 * 1024);
    const scan = scanner.scanLines(bytes);
    assert.equal(scan.starts.length, lines.length);
    const expected = lines.map((l, i) => (patterns.some((p) => l.includes(p)) ? i : -1)).filter((i) => i >= 0);
    assert.ok(expected.length > 1000);
    assert.deepEqual([...scan.hitLines], expected);
    scan.hitLines.forEach((line, h) => {
      const found = [...scan.hitPatterns.subarray(scan.hitPatternStart[h], scan.hitPatternStart[h + 1])];
      const want = patterns.map((p, i) => (lines[line]!.includes(p) ? i : -1)).filter((i) => i >= 0);
      assert.deepEqual(found, want, lines[line]);
      assert.equal(scan.hitFlags[h], (want.includes(2) ? 2 : 0) | (want.some((i) => i !== 2) ? 1 : 0));
    });
  });

  it('finds the same hits whatever the alignment of the bytes in memory (lanes read 32-bit words)', () => {
    const patterns = ['Exception', 'Mixin apply failed', 'Caused by', 'xyz'];
    const scanner = new TriggerScanner(
      patterns,
      patterns.map(() => 1),
    );
    const lines = Array.from({ length: 30000 }, (_, i) =>
      i % 7 === 0
        ? `${'.'.repeat(i % 13)}java.lang.RuntimeException: ${i}`
        : i % 11 === 0
          ? `Caused by: Mixin apply failed ${'x'.repeat(i % 5)}yz`
          : `[12:00:00] [main/INFO]: line ${i}`,
    );
    const text = Buffer.from(lines.join('\r\n'));
    assert.ok(text.length > 4 * 64 * 1024);
    const expected = lines.map((l, i) => (patterns.some((p) => l.includes(p)) ? i : -1)).filter((i) => i >= 0);
    for (let skew = 0; skew < 4; skew++) {
      const holder = Buffer.alloc(text.length + 8);
      text.copy(holder, skew);
      const scan = scanner.scanLines(holder.subarray(skew, skew + text.length));
      assert.deepEqual([...scan.hitLines], expected, `skew ${skew}`);
      scan.hitLines.forEach((line, h) => {
        const found = [...scan.hitPatterns.subarray(scan.hitPatternStart[h], scan.hitPatternStart[h + 1])];
        assert.deepEqual(
          found,
          patterns.map((p, i) => (lines[line]!.includes(p) ? i : -1)).filter((i) => i >= 0),
        );
      });
    }
  });

  it('agrees with a plain search on random patterns over a small alphabet (failure links and shared suffixes)', () => {
    let seed = 7;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const word = (length: number): string => Array.from({ length }, () => 'abc'[random(3)]).join('');
    for (let round = 0; round < 30; round++) {
      const patterns = [...new Set(Array.from({ length: 1 + random(12) }, () => word(1 + random(5))))];
      const scanner = new TriggerScanner(
        patterns,
        patterns.map((_, i) => 1 << (i % 3)),
      );
      const lines = Array.from({ length: 200 }, () => word(random(30)));
      const scan = scanner.scanLines(Buffer.from(lines.join('\n')));
      const expected = lines.map((l, i) => (patterns.some((p) => l.includes(p)) ? i : -1)).filter((i) => i >= 0);
      assert.deepEqual([...scan.hitLines], expected, patterns.join());
      scan.hitLines.forEach((line, h) => {
        const want = patterns.map((p, i) => (lines[line]!.includes(p) ? i : -1)).filter((i) => i >= 0);
        const found = [...scan.hitPatterns.subarray(scan.hitPatternStart[h], scan.hitPatternStart[h + 1])];
        assert.deepEqual(found, want, `${patterns.join()} on ${lines[line]}`);
        assert.equal(
          scan.hitFlags[h],
          want.reduce((flags, i) => flags | (1 << (i % 3)), 0),
        );
      });
    }
  });

  it('gives the same scan when the bytes arrive in pieces (scanning while a log is read)', () => {
    const patterns = ['Exception', 'Mixin apply failed', 'Caused by', 'is missing'];
    const scanner = new TriggerScanner(
      patterns,
      patterns.map((_, i) => (i === 3 ? 2 : 1)),
    );
    const lines = Array.from({ length: 60000 }, (_, i) =>
      i % 7 === 0
        ? `${'.'.repeat(i % 13)}java.lang.RuntimeException: ${i}`
        : i % 11 === 0
          ? `Caused by: Mixin apply failed, beta is missing ${'x'.repeat(i % 5)}`
          : `[12:00:00] [main/INFO]: line ${'y'.repeat(i % 40)} ${i}`,
    );
    const bytes = Buffer.from(lines.join('\r\n') + '\n');
    assert.ok(bytes.length > 8 * 64 * 1024);
    const whole = scanner.scanLines(bytes);
    assert.equal(whole.starts.length, lines.length);
    // Pieces cut mid-line, tiny and large (lanes), and an advance that adds nothing.
    for (const cuts of [[1, 2, 3], [100_000, 100_001, 900_000], [bytes.length >> 1], [333_333, 666_666, 999_999]]) {
      const scan = scanner.begin(bytes);
      for (const cut of cuts) scan.advance(Math.min(cut, bytes.length));
      assert.ok(scan.covers(bytes) && !scan.covers(bytes.subarray(3)));
      const pieces = scan.finish(bytes.length);
      assert.deepEqual(pieces, whole, `pieces ending at ${cuts.join(', ')}`);
    }
  });

  it('gives the same scan when the log is read window after window into reused buffers, lines cut anywhere', () => {
    const patterns = ['Exception', 'Mixin apply failed', 'Caused by', 'is missing', '} ['];
    const lines = Array.from({ length: 40000 }, (_, i) =>
      i % 7 === 0
        ? `${'.'.repeat(i % 13)}java.lang.RuntimeException: ${i} {re:x} [`
        : i === 20000
          ? `a line longer than most windows: ${'Exception '.repeat(300_000)}Caused by`
          : i % 11 === 0
            ? `Caused by: Mixin apply failed, beta is missing ${'x'.repeat(i % 5)}`
            : `[12:00:00] [main/INFO]: line ${'y'.repeat(i % 40)} ${i}`,
    );
    const bytes = Buffer.from(lines.join('\r\n') + '\nend without a line feed Exc');
    for (const wasm of [true, false]) {
      const scanner = new TriggerScanner(
        patterns,
        patterns.map((_, i) => (i === 3 ? 2 : 1)),
        { wasm },
      );
      const whole = scanner.scanLines(bytes);
      assert.equal(whole.starts.length, lines.length + 1);
      // Windows cut mid-pattern, mid-line and at line feeds; sizes from 1 byte to more than the lanes' window.
      for (const sizes of [[1, 7, 4096], [65_536, 300_001], [1, 5 * 1024 * 1024], [bytes.indexOf('Exception') + 4]]) {
        const scan = new WindowedLineScan(scanner, bytes.length);
        const window = Buffer.alloc(Math.max(...sizes));
        for (let at = 0, k = 0; at < bytes.length; k++) {
          const n = Math.min(sizes[k % sizes.length]!, bytes.length - at);
          window.fill(0x0a);
          bytes.copy(window, 0, at, at + n);
          scan.add(window, n);
          at += n;
        }
        assert.deepEqual(scan.finish(bytes), whole, `wasm ${wasm}, windows of ${sizes.join(', ')}`);
      }
    }
  });

  it('finds in WebAssembly lanes what one JavaScript lane finds, across 4 MiB windows and a line longer than one', () => {
    const patterns = ['Exception', 'Caused by', 'is missing', '} [', 'RTSS'];
    const lanes = new TriggerScanner(
      patterns,
      patterns.map((_, i) => (i === 1 ? 2 : 1)),
    );
    const one = new TriggerScanner(
      patterns,
      patterns.map((_, i) => (i === 1 ? 2 : 1)),
      { wasm: false },
    );
    assert.ok(lanes.restartsAtLineStarts && !one.restartsAtLineStarts);
    const lines: string[] = [];
    for (let i = 0; i < 200_000; i++) {
      lines.push(
        i % 997 === 0
          ? `Caused by: java.lang.RuntimeException ${i}`
          : i % 1499 === 0
            ? `RTSS } [ ${i} is missing`
            : `[12:00:00] [main/INFO]: ${'n'.repeat(i % 61)} ${i}`,
      );
      // A 5 MiB line with a pattern at its end, longer than a window.
      if (i === 120_000) lines.push('x'.repeat(5 * 1024 * 1024) + ' Exception');
    }
    const bytes = Buffer.from(lines.join('\n'));
    assert.ok(bytes.length > 9 * 1024 * 1024);
    const fast = lanes.scanLines(bytes);
    const slow = one.scanLines(bytes);
    assert.deepEqual(fast, slow);
    const expected = lines.map((l, i) => (patterns.some((p) => l.includes(p)) ? i : -1)).filter((i) => i >= 0);
    assert.deepEqual([...fast.hitLines], expected);
    const progressive = lanes.begin(bytes);
    for (let cut = 777_777; cut < bytes.length; cut += 3_333_333) progressive.advance(cut);
    assert.deepEqual(progressive.finish(bytes.length), slow);
  });

  it('steps one JavaScript lane, with the same hits, where WebAssembly is missing', () => {
    const host = globalThis as { WebAssembly?: unknown };
    const saved = host.WebAssembly;
    delete host.WebAssembly;
    try {
      const scanner = new TriggerScanner(['Exception'], [1]);
      assert.equal(scanner.restartsAtLineStarts, false);
      const lines = Array.from({ length: 40_000 }, (_, i) =>
        i % 101 === 0 ? `java.lang.Exception ${i}` : `line ${i}`,
      );
      const expected = lines.map((l, i) => (l.includes('Exception') ? i : -1)).filter((i) => i >= 0);
      assert.deepEqual([...scanner.scanLines(Buffer.from(lines.join('\n'))).hitLines], expected);
    } finally {
      host.WebAssembly = saved;
    }
  });

  it("finds with the rules' own triggers in WebAssembly lanes what one JavaScript lane finds (CRLF, huge lines, bad UTF-8)", () => {
    // Every trigger of the rule table as the analyzer scans them (UTF-8 bytes as Latin-1), over lines of real shapes.
    const triggers = [...new Set(crashRules.flatMap((r) => r.triggers))];
    const patterns = triggers.map((t) => Buffer.from(t, 'utf8').toString('latin1'));
    const flags = patterns.map((_, i) => 1 << (i % 3));
    const lanes = new TriggerScanner(patterns, flags);
    const one = new TriggerScanner(patterns, flags, { wasm: false });
    let seed = 7;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const parts: Buffer[] = [];
    for (let i = 0; i < 60_000; i++) {
      const kind = random(20);
      const trigger = triggers[random(triggers.length)]!;
      let line: Buffer;
      if (kind === 0) line = Buffer.from(`[12:00:${i % 60}] [main/ERROR]: ${trigger} ${i}`);
      else if (kind === 1) line = Buffer.from(`\tat net.minecraft.Foo.bar(Foo.java:${i}) ~[?:?] {re:mixin}`);
      // A trigger cut in two by invalid UTF-8 bytes, and one right after them.
      else if (kind === 2)
        line = Buffer.concat([
          Buffer.from(trigger.slice(0, 3)),
          Buffer.from([0xff, 0xc3, 0x28, 0xe2, 0x82]),
          Buffer.from(trigger.slice(3) + ' '),
          Buffer.from([0xfe, 0x80]),
          Buffer.from(trigger),
        ]);
      else if (kind === 3) line = Buffer.from(`中文日志 ${trigger.slice(1)} ${'Excep'.repeat(i % 5)}`);
      else line = Buffer.from(`[12:00:00] [Server thread/INFO]: ${'chunk '.repeat(i % 17)}${i}`);
      parts.push(line, Buffer.from(i % 3 === 0 ? '\r\n' : '\n'));
      // Lines over 1 MiB, one ending in a trigger and one holding a trigger across where a window may cut it.
      if (i === 20_000) parts.push(Buffer.from('y'.repeat(1_200_000) + 'Mixin apply failed\r\n'));
      if (i === 40_000)
        parts.push(Buffer.from('z'.repeat(1024 * 1024 - 5) + 'OutOfMemoryError' + 'z'.repeat(1_100_000) + '\n'));
    }
    const bytes = Buffer.concat(parts);
    const slow = one.scanLines(bytes);
    assert.deepEqual(lanes.scanLines(bytes), slow);
    assert.ok(slow.hitLines.length > 6000, `${slow.hitLines.length} hit lines`);
    // The table of 256 columns the byte classes replaced finds the same, in lanes and in one lane.
    assert.deepEqual(new TriggerScanner(patterns, flags, { byteClasses: false }).scanLines(bytes), slow);
    assert.deepEqual(new TriggerScanner(patterns, flags, { byteClasses: false, wasm: false }).scanLines(bytes), slow);
    // And read 1 MiB window after window (as a plain log is), straight into the lanes' memory.
    const lent = lanes.readBuffers(1024 * 1024)!;
    try {
      const windowed = new WindowedLineScan(lanes, bytes.length);
      for (let at = 0, turn = 0; at < bytes.length; turn ^= 1) {
        const n = bytes.copy(lent.buffers[turn]!, 0, at, Math.min(bytes.length, at + 1024 * 1024));
        windowed.add(lent.buffers[turn]!, n);
        at += n;
      }
      assert.deepEqual(windowed.finish(bytes), slow);
    } finally {
      lent.release();
    }
  });

  it('finds with byte classes what the table of 256 columns finds, on random bytes and patterns of any bytes', () => {
    let seed = 11;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    // Alphabets of a few bytes (deep failure chains), of bytes above 0x7f, and of every byte value (no byte left out
    // of the patterns, so no shared column).
    const alphabets = [
      [0x61, 0x62, 0x63],
      [0x41, 0x80, 0xbf, 0xe4, 0xff, 0x20],
      Array.from({ length: 256 }, (_, b) => b).filter((b) => b !== 0x0a),
    ];
    for (let round = 0; round < 24; round++) {
      const alphabet = alphabets[round % alphabets.length]!;
      const word = (length: number): string =>
        String.fromCharCode(...Array.from({ length }, () => alphabet[random(alphabet.length)]!));
      const patterns = [...new Set(Array.from({ length: 1 + random(40) }, () => word(1 + random(6))))];
      if (round % 3 === 2) for (let b = 0; b < 256; b++) if (b !== 0x0a) patterns.push(String.fromCharCode(b) + 'q');
      const flags = patterns.map((_, i) => 1 << (i % 3));
      // Lines of the alphabet and of any byte, long enough (over 256 KiB in all) to be scanned in lanes.
      const parts: Buffer[] = [];
      for (let i = 0; i < 6000; i++) {
        const line = Buffer.from(word(random(120)), 'latin1');
        if (i % 7 === 0) line[random(line.length + 1)] = random(256);
        parts.push(Buffer.from(line.filter((b) => b !== 0x0a)), Buffer.from('\n'));
      }
      const bytes = Buffer.concat(parts);
      const columns = new TriggerScanner(patterns, flags, { byteClasses: false, wasm: false });
      const reference = columns.scanLines(bytes);
      assert.deepEqual(new TriggerScanner(patterns, flags, { wasm: false }).scanLines(bytes), reference);
      assert.deepEqual(new TriggerScanner(patterns, flags).scanLines(bytes), reference);
      assert.deepEqual(new TriggerScanner(patterns, flags, { byteClasses: false }).scanLines(bytes), reference);
      // And the reference against a plain search, on the first 100 lines (few enough hits that none is summarised).
      const head = bytes.subarray(
        0,
        parts.slice(0, 200).reduce((n, part) => n + part.length, 0),
      );
      const text = head.toString('latin1').split('\n').slice(0, -1);
      const expected = text.map((l, i) => (patterns.some((p) => l.includes(p)) ? i : -1)).filter((i) => i >= 0);
      assert.deepEqual([...columns.scanLines(head).hitLines], expected, `round ${round}`);
    }
  });

  it('keeps the first and last hits of each trigger in log order when many are summarised', () => {
    // Three triggers on interleaved lines, each far past KEPT_HITS: the kept hits merge several runs into one order.
    const patterns = ['Alpha', 'Beta', 'Gamma'];
    const lines: string[] = [];
    for (let i = 0; i < 5 * KEPT_HITS; i++)
      lines.push(i % 3 === 0 ? `Alpha ${i}` : i % 3 === 1 ? `x Beta ${i}` : `Gamma Alpha ${i}`);
    const bytes = Buffer.from(lines.join('\n'));
    for (const wasm of [true, false]) {
      const scan = new TriggerScanner(patterns, [1, 1, 1], { wasm }).scanLines(bytes);
      const expected = new Set<number>();
      for (const p of patterns) {
        const holding = lines.map((l, i) => (l.includes(p) ? i : -1)).filter((i) => i >= 0);
        for (const i of [...holding.slice(0, KEPT_HITS), ...holding.slice(-KEPT_HITS)]) expected.add(i);
      }
      assert.deepEqual(
        [...scan.hitLines],
        [...expected].sort((a, b) => a - b),
        `wasm ${wasm}`,
      );
      // Each trigger ends in its own automaton state and occurs once a line: the hits past 2 x KEPT_HITS are counted.
      const counted = patterns.map((p) => Math.max(0, lines.filter((l) => l.includes(p)).length - 2 * KEPT_HITS));
      assert.equal(scan.summarised, counted[0]! + counted[1]! + counted[2]!);
    }
  });

  it('finds in lanes what one JavaScript lane finds where nearly every byte ends a pattern (output areas filled and spilled)', () => {
    // Half the bytes end a pattern: every lane fills its output area many times a window (the hits are spilled).
    let seed = 11;
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 17);
    for (let i = 0; i < bytes.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      bytes[i] = i % 97 === 96 ? 0x0a : seed % 2 === 0 ? 0x61 : 0x62;
    }
    const lanes = new TriggerScanner(['a', 'ba', 'bbb'], [1, 2, 4]);
    const one = new TriggerScanner(['a', 'ba', 'bbb'], [1, 2, 4], { wasm: false });
    const fast = lanes.scanLines(bytes);
    assert.deepEqual(fast, one.scanLines(bytes));
    assert.ok(fast.summarised > 1_000_000);
  });
});
