import { parsesTo, replaceValue, tomlLines } from './tomlLines';
import { tomlString } from './packwizToml';
import { MessageError } from '../locale/messageError';
import { TomlEditMessages } from './tomlEditMessages';

export type PackwizSide = 'client' | 'server' | 'both';

/**
 * A metafile (`*.pw.toml`) with its top-level `side` set, edited in place like pack.toml (packTomlEdit.ts): only that
 * value changes, or one `side = "…"` line is added after `filename` (where packwiz writes it) when there is none;
 * every comment, blank line, key order, quoting style, unknown key, BOM and line ending stays as the author wrote
 * it. The result is parsed again and must equal the original document with just `side` changed; a file this line
 * editor cannot change safely (not valid TOML, an inline or dotted `side`) throws a sentence saying what to do.
 */
export function metafileWithSide(text: string, side: PackwizSide, label: string): string {
  const { bom, before, eol, lines, scan } = tomlLines(text, (reason) =>
    TomlEditMessages.metafileInvalid({ label, reason }),
  );
  const top = scan.keys.filter((k) => k.table === '');
  const existing = top.find((k) => k.key === 'side');
  let out: string;
  if (existing !== undefined) {
    out = lines.map((line, i) => (i === existing.index ? replaceValue(line, side) : line)).join('');
  } else {
    const after = top.find((k) => k.key === 'filename') ?? top[top.length - 1];
    let at = after !== undefined ? after.index + 1 : (scan.firstHeader ?? lines.length);
    if (after === undefined) while (at > 0 && /^\s*(#.*)?\r?\n?$/.test(lines[at - 1]!)) at--;
    const head = lines.slice(0, at);
    if (head.length > 0 && !head[head.length - 1]!.endsWith('\n')) head[head.length - 1] += eol;
    out = [...head, `side = ${tomlString(side)}${eol}`, ...lines.slice(at)].join('');
  }
  if (!parsesTo(out, { ...before, side })) {
    throw new MessageError(TomlEditMessages.sideForm({ label, side }));
  }
  return bom + out;
}
