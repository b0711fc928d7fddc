import { defineMessages, msg } from '../locale/messageCatalog';

/** What bisect says when a request does not fit its state (bisectUsageError.ts), in English and Chinese. */
export const BisectM = defineMessages('bisect', {
  notRunning: msg({
    example: { dir: '/packs/Broken/minecraft' },
    en: (p) => `no bisect is running in ${p.dir}. Start one with \`nova bisect start INSTANCE\`.`,
    zh: (p) => `${p.dir} 中没有正在进行的二分排查。请用 \`nova bisect start INSTANCE\` 开始一次。`,
  }),
  finished: msg({
    example: {},
    en: () => 'this bisect is finished. Run `nova bisect reset INSTANCE` to put every file back.',
    zh: () => '这次二分排查已经结束。请运行 `nova bisect reset INSTANCE` 把所有文件放回原处。',
  }),
  nothingToReset: msg({
    example: { dir: '/packs/Broken/minecraft' },
    en: (p) => `no bisect is running in ${p.dir}; nothing to reset.`,
    zh: (p) => `${p.dir} 中没有正在进行的二分排查，无需重置。`,
  }),
  alreadyRunning: msg({
    example: { dir: '/packs/Broken/minecraft' },
    en: (p) => `a bisect is already running in ${p.dir}. Answer it with good or bad, or undo it with reset.`,
    zh: (p) => `${p.dir} 中已有正在进行的二分排查。请用 good 或 bad 回答，或用 reset 撤销它。`,
  }),
  tooManyFiles: msg({
    example: { dir: '/packs/Broken/minecraft/mods', count: 10_200, max: 10_000 },
    en: (p) =>
      `${p.dir} holds ${p.count} mod files, more than the ${p.max} a bisect can track, so the culprit could be among files it never tests. Move some of them out of mods/ (for example into a folder beside it) and bisect each part. Nothing was changed.`,
    zh: (p) =>
      `${p.dir} 中有 ${p.count} 个模组文件，超过二分排查能追踪的 ${p.max} 个，元凶可能在从未测试的文件中。请把其中一些移出 mods/（例如移到旁边的文件夹），再分别排查每一部分。未做任何更改。`,
  }),
  noEnabledFiles: msg({
    example: { dir: '/packs/Broken/minecraft/mods' },
    en: (p) => `no enabled mod files in ${p.dir}. Bisect needs at least one enabled jar.`,
    zh: (p) => `${p.dir} 中没有已启用的模组文件。二分排查至少需要一个已启用的 jar。`,
  }),
  untrackableName: msg({
    example: { file: '"a\\b.jar"', dir: '/packs/Broken/minecraft/mods' },
    en: (p) => `${p.file} in ${p.dir} has a name bisect cannot track. Rename it first.`,
    zh: (p) => `${p.dir} 中的 ${p.file} 的名称无法被二分排查追踪。请先重命名它。`,
  }),
  bothNames: msg({
    example: { file: 'sodium.jar', dir: '/packs/Broken/minecraft/mods' },
    en: (p) =>
      `${p.file} and ${p.file}.disabled are both in ${p.dir}, so bisect could not disable it without overwriting. Move one of them out first.`,
    zh: (p) =>
      `${p.file} 和 ${p.file}.disabled 同时位于 ${p.dir} 中，二分排查无法在不覆盖的情况下禁用它。请先移走其中一个。`,
  }),
  notRegularFile: msg({
    example: { file: 'sodium.jar', dir: '/packs/Broken/minecraft/mods' },
    en: (p) =>
      `${p.file} in ${p.dir} is not a regular file (a link to a device, a pipe, or a link that leads nowhere), so bisect cannot record it. Move it out of mods/ first. Nothing was changed.`,
    zh: (p) =>
      `${p.dir} 中的 ${p.file} 不是普通文件（指向设备的链接、管道或失效的链接），二分排查无法记录它。请先把它移出 mods/。未做任何更改。`,
  }),
  filesMoved: msg({
    example: { shown: 'a.jar, b.jar.disabled', more: 0, count: 2, dir: '/packs/Broken/minecraft/mods' },
    en: (p) =>
      `${p.shown}${p.more > 0 ? ` and ${p.more} more` : ''} ${p.count === 1 ? 'is' : 'are'} no longer in ${p.dir} under the name the last step left (renamed or moved by hand). Put ${p.count === 1 ? 'it' : 'them'} back under that name and answer again, or run \`nova bisect reset INSTANCE\` to end the bisect; reset renames back what it can and names the rest. Nothing was changed.`,
    zh: (p) =>
      `${p.shown}${p.more > 0 ? ` 等另外 ${p.more} 个文件` : ''}已不在 ${p.dir} 中上一步留下的名称下（被手动重命名或移动）。请把它们按原名放回后再回答，或运行 \`nova bisect reset INSTANCE\` 结束二分排查；reset 会改回能改回的文件，并列出其余文件。未做任何更改。`,
  }),
  chainsTooLong: msg({
    example: {},
    en: () =>
      'the mods require each other in chains far longer than a real pack has, so bisect cannot split them; nothing was changed. Starting again meets the same chains: look for the mods whose required dependencies loop through the whole pack. If a bisect is running, `nova bisect reset INSTANCE` ends it.',
    zh: () =>
      '这些模组之间的依赖链远长于真实整合包中的情况，二分排查无法拆分它们；未做任何更改。重新开始也会遇到同样的依赖链：请找出其必需依赖在整个整合包中形成循环的模组。如果二分排查正在进行，运行 `nova bisect reset INSTANCE` 可结束它。',
  }),
  stateUnreadable: msg({
    example: { file: '/packs/Broken/minecraft/nova-bisect.json', detail: 'EACCES: permission denied' },
    en: (p) => `cannot read ${p.file}: ${p.detail}`,
    zh: (p) => `无法读取 ${p.file}：${p.detail}`,
  }),
  stateNotJson: msg({
    example: { file: '/packs/Broken/minecraft/nova-bisect.json' },
    en: (p) => `${p.file} is not valid JSON. Restore it from the backup you have, or rename the .disabled jars back.`,
    zh: (p) => `${p.file} 不是有效的 JSON。请从你的备份中恢复它，或把 .disabled 的 jar 改回原名。`,
  }),
  stateUnusable: msg({
    example: {
      file: '/packs/Broken/minecraft/nova-bisect.json',
      problem: 'suspects is not a list',
      stateFile: 'nova-bisect.json',
    },
    en: (p) =>
      `${p.file} is not a bisect state Nova can use (${p.problem}). Nothing was changed; rename the .disabled jars in mods/ back by hand and move ${p.stateFile} aside to end it.`,
    zh: (p) =>
      `${p.file} 不是 Nova 能使用的二分排查状态（${p.problem}）。未做任何更改；请手动把 mods/ 中 .disabled 的 jar 改回原名，并把 ${p.stateFile} 移开以结束排查。`,
  }),
  startRaced: msg({
    example: { dir: '/packs/Broken/minecraft' },
    en: (p) =>
      `a bisect is already running in ${p.dir} (another \`nova bisect start\` got there first). Answer it with good or bad, or undo it with reset. This start changed nothing.`,
    zh: (p) =>
      `${p.dir} 中已有正在进行的二分排查（另一个 \`nova bisect start\` 先开始了）。请用 good 或 bad 回答，或用 reset 撤销它。这次开始没有做任何更改。`,
  }),
  stepNotApplied: msg({
    example: { detail: 'sodium.jar.disabled already exists' },
    en: (p) =>
      `${p.detail}. Nothing was changed by this step. If files in mods/ were renamed by hand, put them back, or run \`nova bisect reset INSTANCE\` to end the bisect.`,
    zh: (p) =>
      `${p.detail}。这一步没有做任何更改。如果 mods/ 中的文件被手动重命名过，请把它们改回来，或运行 \`nova bisect reset INSTANCE\` 结束二分排查。`,
  }),
  changeNotApplied: msg({
    example: {},
    en: () => 'the change was not applied',
    zh: () => '更改未被应用',
  }),
});
