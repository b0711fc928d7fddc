import * as vscode from 'vscode';
import type { ChatEntry, ToolCard } from '../shared/protocol';

/**
 * Tool names as people read them, translated. The tool records carry the English display names; this table is
 * their translation (a tool missing here falls back to its record's display name, then to its words).
 */
const TITLES: Readonly<Record<string, () => string>> = {
  list_instances: () => vscode.l10n.t('List instances'),
  read_instance_detail: () => vscode.l10n.t('Read instance details'),
  get_settings: () => vscode.l10n.t('Read Nova settings'),
  list_mods: () => vscode.l10n.t('List mods'),
  read_mod_info: () => vscode.l10n.t('Read mod details'),
  check_mod_conflicts: () => vscode.l10n.t('Check mod conflicts'),
  disable_mods: () => vscode.l10n.t('Disable mods'),
  enable_mods: () => vscode.l10n.t('Enable mods'),
  list_content: () => vscode.l10n.t('List packs and worlds'),
  read_config: () => vscode.l10n.t('Read config file'),
  analyze_crash: () => vscode.l10n.t('Analyze crash'),
  read_log: () => vscode.l10n.t('Read log'),
  check_environment: () => vscode.l10n.t('Check environment'),
  list_backups: () => vscode.l10n.t('List backups'),
  export_modpack: () => vscode.l10n.t('Export modpack'),
  backup_instance: () => vscode.l10n.t('Back up instance'),
  restore_backup: () => vscode.l10n.t('Restore backup'),
  install_modpack: () => vscode.l10n.t('Install modpack'),
  search_content: () => vscode.l10n.t('Search Modrinth'),
  get_project_versions: () => vscode.l10n.t('List project versions'),
  check_updates: () => vscode.l10n.t('Check mod updates'),
  install_content: () => vscode.l10n.t('Install from Modrinth'),
  update_content: () => vscode.l10n.t('Update mods'),
  open_page: () => vscode.l10n.t('Open a view'),
};

/** The tool's name for people: the translation, else the record's display name, else its words capitalized. */
export function toolTitle(name: string, displayName?: string): string {
  const known = TITLES[name];
  if (known !== undefined) return known();
  if (displayName !== undefined && displayName !== '') return displayName;
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The arguments as `key: value` pairs for people: nulls and empty values left out, lists joined. */
export function argumentFields(raw: string): Array<[string, string]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return raw.trim() === '' || raw.trim() === '{}' ? [] : [[vscode.l10n.t('arguments'), raw]];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
  const fields: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    const text = valueText(value);
    if (text !== '') fields.push([key.replace(/_/g, ' '), text]);
  }
  return fields;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value
      .map(valueText)
      .filter((v) => v !== '')
      .join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => [k, valueText(v)] as const)
      .filter(([, v]) => v !== '')
      .map(([k, v]) => `${k}: ${v}`)
      .join('; ');
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function countOf(list: unknown): number {
  return Array.isArray(list) ? list.length : 0;
}

/** `1 mod` / `24 mods`: the count with its noun, in the person's language. */
export function modsCount(n: number): string {
  return n === 1 ? vscode.l10n.t('1 mod') : vscode.l10n.t('{0} mods', n);
}

/**
 * One line for people about what a call did ("Listed 24 mods of Dupes"), read from its arguments and the first
 * line of its result. Unknown shapes fall back to the tool's name and its main argument.
 */
export function toolSummary(card: Pick<ToolCard, 'name' | 'arguments' | 'result' | 'status'>): string {
  const title = toolTitle(card.name);
  let args: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(card.arguments) as unknown;
    if (typeof parsed === 'object' && parsed !== null) args = parsed as Record<string, unknown>;
  } catch {
    // Arguments still streaming or malformed: the summary uses the title alone.
  }
  const instance = typeof args['instance_id'] === 'string' ? args['instance_id'] : '';
  const files = countOf(args['files']);
  const result = card.result ?? '';
  const first = result.split('\n')[0] ?? '';
  switch (card.status) {
    case 'running':
      return instance !== '' ? vscode.l10n.t('{0} in {1}…', title, instance) : vscode.l10n.t('{0}…', title);
    case 'cancelled':
      return vscode.l10n.t('{0}: not run (stopped)', title);
    case 'error':
      return vscode.l10n.t('{0} did not run: {1}', title, firstSentence(result));
    case 'queued':
      if (card.name === 'disable_mods')
        return files === 1
          ? vscode.l10n.t('Proposed disabling 1 mod; waiting for your review')
          : vscode.l10n.t('Proposed disabling {0} mods; waiting for your review', files);
      if (card.name === 'enable_mods')
        return files === 1
          ? vscode.l10n.t('Proposed enabling 1 mod; waiting for your review')
          : vscode.l10n.t('Proposed enabling {0} mods; waiting for your review', files);
      return vscode.l10n.t('{0}: proposed; waiting for your review', title);
    case 'result':
      break;
  }
  switch (card.name) {
    case 'list_instances': {
      const n = Number(/^(\d+) instance/.exec(first)?.[1] ?? NaN);
      if (/^No game instances/.test(first)) return vscode.l10n.t('Found no game instances');
      if (!Number.isNaN(n))
        return n === 1 ? vscode.l10n.t('Found 1 instance') : vscode.l10n.t('Found {0} instances', n);
      break;
    }
    case 'list_mods': {
      const m = /^(\d+) mod files? in (?:"([^"]*)"|(\S+))/.exec(first);
      if (m !== null) {
        const n = Number(m[1]);
        const name = m[2] ?? m[3] ?? instance;
        const matched = /; (\d+) match/.exec(first);
        if (matched !== null) {
          const k = Number(matched[1]);
          return vscode.l10n.t('Found {0} of {1} in {2}', k, modsCount(n), name);
        }
        return n === 1 ? vscode.l10n.t('Listed 1 mod of {0}', name) : vscode.l10n.t('Listed {0} mods of {1}', n, name);
      }
      break;
    }
    case 'check_mod_conflicts': {
      const m = /^(\d+) problems?(?:\(s\))? in/.exec(first);
      if (m !== null) {
        const n = Number(m[1]);
        if (n === 0) return vscode.l10n.t('Checked {0}: no problems', instance);
        return n === 1
          ? vscode.l10n.t('Checked {0}: 1 problem', instance)
          : vscode.l10n.t('Checked {0}: {1} problems', instance, n);
      }
      break;
    }
    default:
      break;
  }
  const main = [args['file'], args['file_name'], args['query'], args['project_id'], instance].find(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  return main !== undefined ? vscode.l10n.t('{0}: {1}', title, main) : title;
}

function firstSentence(text: string): string {
  const line = (text.split('\n')[0] ?? '').trim();
  const end = line.search(/[.!?](\s|$)/);
  const sentence = end > 0 ? line.slice(0, end + 1) : line;
  return sentence.length > 140 ? `${sentence.slice(0, 139)}…` : sentence;
}

/** Fills a card's words for people (title, summary, readable arguments) from its raw fields. */
export function withCardText(card: ToolCard): ToolCard {
  return { ...card, title: toolTitle(card.name), summary: toolSummary(card), fields: argumentFields(card.arguments) };
}

/** A transcript entry with its card's words filled in (entries rebuilt from a saved history). */
export function withEntryText(entry: ChatEntry): ChatEntry {
  return entry.kind === 'tool' ? { ...entry, card: withCardText(entry.card) } : entry;
}
