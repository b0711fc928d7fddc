import type { Locale } from '../core/locale/locale';
import { defineMessages, enCount, msg, renderMessage, type Message } from '../core/locale/messageCatalog';
import type { Severity } from '../core/model/problem';
import type { InstanceLayout, LoaderType } from '../core/model/instance';
import { launcherProperName } from '../core/instances/launcherProperName';

/**
 * What `nova` itself prints for people (help, usage errors, summaries, labels), by message id in English and
 * Simplified Chinese. Facts (paths, names, option values) are parameters; options and command names stay as typed.
 * `--json` documents never use these: they keep their English fields (docs/cli.md).
 */
/** What a folder argument is (`kind` of the folder messages), in words. */
const EN_FOLDER: Record<string, string> = {
  instance: 'Instance folder',
  pack: 'Pack folder',
  cwd: 'Working directory',
  folder: 'Folder',
};
const ZH_FOLDER: Record<string, string> = {
  instance: '实例文件夹',
  pack: '整合包文件夹',
  cwd: '工作目录',
  folder: '文件夹',
};

export const CliMessages = defineMessages('cli', {
  // Help (main.ts).
  helpTitle: msg({
    example: {},
    en: () => 'nova — Minecraft modpack checks for scripts and CI',
    zh: () => 'nova — 面向脚本和 CI 的 Minecraft 整合包检查工具',
  }),
  helpUsage: msg({ example: {}, en: () => 'Usage:', zh: () => '用法：' }),
  helpFooter: msg({
    example: {},
    en: () =>
      'Every command accepts --json (one JSON document on stdout) and --lang en|zh-CN (default: LC_ALL, LC_MESSAGES, LANG); nova --version prints the version; nova COMMAND --help prints the help of one command.',
    zh: () =>
      '每个命令都接受 --json（在标准输出上输出一个 JSON 文档）和 --lang en|zh-CN（默认取 LC_ALL、LC_MESSAGES、LANG）；nova --version 显示版本；nova 命令 --help 显示该命令的帮助。',
  }),
  helpExitCodes: msg({
    example: {},
    en: () => 'Exit codes: 0 done, 1 error-level findings, 2 usage error or unreadable input.',
    zh: () => '退出码：0 完成，1 有错误级别的问题，2 用法错误或输入无法读取。',
  }),
  helpOptions: msg({
    example: { options: '--json, --out' },
    en: (p) => `Options: ${p.options}`,
    zh: (p) => `选项：${p.options}`,
  }),
  unknownLanguage: msg({
    example: { lang: 'fr' },
    en: (p) => `unknown language '${p.lang}'. Pass --lang en or --lang zh-CN.`,
    zh: (p) => `未知语言 '${p.lang}'。请使用 --lang en 或 --lang zh-CN。`,
  }),
  unknownCommand: msg({
    example: { name: 'nope' },
    en: (p) => `unknown command '${p.name}'. Run 'nova --help' to see the commands.`,
    zh: (p) => `未知命令 '${p.name}'。运行 'nova --help' 查看所有命令。`,
  }),
  unknownOption: msg({
    example: { option: '--nope' },
    en: (p) => `unknown option '${p.option}'. Run this command with --help to see its options.`,
    zh: (p) => `未知选项 '${p.option}'。加上 --help 运行此命令可查看它的选项。`,
  }),
  optionNeedsValue: msg({
    example: { option: '--out' },
    en: (p) => `option '${p.option}' needs a value.`,
    zh: (p) => `选项 '${p.option}' 需要一个值。`,
  }),
  badArgument: msg({
    example: { detail: "Unexpected argument 'x'" },
    en: (p) => `the arguments cannot be read (${p.detail}). Run this command with --help to see its usage.`,
    zh: (p) => `无法读取参数（${p.detail}）。加上 --help 运行此命令可查看用法。`,
  }),
  unexpectedError: msg({
    example: { detail: 'boom' },
    en: (p) => `unexpected error: ${p.detail}`,
    zh: (p) => `意外错误：${p.detail}`,
  }),

  // Severity words.
  error: msg({ example: {}, en: () => 'error', zh: () => '错误' }),
  warning: msg({ example: {}, en: () => 'warning', zh: () => '警告' }),
  info: msg({ example: {}, en: () => 'info', zh: () => '信息' }),

  // Usage errors shared by commands (instanceArgument.ts).
  folderNotFound: msg({
    example: { kind: 'instance', dir: '/tmp/pack' },
    en: (p) => `${EN_FOLDER[p.kind] ?? 'Folder'} not found: ${p.dir}. Pass an existing folder.`,
    zh: (p) => `找不到${ZH_FOLDER[p.kind] ?? '文件夹'}：${p.dir}。请传入一个已存在的文件夹。`,
  }),
  notAFolder: msg({
    example: { kind: 'instance', dir: '/tmp/pack.zip' },
    en: (p) => `${EN_FOLDER[p.kind] ?? 'Folder'} is not a folder: ${p.dir}. Pass a folder.`,
    zh: (p) => `${p.dir} 不是文件夹。请传入一个文件夹。`,
  }),
  folderUnreadable: msg({
    example: { kind: 'instance', dir: '/tmp/pack' },
    en: (p) => `${EN_FOLDER[p.kind] ?? 'Folder'} cannot be read: ${p.dir}. Check its permissions.`,
    zh: (p) => `无法读取${ZH_FOLDER[p.kind] ?? '文件夹'}：${p.dir}。请检查它的权限。`,
  }),
  missingInstance: msg({
    example: {},
    en: () => 'missing INSTANCE. Pass an instance folder (see `nova instances DIR`).',
    zh: () => '缺少 INSTANCE。请传入一个实例文件夹（见 `nova instances DIR`）。',
  }),
  noSuchVersion: msg({
    example: { version: '1.1', dir: '/tmp/pack', found: '1.0, 1.2' },
    en: (p) => `no version '${p.version}' in ${p.dir}. Versions there: ${p.found || 'none'}.`,
    zh: (p) => `${p.dir} 中没有版本 '${p.version}'。那里的版本：${p.found || '无'}。`,
  }),
  noInstance: msg({
    example: { dir: '/tmp/pack' },
    en: (p) =>
      `no game instance at ${p.dir}: expected instance.cfg, mmc-pack.json, pack.toml, minecraftinstance.json, versions/<id>/<id>.json or a mods/ folder. Run \`nova instances DIR\` to find instances.`,
    zh: (p) =>
      `${p.dir} 处没有游戏实例：应有 instance.cfg、mmc-pack.json、pack.toml、minecraftinstance.json、versions/<id>/<id>.json 或 mods/ 文件夹。运行 \`nova instances DIR\` 查找实例。`,
  }),
  severalVersions: msg({
    example: { dir: '/tmp/mc', count: 2, names: 'mc#1.20.1, mc#fabric' },
    en: (p) => `${p.dir} holds ${enCount(p.count, 'version')}; pick one: ${p.names}.`,
    zh: (p) => `${p.dir} 中有 ${p.count} 个版本；请选择一个：${p.names}。`,
  }),
  unexpectedArgument: msg({
    example: { argument: 'x', command: 'nova tools' },
    en: (p) => `unexpected argument '${p.argument}'. Run ${p.command} --help to see its usage.`,
    zh: (p) => `多余的参数 '${p.argument}'。运行 ${p.command} --help 查看用法。`,
  }),
  notFound: msg({
    example: { path: '/tmp/x' },
    en: (p) => `not found: ${p.path}. Pass an existing file or folder.`,
    zh: (p) => `找不到：${p.path}。请传入一个已存在的文件或文件夹。`,
  }),
  serverPackNeedsOut: msg({
    example: {},
    en: () => 'missing --out DIR. Pass the folder (or, with --format zip, the file) to create.',
    zh: () => '缺少 --out DIR。请传入要创建的文件夹（使用 --format zip 时为文件）。',
  }),
  setSidesNeedsPackwiz: msg({
    example: { instance: 'Broken Pack' },
    en: (p) =>
      `--set-sides changes a packwiz pack's metafiles, and ${p.instance} is not a packwiz pack (no pack.toml).`,
    zh: (p) => `--set-sides 会修改 packwiz 整合包的元文件，而 ${p.instance} 不是 packwiz 整合包（没有 pack.toml）。`,
  }),
  optionChoice: msg({
    example: { option: '--format', choices: 'mrpack|curseforge', value: 'zip' },
    en: (p) => `${p.option} must be one of ${p.choices}, not '${p.value}'.`,
    zh: (p) => `${p.option} 必须是 ${p.choices} 之一，而不是 '${p.value}'。`,
  }),
  contradictingOptions: msg({
    example: { format: 'sarif' },
    en: (p) => `--json and --format ${p.format} contradict each other; pass one.`,
    zh: (p) => `--json 与 --format ${p.format} 互相矛盾；请只传其中一个。`,
  }),
  cannotRead: msg({
    example: { path: '/tmp/x.log', detail: 'EACCES' },
    en: (p) => `cannot read ${p.path}: ${p.detail}`,
    zh: (p) => `无法读取 ${p.path}：${p.detail}`,
  }),
  // A change the applier refused or failed (the reason: src/core/journal/outcomeReason.ts).
  nothingImported: msg({
    example: { reason: 'a.jar already exists; Nova never overwrites a file' },
    en: (p) => `${p.reason}; nothing was imported.`,
    zh: (p) => `${p.reason}；未导入任何内容。`,
  }),
  nothingWritten: msg({
    example: { reason: 'a.jar already exists; Nova never overwrites a file' },
    en: (p) => `${p.reason}; nothing was written.`,
    zh: (p) => `${p.reason}；未写入任何内容。`,
  }),
  nothingRefreshed: msg({
    example: { reason: 'index.toml was changed since the change was proposed' },
    en: (p) => `${p.reason}. Nothing was refreshed.`,
    zh: (p) => `${p.reason}。未刷新任何内容。`,
  }),

  // check.
  noInstancesUnder: msg({
    example: { root: '/tmp/packs' },
    en: (p) => `No game instances found under ${p.root}.`,
    zh: (p) => `在 ${p.root} 下没有找到游戏实例。`,
  }),
  checkSummary: msg({
    example: { instances: 2, errors: 3, warnings: 1, infos: 0 },
    en: (p) =>
      `${enCount(p.instances, 'instance')} checked: ${enCount(p.errors, 'error')}, ${enCount(p.warnings, 'warning')}, ${p.infos} info.`,
    zh: (p) => `已检查 ${p.instances} 个实例：${p.errors} 个错误，${p.warnings} 个警告，${p.infos} 条信息。`,
  }),

  checkSuppressed: msg({
    example: { count: 2 },
    en: (p) => `${enCount(p.count, 'problem')} suppressed by .nova.json or nova-ignore comments (not counted).`,
    zh: (p) => `${p.count} 个问题已被 .nova.json 或 nova-ignore 注释抑制（不计入）。`,
  }),

  // crash.
  crashMissingTarget: msg({
    example: {},
    en: () => 'missing FILE or INSTANCE. Pass a crash report, a log, or an instance folder.',
    zh: () => '缺少 FILE 或 INSTANCE。请传入崩溃报告、日志或实例文件夹。',
  }),
  crashNoLog: msg({
    example: { dir: '/tmp/pack/minecraft' },
    en: (p) =>
      `no crash report or log in ${p.dir}: expected crash-reports/*.txt, logs/latest.log or hs_err_pid*.log. Start the game once, or pass a log file.`,
    zh: (p) =>
      `${p.dir} 中没有崩溃报告或日志：应有 crash-reports/*.txt、logs/latest.log 或 hs_err_pid*.log。请先启动一次游戏，或传入一个日志文件。`,
  }),
  crashHeader: msg({
    example: { kind: 'crash-report', about: 'Minecraft 1.20.1', lines: 5, mods: 7 },
    en: (p) =>
      `(${p.kind}${p.about ? `; ${p.about}` : ''}; ${enCount(p.lines, 'line')}${p.mods > 0 ? `; ${enCount(p.mods, 'mod file')} checked` : ''})`,
    zh: (p) =>
      `（${p.kind}${p.about ? `；${p.about}` : ''}；${p.lines} 行${p.mods > 0 ? `；检查了 ${p.mods} 个模组文件` : ''}）`,
  }),
  crashNothingFound: msg({
    example: {},
    en: () =>
      'No known problem found. If the game still fails, read the end of the log, or disable half of the mods at a time to find the culprit.',
    zh: () => '没有发现已知问题。如果游戏仍然无法运行，请查看日志末尾，或每次禁用一半模组来找出问题模组。',
  }),
  crashRule: msg({
    example: { rule: 'no-class-def', confidence: '0.5' },
    en: (p) => `[${p.rule}, confidence ${p.confidence}]`,
    zh: (p) => `[${p.rule}，置信度 ${p.confidence}]`,
  }),
  crashFiles: msg({
    example: { files: 'a.jar, b.jar' },
    en: (p) => `Files: ${p.files}`,
    zh: (p) => `文件：${p.files}`,
  }),
  crashWhatToDo: msg({
    example: { advice: 'x' },
    en: (p) => `What to do: ${p.advice}`,
    zh: (p) => `怎么做：${p.advice}`,
  }),
  crashLine: msg({
    example: { line: 4, text: 'x' },
    en: (p) => `line ${p.line}: ${p.text}`,
    zh: (p) => `第 ${p.line} 行：${p.text}`,
  }),

  // diff.
  diffMissingPacks: msg({
    example: {},
    en: () => 'pass OLD and NEW: each a .mrpack, a CurseForge zip, an instance folder or a packwiz pack.',
    zh: () => '请传入 OLD 和 NEW：每个都可以是 .mrpack、CurseForge zip、实例文件夹或 packwiz 整合包。',
  }),
  diffTitle: msg({
    example: { old: 'pack-1.0.mrpack', new: 'pack-1.1.mrpack' },
    en: (p) => `Changes from ${p.old} to ${p.new}`,
    zh: (p) => `从 ${p.old} 到 ${p.new} 的变更`,
  }),

  // export.
  exportMissingOut: msg({
    example: {},
    en: () => 'missing --out FILE. Pass the archive to write, e.g. --out pack.mrpack.',
    zh: () => '缺少 --out FILE。请传入要写入的压缩包，例如 --out pack.mrpack。',
  }),
  exportWrote: msg({
    example: { out: 'pack.mrpack', format: 'mrpack', size: '3.6 KiB', files: 2, overrides: 7 },
    en: (p) =>
      `Wrote ${p.out} (${p.format === 'mrpack' ? '.mrpack' : 'CurseForge zip'}, ${p.size}): ${enCount(p.files, 'file')} by download, ${p.overrides} embedded in overrides.`,
    zh: (p) =>
      `已写入 ${p.out}（${p.format === 'mrpack' ? '.mrpack' : 'CurseForge zip'}，${p.size}）：${p.files} 个文件通过下载获取，${p.overrides} 个内嵌在 overrides 中。`,
  }),

  // tools.
  toolsSummary: msg({
    example: { tools: 15, host: 'cli', read: 15, write: 0, chars: 9941 },
    en: (p) =>
      `${enCount(p.tools, 'tool')} for the ${p.host} host (${p.read} read, ${p.write} write); ${enCount(p.chars, 'character')} as sent.`,
    zh: (p) =>
      `${p.host} 宿主共 ${p.tools} 个工具（${p.read} 个只读，${p.write} 个写入）；发送时共 ${p.chars} 个字符。`,
  }),

  // bisect, import, refresh, updates, ask.
  bisectAction: msg({
    example: { action: 'begin' },
    en: (p) => `${p.action === '' ? 'missing action' : `unknown action '${p.action}'`}. Use start, good, bad or reset.`,
    zh: (p) => `${p.action === '' ? '缺少操作' : `未知操作 '${p.action}'`}。请使用 start、good、bad 或 reset。`,
  }),
  importMissingArchive: msg({
    example: {},
    en: () => 'missing ARCHIVE. Pass a .mrpack or CurseForge .zip file.',
    zh: () => '缺少 ARCHIVE。请传入 .mrpack 或 CurseForge .zip 文件。',
  }),
  importMissingInto: msg({
    example: {},
    en: () => 'missing --into DIR. Pass the new instance folder to create.',
    zh: () => '缺少 --into DIR。请传入要创建的新实例文件夹。',
  }),
  archiveNotFound: msg({
    example: { path: '/tmp/pack.mrpack' },
    en: (p) => `archive not found: ${p.path}. Pass an existing .mrpack or .zip file.`,
    zh: (p) => `找不到压缩包：${p.path}。请传入一个已存在的 .mrpack 或 .zip 文件。`,
  }),
  archiveNotFile: msg({
    example: { path: '/tmp/pack' },
    en: (p) => `archive is not a file: ${p.path}.`,
    zh: (p) => `压缩包不是文件：${p.path}。`,
  }),
  importCreated: msg({
    example: { out: 'packs/new', name: 'My Pack', minecraft: '1.20.1', loader: 'Fabric 0.15.7', files: 3, pending: 0 },
    en: (p) =>
      `Created ${p.out}: '${p.name}', Minecraft ${p.minecraft}, ${p.loader}; ${enCount(p.files, 'file')} written${p.pending > 0 ? `, ${p.pending} still to download` : ''}.`,
    zh: (p) =>
      `已创建 ${p.out}：'${p.name}'，Minecraft ${p.minecraft}，${p.loader}；写入 ${p.files} 个文件${p.pending > 0 ? `，还有 ${p.pending} 个待下载` : ''}。`,
  }),
  importCreatedPackwiz: msg({
    example: { out: 'packs/new', name: 'My Pack', minecraft: '1.20.1', metafiles: 3, files: 1 },
    en: (p) =>
      `Created packwiz project ${p.out}: '${p.name}', Minecraft ${p.minecraft}; ${enCount(p.metafiles, 'metafile')}, ${enCount(p.files, 'other file')}.`,
    zh: (p) =>
      `已创建 packwiz 项目 ${p.out}：'${p.name}'，Minecraft ${p.minecraft}；${p.metafiles} 个元文件，${p.files} 个其他文件。`,
  }),
  importMorePending: msg({
    example: { count: 12, list: 'packs/new/nova-pending-downloads.json' },
    en: (p) =>
      `… and ${enCount(p.count, 'more file')} to download; all are listed in ${p.list} (and in --json output).`,
    zh: (p) => `……另有 ${p.count} 个文件待下载；全部列在 ${p.list} 中（--json 输出中也有）。`,
  }),
  loaderVanilla: msg({ example: {}, en: () => 'vanilla', zh: () => '原版' }),
  loaderVersionToPick: msg({
    example: { loader: 'Fabric' },
    en: (p) => `${p.loader} (version to pick)`,
    zh: (p) => `${p.loader}（版本待选）`,
  }),
  noPackToml: msg({
    example: { dir: '/tmp/pack' },
    en: (p) => `no pack.toml in ${p.dir}. Pass the folder of a packwiz pack (see \`nova instances\`).`,
    zh: (p) => `${p.dir} 中没有 pack.toml。请传入 packwiz 整合包的文件夹（见 \`nova instances\`）。`,
  }),
  refreshUpToDate: msg({
    example: { dir: 'pack', files: 12 },
    en: (p) => `${p.dir}: index is up to date (${enCount(p.files, 'file')}).`,
    zh: (p) => `${p.dir}：索引已是最新（${p.files} 个文件）。`,
  }),
  refreshStale: msg({
    example: { dir: 'pack', changes: 2 },
    en: (p) => `${p.dir}: index is stale (${enCount(p.changes, 'change')}).`,
    zh: (p) => `${p.dir}：索引已过期（${p.changes} 处变更）。`,
  }),
  refreshDone: msg({
    example: { dir: 'pack', changes: 2 },
    en: (p) => `${p.dir}: refreshed (${enCount(p.changes, 'change')}).`,
    zh: (p) => `${p.dir}：已刷新（${p.changes} 处变更）。`,
  }),
  refreshCrlfOnly: msg({ example: {}, en: () => '(CRLF line endings only)', zh: () => '（仅 CRLF 换行符不同）' }),
  refreshMore: msg({ example: { count: 7 }, en: (p) => `… ${p.count} more`, zh: (p) => `……另有 ${p.count} 处` }),
  refreshCrlfAdvice: msg({
    example: {},
    en: () =>
      'Some files differ only by CRLF line endings: packwiz hashes bytes as they are; add `* -text` or `*.toml text eol=lf` to .gitattributes.',
    zh: () =>
      '有些文件仅换行符（CRLF）不同：packwiz 按原始字节计算哈希；请在 .gitattributes 中加入 `* -text` 或 `*.toml text eol=lf`。',
  }),
  updatesNone: msg({
    example: { files: 3, host: 'api.modrinth.com', where: 'Fabric 1.20.1' },
    en: (p) =>
      `Up to date: ${enCount(p.files, 'mod file')} found on ${p.host} ${p.files === 1 ? 'has' : 'have'} no newer release for ${p.where}.`,
    zh: (p) => `已是最新：在 ${p.host} 上找到的 ${p.files} 个模组文件都没有适用于 ${p.where} 的更新版本。`,
  }),
  updatesSome: msg({
    example: { updates: 2, host: 'api.modrinth.com', where: 'Fabric 1.20.1' },
    en: (p) => `${enCount(p.updates, 'update')} on ${p.host} for ${p.where}:`,
    zh: (p) => `${p.host} 上有 ${p.updates} 个适用于 ${p.where} 的更新：`,
  }),
  updatesUnknown: msg({
    example: { count: 2, host: 'api.modrinth.com', files: 'a.jar, b.jar' },
    en: (p) => `${enCount(p.count, 'file')} ${p.count === 1 ? 'is' : 'are'} not on ${p.host}: ${p.files}`,
    zh: (p) => `${p.count} 个文件不在 ${p.host} 上：${p.files}`,
  }),
  noLoader: msg({ example: {}, en: () => 'no loader', zh: () => '无加载器' }),
  askRetry: msg({
    example: { status: 0, seconds: 2, attempt: 1, max: 3 },
    en: (p) =>
      `· ${p.status === 0 ? 'the server could not be reached' : p.status === 429 ? 'the server is rate limiting (429)' : `the server answered ${p.status}`}; retrying in ${enCount(p.seconds, 'second')} (${p.attempt}/${p.max})`,
    zh: (p) =>
      `· ${p.status === 0 ? '无法连接服务器' : p.status === 429 ? '服务器正在限流（429）' : `服务器返回 ${p.status}`}；${p.seconds} 秒后重试（${p.attempt}/${p.max}）`,
  }),
  askDetails: msg({
    example: { detail: 'http://127.0.0.1:11434/v1: fetch failed' },
    en: (p) => `Details: "${p.detail}"`,
    zh: (p) => `详细信息：“${p.detail}”`,
  }),
  askMissingQuestion: msg({
    example: {},
    en: () => 'missing QUESTION. Usage: nova ask "Why does my pack crash?" [--instance DIR]',
    zh: () => '缺少 QUESTION。用法：nova ask "为什么我的整合包会崩溃？" [--instance DIR]',
  }),
  askNoServer: msg({
    example: {},
    en: () =>
      'no model server configured. Set OPENAI_API_KEY (for OpenAI), or OPENAI_BASE_URL for any OpenAI-compatible server (e.g. http://localhost:11434/v1); NOVA_MODEL picks the model.',
    zh: () =>
      '尚未配置模型服务器。请设置 OPENAI_API_KEY（用于 OpenAI），或为任意 OpenAI 兼容服务器设置 OPENAI_BASE_URL（例如 http://localhost:11434/v1）；NOVA_MODEL 用于选择模型。',
  }),

  // Table headers and cells (instances, mods).
  colId: msg({ example: {}, en: () => 'ID', zh: () => '标识' }),
  colName: msg({ example: {}, en: () => 'NAME', zh: () => '名称' }),
  colLauncher: msg({ example: {}, en: () => 'LAUNCHER', zh: () => '启动器' }),
  colMinecraft: msg({ example: {}, en: () => 'MINECRAFT', zh: () => 'Minecraft 版本' }),
  colLoader: msg({ example: {}, en: () => 'LOADER', zh: () => '加载器' }),
  colMods: msg({ example: {}, en: () => 'MODS', zh: () => '模组数' }),
  colFile: msg({ example: {}, en: () => 'FILE', zh: () => '文件' }),
  colVersion: msg({ example: {}, en: () => 'VERSION', zh: () => '版本' }),
  colSide: msg({ example: {}, en: () => 'SIDE', zh: () => '运行端' }),
  colSource: msg({ example: {}, en: () => 'SOURCE', zh: () => '来源' }),
  sideBoth: msg({ example: {}, en: () => 'both', zh: () => '双端' }),
  sideClient: msg({ example: {}, en: () => 'client', zh: () => '客户端' }),
  sideServer: msg({ example: {}, en: () => 'server', zh: () => '服务端' }),
  sourceLocal: msg({ example: {}, en: () => 'local', zh: () => '本地' }),
  sourceUrl: msg({ example: {}, en: () => 'URL', zh: () => '链接' }),
  disabledMark: msg({ example: {}, en: () => '(disabled)', zh: () => '（已禁用）' }),
  kindCorrupt: msg({ example: {}, en: () => '(corrupt)', zh: () => '（已损坏）' }),
  kindDirectory: msg({ example: {}, en: () => '(folder)', zh: () => '（文件夹）' }),
  kindLibrary: msg({ example: {}, en: () => '(library)', zh: () => '（库）' }),
  layoutVanilla: msg({ example: {}, en: () => 'Minecraft Launcher', zh: () => 'Minecraft 启动器' }),
  layoutBare: msg({ example: {}, en: () => 'plain folder', zh: () => '普通文件夹' }),

  // instances / mods / env.
  noModsIn: msg({
    example: { folder: 'minecraft/mods' },
    en: (p) => `No mods in ${p.folder}.`,
    zh: (p) => `${p.folder} 中没有模组。`,
  }),
  unknownMinecraft: msg({ example: {}, en: () => 'unknown Minecraft', zh: () => '未知 Minecraft 版本' }),

  // server-pack (the reasons themselves: src/core/serverPacks/serverPackMessages.ts).
  serverPackWrote: msg({
    example: { out: 'server', kept: 120, dropped: 14, files: 1532 },
    en: (p) =>
      `Wrote ${p.out}: ${thousands(p.kept, 'mod')} kept, ${thousands(p.dropped, 'mod')} dropped, ${thousands(p.files, 'file')} in all.`,
    zh: (p) => `已写入 ${p.out}：保留 ${p.kept} 个模组，移除 ${p.dropped} 个，共 ${p.files} 个文件。`,
  }),
  serverPackDropped: msg({ example: {}, en: () => 'dropped', zh: () => '已移除' }),
  serverPackUndecided: msg({ example: {}, en: () => 'kept, undecided', zh: () => '保留（无法判断）' }),
  serverPackKept: msg({ example: {}, en: () => 'kept', zh: () => '保留' }),
  serverPackProblem: msg({ example: {}, en: () => 'problem', zh: () => '问题' }),
  serverPackLeftOut: msg({ example: {}, en: () => 'left out', zh: () => '未包含' }),
  serverPackNote: msg({ example: {}, en: () => 'note', zh: () => '说明' }),
  parityMissingOnServer: msg({ example: {}, en: () => 'missing on the server', zh: () => '服务器缺少' }),
  parityMissingOnClient: msg({ example: {}, en: () => 'missing on the client', zh: () => '客户端缺少' }),
  parityVersionMismatch: msg({ example: {}, en: () => 'version mismatch', zh: () => '版本不一致' }),
  parityAgree: msg({
    example: { client: 'Pack', server: 'Server' },
    en: (p) => `${p.client} and ${p.server} agree: no missing mods, no version mismatches.`,
    zh: (p) => `${p.client} 与 ${p.server} 一致：没有缺少的模组，也没有版本不一致。`,
  }),
});

/** `1,234 files`: a count with English thousands separators and its noun in the right number. */
function thousands(n: number, noun: string): string {
  return `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;
}

/** `message` for people in `locale`. */
export function say(locale: Locale | undefined, message: Message): string {
  return renderMessage(message, locale ?? 'en');
}

/** A severity word for people: `error`, `warning`, `info` (错误, 警告, 信息). */
export function severityWord(locale: Locale | undefined, severity: Severity): string {
  return say(
    locale,
    severity === 'error'
      ? CliMessages.error({})
      : severity === 'warning'
        ? CliMessages.warning({})
        : CliMessages.info({}),
  );
}

/** Each command's one-line summary for `--help`, by command name (the command's own English summary otherwise). */
const SUMMARIES = defineMessages('cli.summary', {
  instances: msg({
    example: {},
    en: () => 'list the game instances found under DIR',
    zh: () => '列出 DIR 下找到的游戏实例',
  }),
  mods: msg({ example: {}, en: () => 'list the mods of one instance', zh: () => '列出一个实例的模组' }),
  check: msg({
    example: {},
    en: () =>
      "find mod problems in every instance under DIR (exit 1 on errors); --download fetches a packwiz pack's jars into the user cache to check them too; --release checks what the export would embed against licenses and the platform's rules",
    zh: () =>
      '查找 DIR 下每个实例的模组问题（有错误时退出码为 1）；--download 会把 packwiz 整合包的 jar 下载到用户缓存中一并检查；--release 按许可证和平台规则检查导出时会内嵌的文件',
  }),
  crash: msg({
    example: {},
    en: () => 'explain a crash report or log (an instance: its newest one)',
    zh: () => '解释崩溃报告或日志（传入实例时取其最新的一份）',
  }),
  bisect: msg({
    example: {},
    en: () => 'find the mod that breaks the game by disabling half of the mods at a time',
    zh: () => '每次禁用一半模组，找出导致游戏出错的模组',
  }),
  diff: msg({
    example: {},
    en: () =>
      "mods added, removed and updated and config files changed between two pack versions; --notes adds the updated mods' own Modrinth changelogs (online; NOVA_MODRINTH_URL)",
    zh: () =>
      '两个整合包版本之间新增、移除、更新的模组和变更的配置文件；--notes 会加上更新模组自己在 Modrinth 上的更新日志（需联网；NOVA_MODRINTH_URL）',
  }),
  env: msg({
    example: {},
    en: () => 'check Java, memory and paths for one instance',
    zh: () => '检查一个实例的 Java、内存和路径',
  }),
  export: msg({
    example: {},
    en: () => 'write a .mrpack or CurseForge modpack archive',
    zh: () => '写出 .mrpack 或 CurseForge 整合包压缩包',
  }),
  content: msg({
    example: {},
    en: () => 'find the items, blocks, fluids, tags and recipes of one instance',
    zh: () => '查找一个实例的物品、方块、流体、标签和配方',
  }),
  'server-pack': msg({
    example: {},
    en: () => 'write a server pack: client-only mods dropped, every drop explained',
    zh: () => '写出服务器包：去掉仅客户端模组，并说明每一个被去掉的原因',
  }),
  import: msg({
    example: {},
    en: () =>
      'create a new instance from a .mrpack or CurseForge zip (--format packwiz: a packwiz project of metafiles from a .mrpack)',
    zh: () => '从 .mrpack 或 CurseForge zip 创建新实例（--format packwiz：从 .mrpack 生成由元文件组成的 packwiz 项目）',
  }),
  refresh: msg({
    example: {},
    en: () =>
      "recompute a packwiz pack's index.toml and pack.toml hash as `packwiz refresh` does (--check: exit 1 when stale)",
    zh: () =>
      '像 `packwiz refresh` 一样重新计算 packwiz 整合包的 index.toml 和 pack.toml 哈希（--check：过期时退出码为 1）',
  }),
  updates: msg({
    example: {},
    en: () => 'mods with a newer Modrinth release for the instance (online; NOVA_MODRINTH_URL)',
    zh: () => '列出在 Modrinth 上有更新版本的模组（需联网；NOVA_MODRINTH_URL）',
  }),
  'upgrade-plan': msg({
    example: {},
    en: () =>
      'which mods have a release for a new Minecraft version and which block the move (online; NOVA_MODRINTH_URL)',
    zh: () => '哪些模组已有适用于新 Minecraft 版本的发布、哪些阻碍升级（需联网；NOVA_MODRINTH_URL）',
  }),
  publish: msg({
    example: {},
    en: () => 'gate, export and upload the pack as a new Modrinth version (MODRINTH_TOKEN; NOVA_MODRINTH_URL)',
    zh: () => '检查再分发许可、导出整合包并作为新版本上传到 Modrinth（MODRINTH_TOKEN；NOVA_MODRINTH_URL）',
  }),
  tools: msg({
    example: {},
    en: () => 'the tool definitions sent to the model, in order',
    zh: () => '按顺序列出发送给模型的工具定义',
  }),
  ask: msg({
    example: {},
    en: () => 'ask the assistant (read-only tools; needs OPENAI_API_KEY or OPENAI_BASE_URL)',
    zh: () => '向助手提问（只读工具；需要 OPENAI_API_KEY 或 OPENAI_BASE_URL）',
  }),
  mcp: msg({
    example: {},
    en: () =>
      'an MCP server (stdio) with the read-only tools, for Claude Desktop, Cursor, VS Code and other MCP clients',
    zh: () => '提供只读工具的 MCP 服务器（stdio），供 Claude Desktop、Cursor、VS Code 等 MCP 客户端使用',
  }),
});

/** A command's summary in `locale`; a command without a catalog entry shows its own (English) summary. */
export function commandSummary(name: string, english: string, locale: Locale | undefined): string {
  const build = (SUMMARIES as Record<string, ((p: Record<string, never>) => Message) | undefined>)[name];
  return build === undefined ? english : renderMessage(build({}), locale ?? 'en');
}

/** The colour of each severity's word on a terminal. */
export const SEVERITY_COLOUR = { error: 'red', warning: 'yellow', info: 'cyan' } as const;

/** Loaders by their proper names, the same in every language and surface (`--json` keeps the lower-case types). */
export const LOADER_NAMES: Record<LoaderType, string> = {
  fabric: 'Fabric',
  quilt: 'Quilt',
  forge: 'Forge',
  neoforge: 'NeoForge',
  liteloader: 'LiteLoader',
};

/** The launcher an instance layout belongs to, for people. */
export function launcherName(layout: InstanceLayout, locale: Locale | undefined): string {
  return (
    launcherProperName(layout) ??
    say(locale, layout === 'bare' ? CliMessages.layoutBare({}) : CliMessages.layoutVanilla({}))
  );
}
