import { compareMinecraftVersions, normalizeMinecraftVersion } from '../versions/minecraftVersion';
import { uniqueIds, type ConflictRule } from './conflictRule';

/** Forge/NeoForge 1.17+ derive a module name from the jar's file name when it declares none. */
export const moduleNamesRule: ConflictRule = {
  id: 'module-names',
  check({ facts, msg, report }) {
    if (facts.loader !== 'forge' && facts.loader !== 'neoforge') return;
    const mc = facts.minecraft;
    if (mc === null || normalizeMinecraftVersion(mc) === null || compareMinecraftVersions(mc, '1.17') < 0) return;
    for (const file of facts.enabled) {
      if ((file.kind !== 'mod' && file.kind !== 'library') || file.automaticModuleName) continue;
      if (!/\.jar$/i.test(file.fileName)) continue;
      const problem = moduleNameProblem(file.fileName);
      if (problem === null) continue;
      report.add(
        'warning',
        'jpms-module-name',
        msg.jpmsModuleName({ file: file.fileName, reason: problem }),
        [file.path],
        uniqueIds(file.mods),
      );
    }
  },
};

const DASH_VERSION = /-([.\d]+)/;
const DASH_VERSION_ALL = /-([.\d]+)/g;

/**
 * Why the module name Forge's SecureJarHandler derives from a file name would fail (`JarMetadata.fromFileName`):
 * an empty name after dropping non-ASCII-alphanumerics, or a version part that Java cannot parse. Digit-leading
 * and keyword parts are fixed by SecureJarHandler (prefixed with `_`), so they are not problems.
 */
export function moduleNameProblem(fileName: string): 'empty' | 'version' | null {
  let fn = fileName;
  const dot = fn.lastIndexOf('.');
  if (dot > 0) fn = fn.slice(0, dot);
  let name = fn;
  const m = DASH_VERSION.exec(fn);
  if (m) {
    let version = fn.slice(m.index + 1);
    const last = version.charAt(version.length - 1);
    if (last === '.' || last === '+' || last === '-') {
      if (version.length === 1) return 'version';
      version = version.slice(0, -1);
    }
    if (!/^\d/.test(version)) return 'version';
    name = fn.replace(DASH_VERSION_ALL, '');
  }
  const cleaned = name
    .replace(/[^A-Za-z0-9]/g, '.')
    .replace(/\.{2,}/g, '.')
    .replace(/^\./, '')
    .replace(/\.$/, '');
  return cleaned.length === 0 ? 'empty' : null;
}
