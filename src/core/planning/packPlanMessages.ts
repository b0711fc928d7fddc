import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * Why the pack planner refused a request as given (PackPlanError), by id. The English rendering is the error's
 * `message` (what the model and `--json` read); people read it in their language. `label` names the field as the
 * caller words it (a tool's parameter such as `file_name`) and is kept verbatim in both languages.
 */
export const PackPlanMessages = defineMessages('packPlan', {
  notPlainName: msg({
    example: { label: 'folder name', name: '"a/b"' },
    en: (p) =>
      `${p.label} ${p.name} is not a plain name: give a name without folders, path separators or the characters :*?"<>|, ` +
      'not ending in a dot or space, at most 120 characters.',
    zh: (p) =>
      `${p.label} ${p.name} 不是一个简单的名称：请给出不含文件夹、路径分隔符或字符 :*?"<>| 的名称，不以点或空格结尾，最多 120 个字符。`,
  }),
  deviceName: msg({
    example: { label: 'folder name', name: '"CON"' },
    en: (p) => `${p.label} ${p.name} is a reserved device name on Windows; choose another.`,
    zh: (p) => `${p.label} ${p.name} 是 Windows 的保留设备名；请换一个。`,
  }),
  exists: msg({
    example: { file: 'Pack-1.0.mrpack', path: '/packs/Pack-1.0.mrpack', label: 'file_name' },
    en: (p) => `${p.file} already exists at ${p.path}; Nova never overwrites. Pick another ${p.label}.`,
    zh: (p) => `${p.file} 已存在于 ${p.path}；Nova 从不覆盖文件。请换一个 ${p.label}。`,
  }),
  outsideWorkspaceAsk: msg({
    example: { path: '"/tmp/pack.mrpack"' },
    en: (p) =>
      `${p.path} is outside the workspace folders; install_modpack only reads archives inside them. Ask the user to copy it into the workspace.`,
    zh: (p) => `${p.path} 不在工作区文件夹中；install_modpack 只读取工作区内的压缩包。请把它复制到工作区中。`,
  }),
  outsideWorkspace: msg({
    example: { path: '"/tmp/pack.mrpack"' },
    en: (p) => `${p.path} is outside the workspace folders; install_modpack only reads archives inside them.`,
    zh: (p) => `${p.path} 不在工作区文件夹中；install_modpack 只读取工作区内的压缩包。`,
  }),
  notArchive: msg({
    example: { path: '"notes.txt"' },
    en: (p) => `${p.path} is not a .mrpack or .zip file.`,
    zh: (p) => `${p.path} 不是 .mrpack 或 .zip 文件。`,
  }),
  noSuchArchive: msg({
    example: { path: '"pack.mrpack"' },
    en: (p) => `no file ${p.path} in the workspace folders. Give the path of an existing .mrpack or .zip.`,
    zh: (p) => `工作区文件夹中没有文件 ${p.path}。请给出一个已有的 .mrpack 或 .zip 的路径。`,
  }),
});
