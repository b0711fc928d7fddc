import type { Locale } from '../locale/locale';

/** Simplified Chinese display names of Nova's tools (tool cards, the checklist), by tool name. */
const ZH_TOOL_NAMES: Record<string, string> = {
  read_config: '读取配置文件',
  read_file: '读取文件',
  edit_file: '编辑文本文件',
  create_file: '新建文本文件',
  list_content: '列出资源包和存档',
  find_content: '查找物品、方块和标签',
  get_tags: '查看标签成员',
  find_recipes: '查找配方',
  analyze_crash: '分析崩溃',
  read_log: '读取日志',
  check_environment: '检查运行环境',
  list_instances: '列出实例',
  read_instance_detail: '读取实例详情',
  get_settings: '读取 Nova 设置',
  list_mods: '列出模组',
  read_mod_info: '读取模组详情',
  check_mod_conflicts: '检查模组冲突',
  disable_mods: '禁用模组',
  enable_mods: '启用模组',
  list_backups: '列出备份',
  export_modpack: '导出整合包',
  create_server_pack: '创建服务器包',
  backup_instance: '备份实例',
  restore_backup: '恢复备份',
  install_modpack: '安装整合包',
  search_content: '搜索 Modrinth',
  get_project_versions: '列出项目版本',
  check_updates: '检查模组更新',
  install_content: '从 Modrinth 安装',
  update_content: '更新模组',
  open_page: '打开视图',
};

/** A tool's name for people in `locale`; the English display name when the catalog has none. */
export function toolDisplayName(tool: string, english: string, locale: Locale | undefined): string {
  return locale === 'zh-cn' ? (ZH_TOOL_NAMES[tool] ?? english) : english;
}

/** The tool names the Chinese catalog covers (tests check it against the registry). */
export function zhToolNames(): string[] {
  return Object.keys(ZH_TOOL_NAMES);
}
