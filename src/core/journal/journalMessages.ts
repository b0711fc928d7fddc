import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * Why a change was not applied, undone or redone, in English and Simplified Chinese: the refusals of
 * changePaths.ts (where a path lies), operationCheck.ts (what the disk holds now), fileState.ts (what changed since
 * a batch) and the appliers' own failures (src/cli/nodeChangeApplier.ts, src/host/editApplier.ts). Paths and file
 * names are parameters, shown verbatim. The English texts are the wording these reasons always had: the model and
 * `--json` read them as they are.
 */
export const JournalM = defineMessages('journal', {
  notAbsolute: msg({
    example: { path: '"mods/a.jar"' },
    en: (p) => `the path ${p.path} is not absolute`,
    zh: (p) => `路径 ${p.path} 不是绝对路径`,
  }),
  outsideWorkspace: msg({
    example: { path: '/etc/passwd' },
    en: (p) => `${p.path} is outside the workspace folders; Nova changes files only inside them`,
    zh: (p) => `${p.path} 位于工作区文件夹之外；Nova 只更改工作区文件夹内的文件`,
  }),
  protectedFolder: msg({
    example: { path: '/pack/.vscode/settings.json', folder: '.vscode' },
    en: (p) => `${p.path} is inside ${p.folder}/, which Nova never changes`,
    zh: (p) => `${p.path} 位于 ${p.folder}/ 中，Nova 从不更改该文件夹`,
  }),
  linkedOutside: msg({
    example: { path: '/pack/mods/a.jar' },
    en: (p) =>
      `${p.path} resolves through a symbolic link to a place outside the workspace folders; Nova changes files only inside them`,
    zh: (p) => `${p.path} 经符号链接指向工作区文件夹之外的位置；Nova 只更改工作区文件夹内的文件`,
  }),
  missing: msg({
    example: { name: 'a.jar', path: '/pack/mods/a.jar' },
    en: (p) => `${p.name} does not exist (any more) at ${p.path}`,
    zh: (p) => `${p.path} 处（已）不存在 ${p.name}`,
  }),
  exists: msg({
    example: { name: 'a.jar', path: '/pack/mods/a.jar' },
    en: (p) => `${p.name} already exists at ${p.path}; Nova never overwrites a file`,
    zh: (p) => `${p.path} 处已存在 ${p.name}；Nova 从不覆盖文件`,
  }),
  preparedMissing: msg({
    example: { path: '/tmp/nova-1/a.jar' },
    en: (p) => `the prepared file ${p.path} is missing`,
    zh: (p) => `准备好的文件 ${p.path} 不见了`,
  }),
  textChanged: msg({
    example: { name: 'options.txt' },
    en: (p) => `${p.name} was changed since the change was proposed; its text is not what Nova expected`,
    zh: (p) => `${p.name} 在提出更改后被修改过；其文本与 Nova 预期的不同`,
  }),
  noLongerAt: msg({
    example: { name: 'a.jar', path: '/pack/mods/a.jar' },
    en: (p) => `${p.name} is no longer at ${p.path} (it was moved, renamed or deleted since)`,
    zh: (p) => `${p.name} 已不在 ${p.path}（此后被移动、重命名或删除）`,
  }),
  nowExists: msg({
    example: { name: 'a.jar', path: '/pack/mods/a.jar' },
    en: (p) => `${p.name} now exists at ${p.path} (a file was put there since)`,
    zh: (p) => `${p.path} 处现在有 ${p.name}（此后有文件被放到那里）`,
  }),
  sizeChanged: msg({
    example: { name: 'a.jar', size: '120', was: '100' },
    en: (p) => `${p.name} was changed since (its size is now ${p.size} bytes, was ${p.was})`,
    zh: (p) => `${p.name} 此后被修改过（大小现为 ${p.size} 字节，原为 ${p.was}）`,
  }),
  contentChanged: msg({
    example: { name: 'a.jar' },
    en: (p) => `${p.name} was changed since (its content differs)`,
    zh: (p) => `${p.name} 此后被修改过（内容不同）`,
  }),
  modifiedSince: msg({
    example: { name: 'a.jar' },
    en: (p) => `${p.name} was changed since (it was modified after Nova's change)`,
    zh: (p) => `${p.name} 此后被修改过（在 Nova 更改之后被修改）`,
  }),
  changedSincePlanned: msg({
    example: { name: 'options.txt' },
    en: (p) => `${p.name} changed since the change was planned`,
    zh: (p) => `${p.name} 在计划更改后被修改过`,
  }),
  alreadyExists: msg({
    example: { name: 'a.jar' },
    en: (p) => `${p.name} already exists; Nova never overwrites a file`,
    zh: (p) => `${p.name} 已存在；Nova 从不覆盖文件`,
  }),
  aFileAlreadyExists: msg({
    example: {},
    en: () => 'a file already exists; Nova never overwrites a file',
    zh: () => '文件已存在；Nova 从不覆盖文件',
  }),
  gone: msg({
    example: { name: 'a.jar' },
    en: (p) => `${p.name} does not exist (any more)`,
    zh: (p) => `${p.name}（已）不存在`,
  }),
  aFileGone: msg({
    example: {},
    en: () => 'a file does not exist (any more)',
    zh: () => '文件（已）不存在',
  }),
  denied: msg({
    example: { name: 'a.jar' },
    en: (p) => `${p.name} cannot be changed (permission denied)`,
    zh: (p) => `无法更改 ${p.name}（权限被拒绝）`,
  }),
  aFileDenied: msg({
    example: {},
    en: () => 'a file cannot be changed (permission denied)',
    zh: () => '无法更改文件（权限被拒绝）',
  }),
  /** An operating-system error without a known code: its own text is the fact, shown as it is. */
  systemError: msg({
    example: { error: 'EIO: i/o error, rename' },
    en: (p) => p.error,
    zh: (p) => `系统错误：${p.error}`,
  }),
  notCarriedOut: msg({
    example: {},
    en: () => 'VS Code did not carry out the change (the file may be read-only or locked)',
    zh: () => 'VS Code 未执行此更改（文件可能为只读或被锁定）',
  }),
  unknownReason: msg({
    example: {},
    en: () => 'unknown reason',
    zh: () => '原因不明',
  }),
});
