import type { Message } from '../locale/messageCatalog';
import { FormatMessages } from './formatMessages';

/** An INI document: section name (`''` for keys before any section) → key → value. */
export interface IniFile {
  sections: Map<string, Map<string, string>>;
  /** Lines that could not be read and repeated keys, each naming the line. */
  warnings: Message[];
}

export interface IniOptions {
  /** `=` for Prism/MultiMC (`instance.cfg`); `:` for PCL's `Setup.ini` (`Key:Value` lines). */
  separator?: '=' | ':';
}

const MAX_LINE_WARNINGS = 3;

/**
 * Parses INI text as launchers write it: optional `[Section]` headers (Prism writes `[General]`,
 * MultiMC writes flat keys), `;`/`#` comments, values optionally double-quoted with backslash
 * escapes (Qt's QSettings format). The last of repeated keys wins. Never throws.
 */
export function parseIni(text: string, label: string, options: IniOptions = {}): IniFile {
  const separator = options.separator ?? '=';
  const sections = new Map<string, Map<string, string>>();
  const warnings: Message[] = [];
  let badLines = 0;
  let current = '';
  sections.set(current, new Map());
  const lines = text.split(/\r\n|\n|\r/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith(';') || line.startsWith('#')) return;
    if (line.startsWith('[') && line.endsWith(']')) {
      current = line.slice(1, -1).trim();
      if (!sections.has(current)) sections.set(current, new Map());
      return;
    }
    const at = line.indexOf(separator);
    if (at <= 0) {
      badLines++;
      if (badLines <= MAX_LINE_WARNINGS) {
        warnings.push(FormatMessages.iniBadLine({ file: label, line: index + 1, separator }));
      }
      return;
    }
    const key = line.slice(0, at).trim();
    const value = unquote(line.slice(at + 1).trim());
    const section = sections.get(current) ?? new Map<string, string>();
    sections.set(current, section);
    if (section.has(key)) {
      warnings.push(FormatMessages.duplicateKey({ file: label, key, line: index + 1 }));
    }
    section.set(key, value);
  });
  if (badLines > MAX_LINE_WARNINGS) {
    warnings.push(FormatMessages.iniMoreBadLines({ file: label, count: badLines - MAX_LINE_WARNINGS }));
  }
  return { sections, warnings };
}

/**
 * A key's value looked up in the given sections in order (default: `[General]`, then keys outside
 * any section, which is how both Prism's sectioned and MultiMC's flat `instance.cfg` are read).
 */
export function iniValue(ini: IniFile, key: string, sections: readonly string[] = ['General', '']): string | null {
  for (const name of sections) {
    const value = ini.sections.get(name)?.get(key);
    if (value !== undefined) return value;
  }
  return null;
}

/** `true`/`false` as Qt and PCL write booleans (case-insensitive); null for anything else. */
export function iniBoolean(value: string | null): boolean | null {
  if (value === null) return null;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return null;
}

function unquote(value: string): string {
  if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) return value;
  const inner = value.slice(1, -1);
  return inner.replace(/\\(x[0-9a-fA-F]{1,4}|.)/g, (_match, escape: string) => {
    if (escape.startsWith('x') && escape.length > 1) return String.fromCharCode(parseInt(escape.slice(1), 16));
    switch (escape) {
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'r':
        return '\r';
      default:
        return escape;
    }
  });
}
