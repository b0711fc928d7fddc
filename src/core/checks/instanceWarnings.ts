import { sentence as s, translateSentences, type Sentence } from '../locale/sentenceCatalog';

/**
 * Warnings about an instance's own files (layouts/*.ts: launcher files that are missing, damaged or ambiguous), in
 * Chinese. The layouts write them in English from fixed sentences; file names, keys, lines and versions stay verbatim.
 */
const F = String.raw`(.+?)`;

const SENTENCES: Sentence[] = [
  // Containment by the served root (instances/instanceContainment.ts).
  s(
    String.raw`The game folder of this instance lies outside the folders Nova serves \(a custom game folder or a symbolic link points there\), so none of its files are read\. Move the game folder inside, or open the folder that holds it\.`,
    () =>
      '该实例的游戏文件夹位于 Nova 所服务的文件夹之外（自定义游戏文件夹或符号链接指向那里），因此不会读取其中的任何文件。请把游戏文件夹移到里面，或打开包含它的文件夹。',
  ),
  // Reading a file (textDecoding.ts).
  s(String.raw`${F} is missing\.`, (m) => `${m[1]} 不存在。`),
  s(
    String.raw`${F} cannot be read \(permission denied\)\. Check its permissions\.`,
    (m) => `${m[1]} 无法读取（权限不足）。请检查它的权限。`,
  ),
  s(String.raw`${F} is a folder, not a file\.`, (m) => `${m[1]} 是文件夹，不是文件。`),
  s(
    String.raw`${F} cannot be read: a part of its path is a file, not a folder\.`,
    (m) => `${m[1]} 无法读取：它的路径中有一部分是文件而不是文件夹。`,
  ),
  s(
    String.raw`${F} is not a regular file \(a named pipe, socket or device\), so it was not read\. Replace it with the real file\.`,
    (m) => `${m[1]} 不是普通文件（而是命名管道、套接字或设备），因此没有读取。请换成真正的文件。`,
  ),
  s(
    String.raw`${F} is a symbolic link that points outside the instance, so it was not read\.`,
    (m) => `${m[1]} 是指向实例之外的符号链接，因此没有读取。`,
  ),
  s(String.raw`${F} is a symbolic link loop, so it was not read\.`, (m) => `${m[1]} 是循环的符号链接，因此没有读取。`),
  s(
    String.raw`${F} is larger than (\d+) MiB, so it was not read; it is probably not a launcher file\.`,
    (m) => `${m[1]} 大于 ${m[2]} MiB，因此没有读取；它可能不是启动器的文件。`,
  ),
  s(String.raw`${F} could not be read \((.*?)\)\.`, (m) => `${m[1]} 无法读取（${m[2]}）。`),
  s(
    String.raw`${F} is not UTF-8; it was read as (GBK|Latin-1)\. Save it as UTF-8 if names look wrong\.`,
    (m) => `${m[1]} 不是 UTF-8 编码，已按 ${m[2]} 读取。如果名称显示不正确，请将其另存为 UTF-8。`,
  ),
  // JSON and INI (jsonText.ts, iniFile.ts).
  s(
    String.raw`${F}: key "(.*?)" appears more than once \(line (\d+)\); the last value is used\.`,
    (m) => `${m[1]}：键 "${m[2]}" 出现了不止一次（第 ${m[3]} 行），使用最后一个值。`,
  ),
  s(
    String.raw`${F} is not valid JSON \((.*?) at line (\d+), column (\d+)\); only the values before that point were read\. Fix the file or let the launcher rewrite it\.`,
    (m) =>
      `${m[1]} 不是有效的 JSON（${m[2]}，第 ${m[3]} 行第 ${m[4]} 列），只读取了该位置之前的内容。请修复该文件，或让启动器重写它。`,
  ),
  s(
    String.raw`${F} uses comments or trailing commas that strict JSON readers reject; it was read leniently\.`,
    (m) => `${m[1]} 含有严格的 JSON 解析器不接受的注释或尾随逗号，已宽松读取。`,
  ),
  s(
    String.raw`${F} is empty\. Let the launcher recreate it, or restore it from a backup\.`,
    (m) => `${m[1]} 是空的。请让启动器重新创建它，或从备份中恢复。`,
  ),
  s(
    String.raw`${F}: line (\d+) is not "key(.)value" and was ignored\.`,
    (m) => `${m[1]}：第 ${m[2]} 行不是 "key${m[3]}value" 格式，已忽略。`,
  ),
  s(String.raw`${F}: (\d+) more unreadable lines were ignored\.`, (m) => `${m[1]}：另有 ${m[2]} 行无法读取，已忽略。`),
  // Launcher layouts.
  s(
    String.raw`minecraftinstance\.json names an unknown mod loader "(.*?)"; the loader is unknown\.`,
    (m) => `minecraftinstance.json 指定了未知的模组加载器 "${m[1]}"，加载器未知。`,
  ),
  s(
    String.raw`pack\.toml has no \[versions\] table, so the Minecraft version and loader are unknown\.`,
    () => 'pack.toml 没有 [versions] 表，因此 Minecraft 版本和加载器未知。',
  ),
  s(
    String.raw`pack\.toml is not valid TOML(.*?) \((.*?)\); its name and \[versions\] were read line by line\. Fix the file; packwiz refuses to load it as it is\.`,
    (m) =>
      `pack.toml 不是有效的 TOML${m[1] ? m[1].replace(/^ at line (\d+), column (\d+)$/, '（第 $1 行第 $2 列）') : ''}（${m[2]}），已逐行读取其名称和 [versions]。请修复该文件；packwiz 拒绝按原样加载它。`,
  ),
  s(
    String.raw`pack\.toml names several loaders \((.*?)\); (\S+) is used, as packwiz does on export\.`,
    (m) => `pack.toml 指定了多个加载器（${m[1]}），与 packwiz 导出时一样使用 ${m[2]}。`,
  ),
  s(
    String.raw`mmc-pack\.json is missing, so the Minecraft version and loader are unknown\. Open the instance once in the launcher to recreate it\.`,
    () => 'mmc-pack.json 不存在，因此 Minecraft 版本和加载器未知。请在启动器中打开一次该实例以重新创建它。',
  ),
  s(
    String.raw`mmc-pack\.json has no "components" list, so the Minecraft version and loader are unknown\.`,
    () => 'mmc-pack.json 没有 "components" 列表，因此 Minecraft 版本和加载器未知。',
  ),
  s(
    String.raw`mmc-pack\.json lists more than one mod loader \((.*?)\); they conflict, and (\S+) is assumed\. Remove the others in the launcher's Version page\.`,
    (m) =>
      `mmc-pack.json 列出了多个模组加载器（${m[1]}），它们互相冲突，按 ${m[2]} 处理。请在启动器的“版本”页面中移除其他加载器。`,
  ),
  s(
    String.raw`Version (\S+) inherits from (\S+), which is not installed in versions/; the launcher will download it or fail to start\. The Minecraft version was taken from its name\.`,
    (m) =>
      `版本 ${m[1]} 继承自 ${m[2]}，但 versions/ 中没有安装它；启动器会下载它，否则将无法启动。Minecraft 版本取自其名称。`,
  ),
  s(
    String.raw`Version (\S+): "inheritsFrom" loops back to (\S+); the chain was cut there\.`,
    (m) => `版本 ${m[1]}："inheritsFrom" 循环回到了 ${m[2]}，继承链在此截断。`,
  ),
  s(
    String.raw`Version (\S+): more than (\d+) levels of "inheritsFrom"; the rest was not read\.`,
    (m) => `版本 ${m[1]}："inheritsFrom" 超过 ${m[2]} 层，其余部分没有读取。`,
  ),
  s(
    String.raw`${F} is not a JSON object; the version's details are unknown\.`,
    (m) => `${m[1]} 不是 JSON 对象，该版本的详细信息未知。`,
  ),
  s(
    String.raw`(versions/\S+/hmclversion\.cfg) sets a custom game folder but names none; the shared folder is assumed\.`,
    (m) => `${m[1]} 设置了自定义游戏文件夹，但没有指定路径，按共享文件夹处理。`,
  ),
  s(
    String.raw`(libraries/\S+) holds several versions \((.*?)\); the installed one is unknown\. Delete the old ones or check the start script\.`,
    (m) => `${m[1]} 中有多个版本（${m[2]}），无法确定安装的是哪一个。请删除旧版本，或检查启动脚本。`,
  ),
];

/** A warning about an instance's files in Chinese, and whether every sentence had a template. */
export function zhInstanceWarning(warning: string): { text: string; complete: boolean } {
  return translateSentences(warning, SENTENCES);
}
