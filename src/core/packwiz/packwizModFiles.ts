import type { ModFile } from '../model/modFile';
import type { PackwizModEntry, PackwizProject } from './packwizProject';

/**
 * The pack's metafiles as mod entries, so lists, pickers and tools show them like jars: enabled ones from the index,
 * disabled ones kept out of it by `.packwizignore`. `folder` narrows to one content folder (`mods`). Sorted by the
 * described file's name.
 */
export function packwizModFiles(project: PackwizProject, folder = 'mods'): ModFile[] {
  const inFolder = (m: PackwizModEntry): boolean => m.target.startsWith(`${folder}/`);
  const files = [
    ...project.mods.filter(inFolder).map((m) => toModFile(m, true)),
    ...project.disabled.filter(inFolder).map((m) => toModFile(m, false)),
  ];
  return files.sort((a, b) => {
    const la = a.fileName.toLowerCase();
    const lb = b.fileName.toLowerCase();
    if (la !== lb) return la < lb ? -1 : 1;
    return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
  });
}

function toModFile(entry: PackwizModEntry, enabled: boolean): ModFile {
  const meta = entry.meta;
  return {
    path: entry.abs,
    fileName: meta.filename,
    enabled,
    size: 0,
    mtimeMs: 0,
    kind: 'mod',
    error: null,
    mods: [
      {
        id: entry.slug,
        name: meta.name ?? entry.slug,
        version: 'unknown',
        loader: 'unknown',
        source: 'packwiz metafile',
        side: meta.side,
        dependencies: [],
        provides: [],
        warnings: [],
      },
    ],
    nested: [],
    packages: [],
    mixinConfigs: [],
    automaticModuleName: null,
    packwiz: {
      metafile: entry.metafile,
      target: entry.target,
      url: meta.url,
      hashFormat: meta.hashFormat,
      hash: meta.hash,
      mode: meta.mode,
      modrinth: meta.modrinth,
      curseforge: meta.curseforge,
      optional: meta.optional,
      optionDefault: meta.optionDefault,
      pin: meta.pin,
    },
  };
}
