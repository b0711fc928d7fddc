import { MetadataError } from './parsedMetadata';
import { MetadataTextMessages as M } from './metadataTextMessages';

/**
 * A small YAML subset reader for plugin descriptors (`plugin.yml`, `paper-plugin.yml`): block mappings and
 * sequences by indentation, `[a, b]` flow lists, plain and quoted scalars, `#` comments. Anything richer
 * (anchors, multi-line scalars) is kept as raw text, which is enough for the keys Nova reads.
 */
export function parseSimpleYaml(text: string, fileName: string): unknown {
  const lines: Array<{ indent: number; text: string; number: number }> = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, i) => {
      if (raw.includes('\t') && /^\s*\t/.test(raw)) {
        throw new MetadataError(M.yamlTab({ file: fileName, line: i + 1 }));
      }
      const body = stripComment(raw).trimEnd();
      if (body.trim() === '' || body.trim() === '---') return;
      lines.push({ indent: body.length - body.trimStart().length, text: body.trim(), number: i + 1 });
    });
  let index = 0;

  function block(indent: number): unknown {
    const first = lines[index];
    if (!first || first.indent < indent) return null;
    if (first.text.startsWith('- ') || first.text === '-') {
      const list: unknown[] = [];
      while (index < lines.length && lines[index]!.indent === first.indent && lines[index]!.text.startsWith('-')) {
        const item = lines[index]!;
        const rest = item.text.slice(1).trim();
        index++;
        if (rest === '') list.push(block(first.indent + 1));
        else if (/^[^'"[{][^:]*:(\s|$)/.test(rest)) {
          // "- key: value" starts a mapping inside the sequence item.
          lines.splice(index, 0, { indent: first.indent + 2, text: rest, number: item.number });
          list.push(block(first.indent + 2));
        } else list.push(scalar(rest));
      }
      return list;
    }
    const map: Record<string, unknown> = {};
    while (index < lines.length && lines[index]!.indent === first.indent) {
      const line = lines[index]!;
      const match = /^("[^"]*"|'[^']*'|[^:]+?):(?:\s+(.*))?$/.exec(line.text);
      if (!match) {
        throw new MetadataError(M.yamlExpectedKey({ file: fileName, line: line.number }));
      }
      index++;
      const key = String(scalar(match[1] ?? ''));
      const value = match[2];
      map[key] = value === undefined || value === '' ? block(first.indent + 1) : scalar(value);
    }
    return map;
  }

  const root = block(0);
  if (index < lines.length) {
    throw new MetadataError(M.yamlIndentation({ file: fileName, line: lines[index]!.number }));
  }
  return root;
}

function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || line[i - 1] === ' ')) return line.slice(0, i);
  }
  return line;
}

function scalar(value: string): unknown {
  const v = value.trim();
  if (v.startsWith('[') && v.endsWith(']')) {
    const inner = v.slice(1, -1).trim();
    return inner === '' ? [] : inner.split(',').map((s) => scalar(s));
  }
  if (
    (v.startsWith('"') && v.endsWith('"') && v.length >= 2) ||
    (v.startsWith("'") && v.endsWith("'") && v.length >= 2)
  )
    return v.slice(1, -1);
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (v === '~' || v === 'null') return null;
  return v;
}
