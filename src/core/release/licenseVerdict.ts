/**
 * What a license lets a pack author do with an unmodified jar, after the table in docs/releasing.md (not legal advice: a mod's page can add terms that override it).
 * License values in jars are free text in practice (`GPLv3`, `All rights reserved`, a link), so they are normalised to
 * SPDX ids before matching; what cannot be normalised stays unknown ("ask the author").
 */

export type RedistributionVerdict = 'redistributable' | 'needs-permission' | 'unknown';

/** What redistributing the unmodified jar obliges the pack author to do, for a redistributable license. */
export type LicenseDuty = 'none' | 'keep-notice' | 'link-source';

export const ALL_RIGHTS_RESERVED = 'LicenseRef-All-Rights-Reserved';

interface LicenseRule {
  verdict: RedistributionVerdict;
  duty: LicenseDuty;
}

const PERMISSIVE: LicenseRule = { verdict: 'redistributable', duty: 'keep-notice' };
const COPYLEFT: LicenseRule = { verdict: 'redistributable', duty: 'link-source' };
const PUBLIC_DOMAIN: LicenseRule = { verdict: 'redistributable', duty: 'none' };
const NO_GRANT: LicenseRule = { verdict: 'needs-permission', duty: 'none' };

/** SPDX id → rule. Non-commercial Creative Commons licenses: a pack on a paying platform may be commercial. */
const RULES: Record<string, LicenseRule> = {
  MIT: PERMISSIVE,
  'Apache-2.0': PERMISSIVE,
  'BSD-2-Clause': PERMISSIVE,
  'BSD-3-Clause': PERMISSIVE,
  ISC: PERMISSIVE,
  Zlib: PERMISSIVE,
  'LGPL-2.1-only': COPYLEFT,
  'LGPL-2.1-or-later': COPYLEFT,
  'LGPL-3.0-only': COPYLEFT,
  'LGPL-3.0-or-later': COPYLEFT,
  'GPL-2.0-only': COPYLEFT,
  'GPL-2.0-or-later': COPYLEFT,
  'GPL-3.0-only': COPYLEFT,
  'GPL-3.0-or-later': COPYLEFT,
  'AGPL-3.0-only': COPYLEFT,
  'AGPL-3.0-or-later': COPYLEFT,
  'MPL-2.0': COPYLEFT,
  'CC0-1.0': PUBLIC_DOMAIN,
  Unlicense: PUBLIC_DOMAIN,
  [ALL_RIGHTS_RESERVED]: NO_GRANT,
  'CC-BY-NC-ND-4.0': NO_GRANT,
  'CC-BY-NC-SA-4.0': NO_GRANT,
  'CC-BY-NC-4.0': NO_GRANT,
};

/** Free-text spellings → SPDX id; keys are compared after {@link canonical} (so `GPL v3`, `gplv3`, `GPL-3` all match). */
const ALIAS_TEXT: Record<string, string> = {
  expat: 'MIT',
  apache: 'Apache-2.0',
  'apache 2': 'Apache-2.0',
  'bsd 2 clause': 'BSD-2-Clause',
  'bsd 3 clause': 'BSD-3-Clause',
  'lgpl 2.1': 'LGPL-2.1-only',
  'lgpl 2.1+': 'LGPL-2.1-or-later',
  lgpl: 'LGPL-3.0-only',
  'lgpl 3': 'LGPL-3.0-only',
  'lgpl 3+': 'LGPL-3.0-or-later',
  'lesser general public 3': 'LGPL-3.0-only',
  'gpl 2': 'GPL-2.0-only',
  'gpl 2+': 'GPL-2.0-or-later',
  gpl: 'GPL-3.0-only',
  'gpl 3': 'GPL-3.0-only',
  'gpl 3+': 'GPL-3.0-or-later',
  'general public 3': 'GPL-3.0-only',
  'agpl 3': 'AGPL-3.0-only',
  'agpl 3+': 'AGPL-3.0-or-later',
  'mpl 2': 'MPL-2.0',
  'mozilla public 2': 'MPL-2.0',
  cc0: 'CC0-1.0',
  'public domain': 'CC0-1.0',
  'all rights reserved': ALL_RIGHTS_RESERVED,
  arr: ALL_RIGHTS_RESERVED,
  proprietary: ALL_RIGHTS_RESERVED,
  'cc by nc nd': 'CC-BY-NC-ND-4.0',
  'cc by nc sa': 'CC-BY-NC-SA-4.0',
  'cc by nc': 'CC-BY-NC-4.0',
  'creative commons attribution noncommercial noderivatives 4': 'CC-BY-NC-ND-4.0',
};

/**
 * A license text reduced for matching: lower case, without the words "the", "license", "version", "GNU", without
 * separators, a `v` before a number and `.0` endings (`GNU GPL v3.0` → `gpl3`, `Apache-2.0` → `apache2`).
 */
function canonical(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b(the|licen[cs]e[sd]?|version|gnu)\b/g, ' ')
    .replace(/[^a-z0-9.+]+/g, '')
    .replace(/v(?=\d)/g, '')
    .replace(/\.0(?!\d)/g, '')
    .replace(/orlater$/, '+')
    .replace(/only$/, '');
}

/** Every known spelling (SPDX ids and aliases) by its canonical form. */
const KNOWN = new Map<string, string>([
  ...Object.keys(RULES).map((id): [string, string] => [canonical(id), id]),
  ...Object.entries(ALIAS_TEXT).map(([text, id]): [string, string] => [canonical(text), id]),
]);

/** License pages by address (NeoForge suggests a link as the value): a path fragment → SPDX id. */
const URL_HINTS: Array<[RegExp, string]> = [
  [/opensource\.org\/licenses?\/mit/i, 'MIT'],
  [/apache\.org\/licenses\/license-2\.0/i, 'Apache-2.0'],
  [/gnu\.org\/licenses\/lgpl-3\.0/i, 'LGPL-3.0-only'],
  [/gnu\.org\/licenses\/gpl-3\.0/i, 'GPL-3.0-only'],
  [/mozilla\.org\/(en-us\/)?mpl\/2\.0/i, 'MPL-2.0'],
  [/creativecommons\.org\/licenses\/by-nc-nd\/4\.0/i, 'CC-BY-NC-ND-4.0'],
  [/creativecommons\.org\/publicdomain\/zero\/1\.0/i, 'CC0-1.0'],
];

/**
 * One license value as an SPDX id, or null when it cannot be recognised. SPDX ids match case-insensitively; the
 * deprecated `GPL-3.0`/`GPL-3.0+` forms map to `-only`/`-or-later`; a link to a known license page counts as it.
 */
export function normaliseLicense(text: string): string | null {
  const raw = text.trim();
  if (raw === '' || raw.length > 500) return null;
  if (/^https?:\/\//i.test(raw)) {
    for (const [pattern, id] of URL_HINTS) if (pattern.test(raw)) return id;
    return null;
  }
  return KNOWN.get(canonical(raw)) ?? null;
}

export interface LicenseJudgement {
  /** The normalised ids, one per value given (null where a value was not recognised). */
  spdx: Array<string | null>;
  verdict: RedistributionVerdict;
  duty: LicenseDuty;
}

/**
 * The verdict for a file's license values. No value at all means no grant (all rights reserved by default). Several
 * values (a Fabric array, an SPDX `OR`/`AND` expression): `OR` picks the most permissive choice, while separate values
 * and `AND` need every part to allow it, so one unknown part makes the whole unknown and one without grant needs
 * permission.
 */
export function judgeLicenses(values: readonly string[]): LicenseJudgement {
  if (values.length === 0) return { spdx: [], verdict: 'needs-permission', duty: 'none' };
  const parts = values.map(judgeExpression);
  return {
    spdx: parts.flatMap((p) => p.spdx),
    ...combineAll(parts),
  };
}

function judgeExpression(value: string): LicenseJudgement {
  const alternatives = value.split(/\s+OR\s+|\s*\/\s*(?=[A-Za-z])/).filter((s) => s.trim() !== '');
  if (alternatives.length > 1 && !/^https?:/i.test(value)) {
    const judged = alternatives.map((a) => judgeExpression(a.replace(/^\(|\)$/g, '')));
    const best =
      judged.find((j) => j.verdict === 'redistributable' && j.duty !== 'link-source') ??
      judged.find((j) => j.verdict === 'redistributable') ??
      judged.find((j) => j.verdict === 'unknown') ??
      judged[0]!;
    return { spdx: judged.flatMap((j) => j.spdx), verdict: best.verdict, duty: best.duty };
  }
  const conjuncts = value.split(/\s+AND\s+/).filter((s) => s.trim() !== '');
  if (conjuncts.length > 1) {
    const judged = conjuncts.map((c) => judgeExpression(c.replace(/^\(|\)$/g, '')));
    return { spdx: judged.flatMap((j) => j.spdx), ...combineAll(judged) };
  }
  const id = normaliseLicense(value.replace(/\s+WITH\s+.*$/i, ''));
  const rule = id === null ? undefined : RULES[id];
  return { spdx: [id], verdict: rule?.verdict ?? 'unknown', duty: rule?.duty ?? 'none' };
}

function combineAll(parts: readonly LicenseJudgement[]): { verdict: RedistributionVerdict; duty: LicenseDuty } {
  const verdict: RedistributionVerdict = parts.some((p) => p.verdict === 'needs-permission')
    ? 'needs-permission'
    : parts.some((p) => p.verdict === 'unknown')
      ? 'unknown'
      : 'redistributable';
  const duty: LicenseDuty = parts.some((p) => p.duty === 'link-source')
    ? 'link-source'
    : parts.some((p) => p.duty === 'keep-notice')
      ? 'keep-notice'
      : 'none';
  return { verdict, duty: verdict === 'redistributable' ? duty : 'none' };
}
