import type { ProblemCode } from '../model/problem';

/** What one problem code means, for reports that list their rules once (SARIF `rules`, docs). */
export interface ProblemRule {
  /** A few words, title case not needed: shown as the rule's name in code-scanning tools. */
  title: string;
  /** What the problem is and what to do about it, in one or two sentences. */
  help: string;
}

/** Every problem code with its title and help, in the order docs/problems.md lists them. */
export const PROBLEM_RULES: Readonly<Record<ProblemCode, ProblemRule>> = {
  'duplicate-mod': {
    title: 'Duplicate mod',
    help: 'The same mod id is in two files (a jar-in-jar copy counts). The loader refuses to start; keep the newer file and disable the other.',
  },
  'wrong-loader': {
    title: 'Mod for another loader',
    help: 'The jar is made for another mod loader than the instance runs (for example a Forge mod in a Fabric pack). Replace it with the build for this loader, or disable it.',
  },
  'corrupt-jar': {
    title: 'Corrupt or empty jar',
    help: 'The file is empty, truncated or not a zip (often an HTML error page saved as .jar). Download it again.',
  },
  'extracted-jar': {
    title: 'Extracted jar in mods/',
    help: 'A folder inside mods/ looks like an unpacked jar; loaders only read jar files. Remove the folder and put the original jar back.',
  },
  'missing-dependency': {
    title: 'Missing required dependency',
    help: 'A mod requires another mod that no enabled jar provides. Install the dependency in a fitting version, or disable the mod that needs it.',
  },
  'recommended-missing': {
    title: 'Recommended mod not installed',
    help: 'A mod recommends another mod that is not installed. The pack starts without it; add it if you want the feature it enables.',
  },
  'dependency-version': {
    title: 'Dependency version out of range',
    help: 'A required dependency is installed, but in a version outside the range the mod accepts. Update or downgrade one of the two.',
  },
  breaks: {
    title: 'Declared incompatible mods',
    help: 'A mod declares that it breaks with another installed mod. Remove one of the two, or use versions that are compatible.',
  },
  conflicts: {
    title: 'Declared conflicting mods',
    help: 'A mod declares a conflict with another installed mod: it may start, but something will misbehave. Check the mod pages and remove one if needed.',
  },
  'wrong-minecraft': {
    title: 'Mod for another Minecraft version',
    help: "The mod accepts other Minecraft versions than the instance's. Install the build for this Minecraft version.",
  },
  'wrong-java': {
    title: 'Java version does not fit',
    help: 'A mod needs a newer Java than the instance runs with. Point the launcher at a fitting Java runtime.',
  },
  'client-only-on-server': {
    title: 'Client-only mod on a server',
    help: 'A mod that only runs on the game client is in a dedicated-server instance, where it crashes the server. Remove it from the server.',
  },
  'no-metadata': {
    title: 'Jar without mod metadata',
    help: 'The jar declares no mod (a library or a plugin). Usually harmless; check that it belongs in mods/.',
  },
  'invalid-metadata': {
    title: 'Malformed mod metadata',
    help: "The jar's mod metadata cannot be read, so loaders may reject it. Download the mod again or report it to its author.",
  },
  'jpms-module-name': {
    title: 'Jar name Forge cannot use as a module',
    help: 'Forge derives a Java module name from this file name and fails on it. Rename the jar to letters, digits, dots and dashes.',
  },
  'unreadable-instance': {
    title: 'Damaged instance file',
    help: "One of the instance's own files (instance.cfg, mmc-pack.json, a version JSON…) is malformed. Open it and fix or restore it.",
  },
  'update-available': {
    title: 'Update available',
    help: "A newer version of this mod for the instance's Minecraft version and loader exists on Modrinth.",
  },
  'packwiz-malformed': {
    title: 'Malformed packwiz file',
    help: 'pack.toml, index.toml or a metafile is not valid TOML or lacks a required field. Fix the file at the line named; packwiz refuses it too.',
  },
  'packwiz-duplicate': {
    title: 'Duplicate packwiz mod',
    help: 'Two metafiles name the same project or the same file name. Keep one of them (packwiz would install both).',
  },
  'packwiz-client-only-on-server': {
    title: 'Client-only mod in a server pack',
    help: 'A metafile marked side = "client" is in a pack built for a dedicated server, which never loads it. Remove it from the server pack, or correct its side.',
  },
  'packwiz-missing-file': {
    title: 'Indexed file missing',
    help: 'index.toml lists a file that does not exist. Run `packwiz refresh` (or `nova refresh`) to drop it, or restore the file.',
  },
  'packwiz-unindexed': {
    title: 'Metafile not in the index',
    help: 'A metafile exists but index.toml does not list it, so packwiz ignores it. Run `packwiz refresh` (or `nova refresh`).',
  },
  'packwiz-stale-index': {
    title: 'Stale packwiz index',
    help: "index.toml's hashes or pack.toml's index hash do not match the files. Run `packwiz refresh` (or `nova refresh`) and commit the result.",
  },
  'packwiz-bad-download': {
    title: 'Unusable packwiz download',
    help: 'A metafile has no usable download URL or hash. Re-add the mod with packwiz or Nova so the metafile is complete.',
  },
  'packwiz-hash-mismatch': {
    title: 'Downloaded jar does not match its hash',
    help: "The file at the metafile's URL does not match the hash the metafile records. Update the metafile; never install an unverified jar.",
  },
  'packwiz-jar-checks-skipped': {
    title: 'Jar checks skipped',
    help: 'Offline, the checks that need each mod jar (dependencies, versions, loaders) were not run. Run with network access (`nova check --download`) to run them.',
  },
  'unknown-id': {
    title: 'Unknown item, block or fluid id',
    help: 'A script, data pack or config names an id that no installed mod, data pack or startup script provides, so the recipe, tag or setting silently does nothing. Use the suggested id, or put back the mod that provided it.',
  },
  'unknown-namespace': {
    title: 'Id of a mod that is not installed',
    help: "A script or data pack names an id whose namespace no installed mod or data pack owns (the mod is missing or was removed). Install the mod, guard the code with Platform.isLoaded('mod'), or remove the reference.",
  },
  'unknown-tag': {
    title: 'Unknown tag',
    help: 'A script or data pack names a tag that nothing in the pack defines. Check the spelling (forge: or c:, singular or plural) or define the tag.',
  },
  'empty-tag': {
    title: 'Tag with no members',
    help: 'A script or data pack uses a tag that exists but resolves to nothing (for example a data pack replaced it with an empty list), so the ingredient matches no item.',
  },
  'duplicate-recipe-id': {
    title: 'Two recipes with one id',
    help: 'Two data-pack files or script recipes define the same recipe id; only one of them is loaded. Give one of them another id.',
  },
  'unchecked-file': {
    title: 'File not checked',
    help: 'A script, data-pack file or config could not be read (a syntax error, invalid JSON, too large or too deeply nested), so its ids were not checked. Fix the file; the game would fail to read it too.',
  },
  'invalid-nova-json': {
    title: 'Invalid .nova.json',
    help: "The pack's .nova.json is not valid JSON or has a wrong type, an unknown problem code or an unknown severity, so none of its rules or suppressions apply. Fix the file at the line named (docs/suppression.md).",
  },
};
