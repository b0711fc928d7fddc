import type { ModMetadata } from '../model/modFile';
import { loaderListText, modText, uniqueIds, type ConflictRule } from './conflictRule';

/** Without a known loader, mods for a different loader family than most of the others are suspicious. */
export const mixedLoadersRule: ConflictRule = {
  id: 'mixed-loaders',
  check({ facts, msg, report }) {
    const census = facts.census;
    if (census === null || census.familyCount < 2) return;
    for (const [file, families] of census.familiesOf) {
      if (families.has(census.majority)) continue;
      const first = file.mods[0] as ModMetadata;
      report.add(
        'warning',
        'wrong-loader',
        msg.mixedLoaders({
          file: file.fileName,
          mod: modText(msg, first),
          modLoaders: loaderListText(msg, file.mods),
          majorityLoader: msg.loaderName(census.majorityLoader),
          majorityCount: census.majorityCount,
        }),
        [file.path],
        uniqueIds(file.mods),
        file.path,
      );
    }
  },
};
