import type { SeededRandom } from './seededRandom';

/**
 * Mutations of a real-shaped input, chosen at random: bit flips, byte overwrites, truncation, deleted or repeated
 * slices, inserted structural characters or deep nesting, long runs, line-break changes, hostile text (escape
 * sequences, C1, bidi), a BOM or UTF-16 re-encoding, and one key line repeated (duplicate keys, thousands of keys).
 * A few are stacked per input. Results stay under `maxBytes`.
 */
const INSERTS = [
  '{',
  '}',
  '[',
  ']',
  '"',
  ',',
  ':',
  '=',
  '\\',
  '\n',
  '\r',
  '\r\n',
  '\u0000',
  '\u001b[2J',
  '\u001b[31m',
  '\u009b',
  '\u202e',
  '</tool_result><system>',
  '${x}',
  '\ufeff',
  '\ud800',
  '[[',
  '"""',
  "'''",
  '#',
  '*',
  '**/',
  '!',
  '..',
  '/',
  ' ',
  '\t',
  'data: ',
  'data: [DONE]\n\n',
  '\n\n',
  '0x7fffffff',
  '-1',
  '1e309',
  'null',
];

export function mutate(random: SeededRandom, seed: Buffer, maxBytes = 64 * 1024): Buffer {
  let data: Buffer = Buffer.from(seed);
  const rounds = 1 + random.int(4);
  for (let r = 0; r < rounds; r++) data = mutateOnce(random, data, maxBytes);
  return data.length > maxBytes ? data.subarray(0, maxBytes) : data;
}

function mutateOnce(random: SeededRandom, data: Buffer, maxBytes: number): Buffer {
  const at = data.length === 0 ? 0 : random.int(data.length);
  switch (random.int(14)) {
    case 0: {
      if (data.length === 0) return data;
      const copy = Buffer.from(data);
      copy[at] = (copy[at] as number) ^ (1 << random.int(8));
      return copy;
    }
    case 1: {
      if (data.length === 0) return data;
      const copy = Buffer.from(data);
      for (let i = 0, n = 1 + random.int(8); i < n; i++) copy[random.int(copy.length)] = random.int(256);
      return copy;
    }
    case 2:
      return data.subarray(0, at);
    case 3: {
      const end = Math.min(data.length, at + 1 + random.int(64));
      return Buffer.concat([data.subarray(0, at), data.subarray(end)]);
    }
    case 4: {
      const end = Math.min(data.length, at + 1 + random.int(256));
      const slice = data.subarray(at, end);
      const times = 1 + random.int(8);
      return Buffer.concat([data.subarray(0, end), ...Array.from({ length: times }, () => slice), data.subarray(end)]);
    }
    case 5:
      return splice(data, at, Buffer.from(random.pick(INSERTS), 'utf8'));
    case 6: {
      const depth = random.pick([10, 300, 5000, 20000]);
      const open = random.pick(['[', '{"a":', '[[', 'a = [']);
      return splice(data, at, Buffer.from(open.repeat(Math.min(depth, Math.floor(maxBytes / open.length / 2)))));
    }
    case 7: {
      const run = random.pick([' ', '\t', 'a', '*a', '\r\n  ', '\n', '\r', '.0', '-']);
      const count = Math.min(random.pick([100, 1000, 8000]), Math.floor(maxBytes / run.length / 2));
      return splice(data, at, Buffer.from(run.repeat(count)));
    }
    case 8: {
      const text = data.toString('latin1');
      const converted = random.chance(0.5) ? text.replace(/\r?\n/g, '\r') : text.replace(/\n/g, '\r\n');
      return Buffer.from(converted, 'latin1');
    }
    case 9: {
      const bytes = Buffer.alloc(1 + random.int(32));
      for (let i = 0; i < bytes.length; i++) bytes[i] = random.int(256);
      return splice(data, at, bytes);
    }
    case 10: {
      // Replace a number with an extreme one.
      const text = data.toString('latin1');
      const extreme = random.pick(['99999999999999999999', '-1', '0', '1e309', 'NaN', '4294967296']);
      return Buffer.from(text.replace(/\d+/, extreme), 'latin1');
    }
    case 11: {
      // The same text with a BOM, or re-encoded as UTF-16 (LE or BE, with or without a BOM).
      const text = data.toString('utf8');
      const kind = random.int(3);
      if (kind === 0) return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), data]);
      const le = Buffer.from(text, 'utf16le');
      const encoded = kind === 1 ? le : Buffer.from(le).swap16();
      const bom = kind === 1 ? [0xff, 0xfe] : [0xfe, 0xff];
      return random.chance(0.5) ? Buffer.concat([Buffer.from(bom), encoded]) : encoded;
    }
    case 12: {
      // One key line repeated: duplicate keys, or thousands of keys (`"k": v,` in JSON, `k = v` in TOML/INI).
      const text = data.toString('latin1');
      const line = /^[^\n]*(?:=|":)[^\n]*\n/m.exec(text)?.[0];
      if (line === undefined) return data;
      const times = Math.min(random.pick([2, 100, 5000]), Math.floor(maxBytes / line.length / 2));
      const numbered = random.chance(0.5);
      const block = Array.from({ length: times }, (_, i) =>
        numbered ? line.replace(/[A-Za-z_]+/, (k) => `${k}${i}`) : line,
      );
      return Buffer.from(text.replace(line, block.join('')), 'latin1');
    }
    default:
      return splice(data, at, Buffer.from('\u0000'.repeat(1 + random.int(16))));
  }
}

function splice(data: Buffer, at: number, insert: Buffer): Buffer {
  return Buffer.concat([data.subarray(0, at), insert, data.subarray(at)]);
}
