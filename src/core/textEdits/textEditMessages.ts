import { defineMessages, enCount, msg } from '../locale/messageCatalog';

/**
 * The checklist lines of text-file changes (src/core/planning/textEditPlanner.ts), by id: what the change does in
 * words (textChangeWords.ts) and which new ids Nova cannot vouch for. Keys, values, file names and ids are facts and
 * stay verbatim; the English rendering is the draft's `summary`/`impact` the model reads.
 */
export const TextEditMessages = defineMessages('textEdit', {
  pairsChanged: msg({
    example: { section: 'iron_ore', changes: 'count 20 → 8', file: 'config/oreveins.toml' },
    en: (p) => `${p.section === '' ? '' : `${p.section}: `}${p.changes} in ${p.file}`,
    zh: (p) => `修改 ${p.file} 中的 ${p.section === '' ? '' : `${p.section}: `}${p.changes}`,
  }),
  linesAdded: msg({
    example: { count: 3, file: 'config/x.json' },
    en: (p) => `${enCount(p.count, 'line')} added in ${p.file}`,
    zh: (p) => `在 ${p.file} 中添加了 ${p.count} 行`,
  }),
  linesRemoved: msg({
    example: { count: 3, file: 'config/x.json' },
    en: (p) => `${enCount(p.count, 'line')} removed in ${p.file}`,
    zh: (p) => `从 ${p.file} 中删除了 ${p.count} 行`,
  }),
  linesChanged: msg({
    example: { count: 3, file: 'config/x.json' },
    en: (p) => `${enCount(p.count, 'line')} changed in ${p.file}`,
    zh: (p) => `修改了 ${p.file} 中的 ${p.count} 行`,
  }),
  createFile: msg({
    example: { file: 'kubejs/server_scripts/brass.js', lines: 3 },
    en: (p) => `Create ${p.file} (${enCount(p.lines, 'line')}, a new file)`,
    zh: (p) => `创建 ${p.file}（${p.lines} 行，新文件）`,
  }),
  unjudgedIds: msg({
    example: { ids: 'gtceu:steel_ingot, #c:ingots/brass', more: 2 },
    en: (p) =>
      `${[
        ...(p.ids === '' ? [] : [`Nova cannot vouch for these ids: ${p.ids}`]),
        ...(p.more > 0
          ? [`${enCount(p.more, 'more id', 'more ids')} ${p.more === 1 ? 'was' : 'were'} not checked`]
          : []),
      ].join('; ')}. Check them before applying`,
    zh: (p) =>
      `${[
        ...(p.ids === '' ? [] : [`Nova 无法确认这些 id 存在：${p.ids}`]),
        ...(p.more > 0 ? [`另有 ${p.more} 个 id 未检查`] : []),
      ].join('；')}。应用前请检查它们`,
  }),
});
