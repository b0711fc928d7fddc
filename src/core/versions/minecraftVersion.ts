import { compareSemanticVersions, parseSemanticVersion, satisfiesFabric } from './fabricVersionPredicate';

/**
 * Minecraft version names normalised to the SemVer Fabric Loader gives the built-in `minecraft` mod
 * (`McVersionLookup.normalizeVersion`): snapshots become `<release>-alpha.<yy>.<ww>.<letter>`,
 * pre-releases `<release>-beta.<n>` (`rc.<n>` up to 1.16), release candidates `<release>-rc.<n>`
 * (1.16's numbered after its 8 pre-releases). The 2026 scheme maps the same way:
 * `26.1-snapshot-1` → `26.1-alpha.1`, `26.1-pre-1` → `26.1-beta.1`, `26.1-rc-1` → `26.1-rc.1`.
 */

/** Weekly snapshots (`yyWwwx`) and the release they led to: [year, first week, last week, release]. */
const SNAPSHOT_RELEASES: readonly (readonly [number, number, number, string])[] = [
  [11, 47, 52, '1.1'],
  [12, 1, 1, '1.1'],
  [12, 3, 8, '1.2'],
  [12, 15, 30, '1.3'],
  [12, 32, 42, '1.4'],
  [12, 49, 50, '1.4.6'],
  [13, 1, 10, '1.5'],
  [13, 11, 12, '1.5.1'],
  [13, 16, 26, '1.6'],
  [13, 36, 43, '1.7'],
  [13, 47, 49, '1.7.3'],
  [14, 2, 34, '1.8'],
  [15, 31, 53, '1.9'],
  [16, 1, 7, '1.9'],
  [16, 14, 15, '1.9.3'],
  [16, 20, 21, '1.10'],
  [16, 32, 44, '1.11'],
  [16, 50, 50, '1.11.1'],
  [17, 6, 18, '1.12'],
  [17, 31, 31, '1.12.1'],
  [17, 43, 53, '1.13'],
  [18, 1, 22, '1.13'],
  [18, 30, 33, '1.13.1'],
  [18, 43, 53, '1.14'],
  [19, 1, 14, '1.14'],
  [19, 34, 46, '1.15'],
  [20, 6, 22, '1.16'],
  [20, 27, 30, '1.16.2'],
  [20, 45, 53, '1.17'],
  [21, 1, 20, '1.17'],
  [21, 37, 44, '1.18'],
  [22, 3, 7, '1.18.2'],
  [22, 11, 19, '1.19'],
  [22, 24, 24, '1.19.1'],
  [22, 42, 46, '1.19.3'],
  [23, 3, 7, '1.19.4'],
  [23, 12, 18, '1.20'],
  [23, 31, 35, '1.20.2'],
  [23, 40, 46, '1.20.3'],
  [23, 51, 53, '1.20.5'],
  [24, 1, 14, '1.20.5'],
  [24, 18, 21, '1.21'],
  [24, 33, 40, '1.21.2'],
  [24, 44, 46, '1.21.4'],
  [25, 2, 10, '1.21.5'],
  [25, 15, 21, '1.21.6'],
  [25, 31, 37, '1.21.9'],
  [25, 41, 46, '1.21.11'],
];

/**
 * Versions Fabric Loader normalises by name (April Fools releases, Combat Tests, their launcher aliases), with the
 * release each was forked from; keys are lower case.
 */
const SPECIAL_VERSIONS: Readonly<Record<string, string>> = {
  '13w12~': '1.5.1-alpha.13.12.a',
  '2.0': '1.5.2-2.0',
  'af-2013-red': '1.5.2-2.0+red',
  '2point0_red': '1.5.2-2.0+red',
  'af-2013-purple': '1.5.2-2.0+purple',
  '2point0_purple': '1.5.2-2.0+purple',
  'af-2013-blue': '1.5.2-2.0+blue',
  '2point0_blue': '1.5.2-2.0+blue',
  '15w14a': '1.8.4-alpha.15.14.a+loveandhugs',
  'af-2015': '1.8.4-alpha.15.14.a+loveandhugs',
  '1.rv-pre1': '1.9.2-rv+trendy',
  'af-2016': '1.9.2-rv+trendy',
  '3d shareware v1.34': '1.14-alpha.19.13.shareware',
  'af-2019': '1.14-alpha.19.13.shareware',
  '1.14.3 - combat test': '1.14.3-rc.4.combat.1',
  '1.14_combat-212796': '1.14.3-rc.4.combat.1',
  'combat test 2': '1.14.5-combat.2',
  '1.14_combat-0': '1.14.5-combat.2',
  'combat test 3': '1.14.5-combat.3',
  '1.14_combat-3': '1.14.5-combat.3',
  'combat test 4': '1.15-rc.3.combat.4',
  '1.15_combat-1': '1.15-rc.3.combat.4',
  'combat test 5': '1.15.2-rc.2.combat.5',
  '1.15_combat-6': '1.15.2-rc.2.combat.5',
  '20w14~': '1.16-alpha.20.13.inf',
  '20w14infinite': '1.16-alpha.20.13.inf',
  'af-2020': '1.16-alpha.20.13.inf',
  'combat test 6': '1.16.2-beta.3.combat.6',
  '1.16_combat-0': '1.16.2-beta.3.combat.6',
  'combat test 7': '1.16.3-combat.7',
  '1.16_combat-1': '1.16.3-combat.7',
  '1.16_combat-2': '1.16.3-combat.7.b',
  '1.16_combat-3': '1.16.3-combat.7.c',
  '1.16_combat-4': '1.16.3-combat.8',
  '1.16_combat-5': '1.16.3-combat.8.b',
  '1.16_combat-6': '1.16.3-combat.8.c',
  '22w13oneblockatatime': '1.18.3-alpha.22.13.oneblockatatime',
  'af-2022': '1.18.3-alpha.22.13.oneblockatatime',
  '23w13a_or_b': '1.20-alpha.23.13.ab',
  '24w14potato': '1.20.5-alpha.24.12.potato',
  '25w14craftmine': '1.21.6-alpha.25.14.craftmine',
};

/** `1.18 Experimental Snapshot 1`, `1.18_experimental-snapshot-2`, `1.18-exp3`, `1.19 Deep Dark Experimental Snapshot 1`. */
const EXPERIMENTAL = /^(\d+\.\d+(?:\.\d+)?)(?:[ _].*experimental[ _-]snapshot[ _-]|-exp)(\d+)$/i;
const RELEASE = /^\d+\.\d+(?:\.\d+)?$/;
const PRE_RELEASE = /^(\d+\.\d+(?:\.\d+)?)(?:-pre| Pre-[Rr]elease )(\d+)$/;
const RELEASE_CANDIDATE = /^(\d+\.\d+(?:\.\d+)?)(?:-rc| [Rr]elease Candidate )(\d+)$/;
const SNAPSHOT = /^(?:Snapshot )?(\d+)w0?(0|[1-9]\d*)([a-z])$/;
const NEW_SCHEME = /^(\d+\.\d+(?:\.\d+)?)-(snapshot|pre|rc)-(\d+)$/;
const BETA = /^(?:b|Beta v?)1\.(\d+(?:\.\d+)?)(?:_(\d+))?$/;
const ALPHA = /^(?:a|Alpha v?)1\.(\d+(?:\.\d+)?)(?:_(\d+))?$/;

function stripZeros(n: string): string {
  return String(Number(n));
}

function releaseOf(s: string): string {
  return s.split('.').map(stripZeros).join('.');
}

/** The release a weekly snapshot (`24w14a`) belongs to, or null for weeks Nova does not know. */
function snapshotRelease(year: number, week: number): string | null {
  for (const [y, from, to, release] of SNAPSHOT_RELEASES) {
    if (y === year && week >= from && week <= to) return release;
  }
  return null;
}

function isAtMost116(release: string): boolean {
  const v = parseSemanticVersion(release);
  const ref = parseSemanticVersion('1.16');
  return v !== null && ref !== null && compareSemanticVersions(v, ref) <= 0;
}

/**
 * Normalises a Minecraft version name to comparable SemVer as Fabric Loader's McVersionLookup does (including its
 * April Fools, Combat Test and experimental snapshot names), or null when it is not a Minecraft version Nova
 * understands (a weekly snapshot newer than its table, a launcher's own folder name, free text).
 */
export function normalizeMinecraftVersion(version: string): string | null {
  const v = version.trim();
  const special = SPECIAL_VERSIONS[v.toLowerCase()];
  if (special) return special;
  if (RELEASE.test(v)) return releaseOf(v);
  const experimental = EXPERIMENTAL.exec(v);
  if (experimental) return `${releaseOf(experimental[1] ?? '')}-Experimental.${Number(experimental[2])}`;
  let m = NEW_SCHEME.exec(v);
  if (m) {
    const kind = m[2] === 'snapshot' ? 'alpha' : m[2] === 'pre' ? 'beta' : 'rc';
    return `${releaseOf(m[1] ?? '')}-${kind}.${stripZeros(m[3] ?? '0')}`;
  }
  m = RELEASE_CANDIDATE.exec(v);
  if (m) {
    const release = releaseOf(m[1] ?? '');
    const n = Number(m[2]);
    return `${release}-rc.${release === '1.16' ? 8 + n : n}`;
  }
  m = PRE_RELEASE.exec(v);
  if (m) {
    const release = releaseOf(m[1] ?? '');
    return `${release}-${isAtMost116(release) ? 'rc' : 'beta'}.${Number(m[2])}`;
  }
  m = SNAPSHOT.exec(v);
  if (m) {
    const year = Number(m[1]);
    const week = Number(m[2]);
    const release = snapshotRelease(year, week);
    return release ? `${release}-alpha.${year}.${week}.${m[3]}` : null;
  }
  m = BETA.exec(v);
  if (m) return `1.0.0-beta.${m[1]}${m[2] ? `.${Number(m[2])}` : ''}`;
  m = ALPHA.exec(v);
  if (m) return `1.0.0-alpha.${m[1]}${m[2] ? `.${Number(m[2])}` : ''}`;
  // Already normalised (a predicate operand such as `1.20.5-beta.1`) or a SemVer-shaped name.
  const parsed = parseSemanticVersion(v);
  return parsed ? v : null;
}

/**
 * Orders two Minecraft version names (negative, zero, positive). Names Nova cannot normalise sort
 * before every known one and among themselves by text, so sorting never throws.
 */
export function compareMinecraftVersions(a: string, b: string): number {
  const na = normalizeMinecraftVersion(a);
  const nb = normalizeMinecraftVersion(b);
  const pa = na === null ? null : parseSemanticVersion(na);
  const pb = nb === null ? null : parseSemanticVersion(nb);
  if (pa && pb) return compareSemanticVersions(pa, pb);
  if (pa) return 1;
  if (pb) return -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The release a version belongs to, ignoring pre-release parts (`24w14a` → [1,20,5]); null when unknown. */
function releaseComponents(version: string): number[] | null {
  const n = normalizeMinecraftVersion(version);
  const p = n === null ? null : parseSemanticVersion(n);
  return p ? p.components : null;
}

function atLeast(components: number[], ref: number[]): boolean {
  const n = Math.max(components.length, ref.length);
  for (let i = 0; i < n; i++) {
    const x = components[i] ?? 0;
    const y = ref[i] ?? 0;
    if (x !== y) return x > y;
  }
  return true;
}

/**
 * The minimum Java major a Minecraft version needs (HMCL `GameJavaVersion.getMinimumJavaVersion`):
 * ≥26.1 → 25, ≥1.20.5 → 21, ≥1.18 → 17, ≥1.17 → 16, else 8. Snapshots count as their release, except
 * 1.20.5 snapshots before 24w14a (still Java 17) and 1.17 snapshots before 21w19a (still Java 8).
 * Unknown names → 8.
 */
export function javaMajorForMinecraft(version: string): number {
  const c = releaseComponents(version);
  if (!c) return 8;
  const snapshot = SNAPSHOT.exec(version.trim());
  if (snapshot) {
    const year = Number(snapshot[1]);
    const week = Number(snapshot[2]);
    const release = snapshotRelease(year, week);
    if (release === '1.20.5' && (year === 23 || week < 14)) return 17;
    if (release === '1.17' && (year === 20 || week < 19)) return 8;
  }
  if (atLeast(c, [26, 1])) return 25;
  if (atLeast(c, [1, 20, 5])) return 21;
  if (atLeast(c, [1, 18])) return 17;
  if (atLeast(c, [1, 17])) return 16;
  return 8;
}

/** Raw Minecraft names that are valid SemVer but order wrongly unless normalised (`1.20.5-pre1`, `26.1-rc-1`). */
function looksLikeRawMinecraftName(operand: string): boolean {
  return (
    PRE_RELEASE.test(operand) || RELEASE_CANDIDATE.test(operand) || SNAPSHOT.test(operand) || NEW_SCHEME.test(operand)
  );
}

/**
 * Fabric predicates on the built-in `minecraft` mod: the instance's version is normalised like Fabric does,
 * and so are operands written as raw Minecraft names (`>=24w14a`, `<1.20.5-pre1`), which Fabric would
 * otherwise compare as text. A name Nova cannot normalise (a launcher's own folder name, a snapshot newer than
 * Nova's table) is judged only when a range accepts it as written: any other answer is null, never a false
 * "wrong Minecraft", because the game's real version may well satisfy the range; so is a range whose operand is a
 * Minecraft name Nova cannot normalise (`>=26w03a`). Null also when a predicate cannot be parsed.
 */
export function satisfiesMinecraftPredicate(minecraft: string, ranges: string[] | null): boolean | null {
  if (ranges === null) return true;
  const normalized = normalizeMinecraftVersion(minecraft);
  let unknownOperand = false;
  const normalizedRanges = ranges.map((range) =>
    range
      .trim()
      .split(/\s+/)
      .map((term) => {
        const op = /^(>=|<=|>|<|=|~|\^)?(.*)$/.exec(term);
        const operand = op?.[2] ?? term;
        if (!looksLikeRawMinecraftName(operand)) return term;
        const n = normalizeMinecraftVersion(operand);
        if (!n) unknownOperand = true;
        return n ? `${op?.[1] ?? ''}${n}` : term;
      })
      .join(' '),
  );
  const result = satisfiesFabric(normalized ?? minecraft, normalizedRanges);
  return (normalized === null || unknownOperand) && result === false ? null : result;
}
