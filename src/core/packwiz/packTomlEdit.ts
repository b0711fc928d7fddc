import { tomlString } from './packwizToml';
import { MessageError } from '../locale/messageError';
import { TomlEditMessages } from './tomlEditMessages';
import { parsesTo, replaceValue, tomlLines } from './tomlLines';

/**
 * pack.toml after a refresh, edited in place (docs/packwiz.md): `[index] hash` gets the new index hash (or goes
 * away with `no-internal-hashes`, as packwiz leaves an empty hash out), `[index] hash-format` becomes `sha256`, and
 * an empty or `packwiz:1.0.0` `pack-format` becomes `packwiz:1.1.0` as packwiz migrates it. Only those values change:
 * every comment, blank line, key order, quoting style, unknown key and line ending stays as the author wrote it. For
 * a file packwiz wrote, the result is byte for byte what packwiz writes.
 *
 * The result is parsed again and must equal the original document with just those values changed; when the file is
 * written in a shape this line editor cannot change safely (an inline `index = { … }` table, dotted `index.hash`
 * keys), it throws a sentence saying what to do instead of writing something else.
 */
export function packWithIndexHash(text: string, hash: string): string {
  const { bom, before, eol, lines, scan } = tomlLines(text, (reason) => TomlEditMessages.packInvalid({ reason }));

  const format = typeof before['pack-format'] === 'string' ? before['pack-format'] : '';
  const migrate = format === '' || format === 'packwiz:1.0.0';
  const edits = new Map<number, string | null>();
  const inserts: Array<{ at: number; text: string }> = [];

  if (migrate) {
    const line = scan.keys.find((k) => k.table === '' && k.key === 'pack-format');
    if (line !== undefined) edits.set(line.index, replaceValue(lines[line.index]!, 'packwiz:1.1.0'));
    else {
      // After the top-level keys: before the blank lines and comments that lead into the first table.
      let at = scan.firstHeader ?? lines.length;
      while (at > 0 && /^\s*(#.*)?\r?\n?$/.test(lines[at - 1]!)) at--;
      inserts.push({ at, text: `pack-format = "packwiz:1.1.0"${eol}` });
    }
  }
  const indexHeader = scan.headers.find((h) => h.table === 'index');
  if (indexHeader === undefined) {
    let tail = `${eol}[index]${eol}file = "index.toml"${eol}hash-format = "sha256"${eol}`;
    if (hash !== '') tail += `hash = ${tomlString(hash)}${eol}`;
    const last = lines.length > 0 && !lines[lines.length - 1]!.endsWith('\n') ? eol : '';
    inserts.push({ at: lines.length, text: last + tail });
  } else {
    const inIndex = scan.keys.filter((k) => k.table === 'index');
    const formatLine = inIndex.find((k) => k.key === 'hash-format');
    const hashLine = inIndex.find((k) => k.key === 'hash');
    const fileLine = inIndex.find((k) => k.key === 'file');
    if (formatLine !== undefined) edits.set(formatLine.index, replaceValue(lines[formatLine.index]!, 'sha256'));
    const afterFormat = formatLine?.index ?? fileLine?.index ?? indexHeader.index;
    if (formatLine === undefined) inserts.push({ at: afterFormat + 1, text: `hash-format = "sha256"${eol}` });
    if (hashLine !== undefined)
      edits.set(hashLine.index, hash === '' ? null : replaceValue(lines[hashLine.index]!, hash));
    else if (hash !== '') inserts.push({ at: afterFormat + 1, text: `hash = ${tomlString(hash)}${eol}` });
  }

  let out = '';
  for (let i = 0; i <= lines.length; i++) {
    for (const insert of inserts) if (insert.at === i) out += insert.text;
    if (i === lines.length) break;
    const edited = edits.get(i);
    if (edited === undefined) out += lines[i];
    else if (edited !== null) out += edited;
  }
  verify(before, out, hash, migrate);
  return bom + out;
}

function verify(before: Record<string, unknown>, out: string, hash: string, migrate: boolean): void {
  const expected: Record<string, unknown> = { ...before };
  if (migrate) expected['pack-format'] = 'packwiz:1.1.0';
  const index = { ...((expected['index'] ?? { file: 'index.toml' }) as Record<string, unknown>) };
  index['hash-format'] = 'sha256';
  if (hash === '') delete index['hash'];
  else index['hash'] = hash;
  expected['index'] = index;
  if (!parsesTo(out, expected)) {
    throw new MessageError(TomlEditMessages.indexForm({}));
  }
}
