/**
 * Minecraft releases whose mods run on each other: a patch release that kept the game's code the mods build against
 * (1.16.5 after 1.16.4, 1.20.1 after 1.20). Releases not grouped here broke mods (1.19.3 and 1.19.4 each did), so a
 * mod built for one does not load, or loads and fails, on another.
 */
const LINES: readonly (readonly string[])[] = [
  ['1.16.2', '1.16.3'],
  ['1.16.4', '1.16.5'],
  ['1.17', '1.17.1'],
  ['1.18', '1.18.1'],
  ['1.19', '1.19.1', '1.19.2'],
  ['1.20', '1.20.1'],
  ['1.20.5', '1.20.6'],
  ['1.21', '1.21.1'],
  ['1.21.2', '1.21.3'],
];

function normal(version: string): string {
  return version.replace(/\.0$/, '');
}

/** Whether mods built for Minecraft `a` are meant to run on `b` (the same release, or one of a group above). */
export function sameModdingLine(a: string, b: string): boolean {
  const x = normal(a);
  const y = normal(b);
  if (x === y) return true;
  return LINES.some((line) => line.includes(x) && line.includes(y));
}

/**
 * The Minecraft version a mod jar's name gives (`crittersandcompanions-1.19.2-1.1.2.jar` → 1.19.2), or null when the
 * name gives none or more than one candidate (`citadel-1.13.1-1.19.jar`: its own version looks like one too). Only
 * 1.12 and later count: `alexsmobs-1.10.0.jar` is a mod version, not Minecraft 1.10.
 */
export function minecraftOfJarName(file: string): string | null {
  const base = file.replace(/^.*[\\/]/, '').replace(/\.jar$/i, '');
  const found = new Set<string>();
  for (const m of base.matchAll(/(?:^|[-_+ ])(?:mc)?(1\.(\d{1,2})(?:\.\d{1,2})?)(?=$|[-_+ ])/gi))
    if (Number(m[2]) >= 12 && Number(m[2]) <= 30) found.add(normal(m[1]!));
  return found.size === 1 ? [...found][0]! : null;
}
