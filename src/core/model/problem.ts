export type Severity = 'error' | 'warning' | 'info';

/**
 * One finding about an instance. `code` is stable (tests, CLI consumers and quick fixes key on it);
 * `message` says what is wrong and what to do, in one or two sentences.
 */
export interface Problem {
  severity: Severity;
  code: ProblemCode;
  message: string;
  /** The id of the instance the problem belongs to. */
  instance: string;
  /** Absolute paths of the files involved; the first is where a diagnostic attaches. Empty: attach to the manifest. */
  files: string[];
  /** Mod ids involved. */
  mods: string[];
  /**
   * Display names of `mods`, in the same order, where the rule read them (a missing dependency: the mod that needs it,
   * then the missing one). Quick fixes name the mod ("Disable Beta") rather than its file.
   */
  names?: string[];
  /** 1-based line in `files[0]` the problem is on (malformed TOML), when known. */
  line?: number;
  /** 1-based column in `files[0]` of the literal the problem is about (a script's or data file's id), when known. */
  column?: number;
  /** The file a quick fix would disable (rename to `.disabled`), when one clearly should go. */
  fixFile?: string;
  /** Set on a suppressed problem (src/core/checks/problemSuppression.ts): shown nowhere, carried in SARIF. */
  suppression?: Suppression;
}

export type ProblemCode =
  | 'duplicate-mod'
  | 'wrong-loader'
  | 'corrupt-jar'
  | 'extracted-jar'
  | 'missing-dependency'
  /** A `recommends` dependency that is not installed (info only). */
  | 'recommended-missing'
  | 'dependency-version'
  | 'breaks'
  | 'conflicts'
  | 'wrong-minecraft'
  | 'wrong-java'
  | 'client-only-on-server'
  | 'no-metadata'
  | 'invalid-metadata'
  | 'jpms-module-name'
  | 'unreadable-instance'
  | 'update-available'
  /** packwiz packs (src/core/checks/packwizChecks.ts). */
  | 'packwiz-malformed'
  | 'packwiz-duplicate'
  | 'packwiz-client-only-on-server'
  | 'packwiz-missing-file'
  | 'packwiz-unindexed'
  | 'packwiz-stale-index'
  | 'packwiz-bad-download'
  | 'packwiz-hash-mismatch'
  | 'packwiz-jar-checks-skipped'
  /** Ids named by the pack's scripts, data packs and configs (src/core/references/). */
  | 'unknown-id'
  | 'unknown-namespace'
  | 'unknown-tag'
  | 'empty-tag'
  | 'duplicate-recipe-id'
  | 'unchecked-file'
  /** A `.nova.json` Nova cannot use (src/core/checks/novaJson.ts). */
  | 'invalid-nova-json';

/**
 * Why a problem is not counted (docs/suppression.md): `external` for a `suppress` entry of `.nova.json`,
 * `inSource` for a `nova-ignore` comment in the file itself. The names are SARIF's `suppression.kind`.
 */
export interface Suppression {
  kind: 'external' | 'inSource';
  justification: string;
}
