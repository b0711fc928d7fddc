import type { CrashAnalysis, CrashFinding } from './crashFinding';
import { crashRules } from './crashRules';
import { renderCrashMessage } from '../crashTexts/crashFindingMessages';
import type { Locale } from '../locale/locale';
import { renderMessage } from '../locale/messageCatalog';
import { joinSentences, renderCrashTexts } from './renderCrashTexts';

/** Simplified Chinese title and advice of every crash rule (and the analyzer's own `stack-culprit`), by rule id. */
const ZH_RULES: Record<string, { title: string; advice: string }> = {
  'java-too-old': {
    title: 'Java 版本过旧，模组或游戏无法运行',
    advice: '将实例的 Java 切换到上面指出的版本（或更新），例如 Eclipse Temurin。',
  },
  'java-11-needed': {
    title: '有模组需要 Java 11 或更新版本',
    advice: '将实例切换到 Java 11 或更新版本（1.18 及以上用 Java 17），或移除需要它的模组。',
  },
  'java-too-new': {
    title: 'Java 版本过新，游戏或加载器无法运行',
    advice:
      '使用该版本要求的 Java：Forge 下 Minecraft 1.16.5 及以前用 Java 8，1.18–1.20.4 用 Java 17，1.20.5 及以上用 Java 21。',
  },
  'launchwrapper-java9': {
    title: 'Minecraft 1.12 及更早版本需要 Java 8',
    advice: '将实例设置为 Java 8：LaunchWrapper（Minecraft 1.12.2 及更早）无法在 Java 9 及以上运行。',
  },
  'modlauncher-java-build': {
    title: '旧版 Forge 无法在此 Java 版本上运行',
    advice: '更新 Forge（1.16.5 需 36.2.26 或更新），或使用 Java 8u312 / 11.0.13 / 17.0.1 或更旧的版本。',
  },
  openj9: {
    title: '不支持 OpenJ9 Java',
    advice:
      '安装 HotSpot 版 Java（Eclipse Temurin、Microsoft Build of OpenJDK、Azul Zulu）并为实例选择它，不要使用 OpenJ9 / IBM Semeru。',
  },
  'out-of-memory': {
    title: '内存不足（Java 堆内存）',
    advice: '为实例分配更多内存（-Xmx），但不要超过物理内存的约 75%；若仍然发生，可能是某个模组内存泄漏。',
  },
  'native-memory': {
    title: '内存不足：电脑的物理内存已耗尽',
    advice: '降低最大内存（-Xmx），关闭其他程序，或增大页面文件 / 交换空间；请使用 64 位 Java。',
  },
  'jvm-32bit': {
    title: '无法分配堆内存（32 位 Java 或内存设置过大）',
    advice: '安装并选择 64 位 Java；32 位 Java 最多只能使用约 2048 MiB 内存。',
  },
  'bad-jvm-argument': { title: '无法识别的 JVM 参数', advice: '在实例设置中删除或修正上面指出的自定义 JVM 参数。' },
  'fabric-missing-dependency': {
    title: '缺少前置模组（Fabric/Quilt）',
    advice: '按上面指出的版本范围安装缺少的模组。',
  },
  'fabric-api-missing': {
    title: '缺少 Fabric API',
    advice: '安装适用于此 Minecraft 版本的 Fabric API（modrinth.com/mod/fabric-api）。',
  },
  'fabric-wrong-dependency-version': {
    title: '前置模组版本不符（Fabric/Quilt）',
    advice: '安装符合上面版本范围的前置，或换用适配已安装版本的模组版本。',
  },
  'fabric-wrong-minecraft': {
    title: '模组不适用于此 Minecraft 版本',
    advice: '下载适用于此 Minecraft 版本的模组，或更改实例的 Minecraft 版本。',
  },
  'fabric-incompatible': {
    title: '模组互不兼容（Fabric/Quilt breaks）',
    advice: '移除其中一个模组，或将两者更新到能一起使用的版本。',
  },
  'fabric-conflict': {
    title: '模组存在冲突（Fabric 软冲突）',
    advice: '游戏可能仍能启动；如果出现异常，请移除其中一个模组。',
  },
  'fabric-environment-dependency': {
    title: '前置在此端被禁用',
    advice: '服务器上装了仅客户端的前置（或相反）：从此端移除依赖它的模组。',
  },
  'fabric-solution': { title: '加载器给出了解决方案', advice: '按照加载器列出的步骤操作。' },
  'fabric-entrypoint': { title: '模组在启动时崩溃（Fabric 入口点）', advice: '更新或移除上面指出的模组。' },
  'modmenu-config-screen': {
    title: 'Mod Menu 无法打开某个模组的配置界面',
    advice: '更新上面指出的模组，或安装它需要的库版本；请向该模组报告，而不是 Mod Menu。',
  },
  'fabric-duplicate-mod': {
    title: '重复的模组（Fabric/Quilt）',
    advice: '在 mods/ 中只保留该模组的一个文件，删除其余的。',
  },
  'fabric-warnings': {
    title: '加载器发现警告',
    advice: '不一定致命：游戏可能仍能启动。如果无法启动，请检查列出的模组。',
  },
  'forge-missing-dependency': {
    title: '缺少或版本不符的必需前置（Forge/NeoForge）',
    advice: '安装前置或将其更新到要求的版本范围。',
  },
  'forge-legacy-missing-dependency': {
    title: '缺少前置模组（Forge/NeoForge）',
    advice: '按给出的版本安装上面指出的前置。',
  },
  'forge-registry-object-hidden': {
    title: '后续错误掩盖了真正的错误（Forge 1.15–1.16）',
    advice:
      "打开 logs/latest.log（或 debug.log），找到模组加载时的第一个 ERROR（'Failed to create mod instance'、'Caught exception'）：那个模组才是原因；修复或移除它。",
  },
  'forge-duplicate-mods': {
    title: '重复的模组（Forge/NeoForge）',
    advice: '只保留上面列出的文件中的一个，删除其余的。',
  },
  'poi-state-clash': {
    title: '一个方块被两个兴趣点（POI）类型占用',
    advice: '更新该方块所属的模组（适配此 Minecraft 和加载器版本的版本）；若无效，移除添加另一个类型的模组。',
  },
  'forge-mod-crash': {
    title: '模组在加载时崩溃（Forge/NeoForge）',
    advice: '更新或移除上面指出的模组；失败信息说明了原因。',
  },
  'forge-incompatible': {
    title: '模组互不兼容（Forge/NeoForge）',
    advice: '移除其中一个模组，或将两者更新到能一起使用的版本。',
  },
  'forge-mod-errored-state': { title: '模组处于错误状态（Forge 1.12 及更早）', advice: '更新或移除上面指出的模组。' },
  'forge-error-screen': {
    title: 'Forge 因错误界面停止加载',
    advice: '查看异常信息；其堆栈所属的模组就是需要更新或移除的那个。',
  },
  'forge-wrong-minecraft': {
    title: '模组不适用于此 Minecraft 版本（Forge）',
    advice: '移除该模组，或下载适用于此 Minecraft 版本的版本。',
  },
  'fabric-renderer-missing': {
    title: '缺少 Fabric 渲染器 API 的实现（未安装 Indium）',
    advice:
      '使用 0.6 之前的 Sodium 时，请安装与之匹配的 Indium；或更新 Sodium，或移除需要该渲染器的模组（常见为 Continuity）。',
  },
  'entity-renderer-missing': {
    title: '某个实体没有渲染器',
    advice: '在此客户端安装与服务器或存档相同的模组（及版本）；更新添加该实体的模组，或将其移除（请先备份存档）。',
  },
  'geckolib-resource-missing': {
    title: '某个模组的 GeckoLib 模型或动画文件缺失',
    advice: '重新安装或更新拥有该文件的模组；若仍出现，请向其作者报告。',
  },
  'mod-config-data-null': {
    title: '某个模组的配置数据缺少条目',
    advice: '先备份，然后删除该模组的配置，让它重新生成；若仍出现，请更新该模组。',
  },
  'developer-jar-installed': {
    title: '安装的是某个模组的开发者构建',
    advice: '从该模组的下载页获取正式发布版 jar 并替换它。',
  },
  'retyped-linkage-error': {
    title: '手动重打的错误：某个模组是为其他版本构建的',
    advice: '将所提到的模组更新到适配此游戏及其依赖的版本；下次请粘贴完整的崩溃报告或日志。',
  },
  'null-mod-field': {
    title: '某个模组的字段为 null',
    advice: '更新上面指出的模组；若仍崩溃，请把完整的崩溃报告提交给其作者。',
  },
  'mod-payload-codec': {
    title: '模组的网络数据包出错',
    advice: '更新所提到的模组（服务器和每个客户端使用相同版本）；若仍出现，请附上日志向其作者报告。',
  },
  'language-provider': {
    title: '模组需要更新或更旧的 Forge/NeoForge',
    advice: '安装该模组需要的 Forge/NeoForge 版本，或换用适配你的加载器版本的模组。',
  },
  'screen-open-failed': {
    title: '模组的界面打开失败（客户端断开连接）',
    advice: '更新此处提到的模组（服务器与每个客户端使用相同版本）；若仍出现，请带着日志报告给其作者。',
  },
  'overrides-final-method': {
    title: '模组是为其所继承代码的其他版本构建的（重写了 final 方法）',
    advice: '安装此处提到的模组适用于此 Minecraft、加载器或库版本的构建，或将其移除。',
  },
  'mixin-subsystem-too-old': {
    title: '先加载了比模组的 mixin 所需更旧的 Mixin',
    advice:
      '移除附带旧 Mixin 的模组，或添加先加载最新 Mixin 的模组（Forge 1.12 上的 MixinBooter 或 MixinCompat）；在较新版本上请更新加载器。',
  },
  'conflicting-default-methods': {
    title: '模组与加载器或另一个模组冲突（默认方法冲突）',
    advice: '将此处提到的模组更新为适用于此加载器版本的构建（或将两个冲突的模组更新为彼此兼容的版本）。',
  },
  'mod-file-classes-not-found': {
    title: '模组 jar 不适用于此加载器（找不到其模组类）',
    advice:
      '换用适用于你的加载器和 Minecraft 版本的构建（NeoForge 版不能在 Forge 上运行，反之亦然）；若已是该构建，请重新下载。',
  },
  'jpms-split-package': {
    title: '两个 jar 提供了同一个 Java 包',
    advice: '移除两个 jar 中的一个（常见于重复安装的前置库或 OptiFine）。',
  },
  'jpms-invalid-module-name': {
    title: 'jar 文件名无法生成有效的模块名',
    advice: '用 ASCII 字母、数字和短横线重命名该 jar（例如 slashblade.jar）。',
  },
  'extracted-jar': {
    title: 'mods/ 中有解压后的 jar 文件夹',
    advice: '将这些文件夹移出 mods/，并放回原来的 .jar 文件。',
  },
  'server-address': {
    title: '服务器无法打开它的地址或端口',
    advice: '检查 server.properties 中的 server-ip 和 server-port。',
  },
  'forge-event-handler-crash': {
    title: '模组的事件处理器崩溃（Forge）',
    advice: '更新抛出异常的处理器所属的模组，或将其移除。',
  },
  'native-library-crash': {
    title: 'Java 在本地库中崩溃了',
    advice: '找出带来上面所列本地库的程序或模组，将其更新或移除。',
  },
  'jvm-internal-crash': {
    title: 'Java 本身崩溃了',
    advice: '将 Java 更新到同一大版本的最新构建，或换用其他 Java 发行版。',
  },
  'eula-not-accepted': {
    title: '尚未同意服务器 EULA',
    advice:
      '打开服务器文件夹中的 eula.txt，把 eula=false 改为 eula=true（即同意 Minecraft EULA），保存后重新启动服务器。',
  },
  'server-jar-unreadable': {
    title: 'Java 无法打开服务器或游戏的 jar',
    advice:
      '从官方来源重新下载该 jar（先删除损坏的文件；面板或 Docker 镜像会在文件缺失时重新下载），并检查启动命令中的文件名是否正确。',
  },
  'main-class-missing': {
    title: 'Java 找不到启动游戏的类',
    advice:
      '重新安装该实例（或其加载器），让启动器重新下载游戏和加载器的文件；如果该类属于启动器本身，请重新安装启动器。',
  },
  'launcher-loader-setup': {
    title: '启动器无法设置 Forge/NeoForge',
    advice:
      '更新启动器（其 ForgeWrapper 必须能读取此加载器版本的安装器），然后在实例中重新安装加载器，让其文件重新下载；或换用加载器的其他版本。',
  },
  'sponge-forge-mismatch': {
    title: 'SpongeForge 与此 Forge 构建不匹配',
    advice:
      '安装为此 Forge 构建制作的 SpongeForge（其文件名中 Minecraft 版本之后的数字，例如 spongeforge-1.12.2-2838-… 对应 Forge 14.23.5.2838），或安装这个 SpongeForge 所适配的 Forge 构建。',
  },
  'floodgate-key': {
    title: 'Floodgate 的密钥文件缺失或已损坏',
    advice: '让 Floodgate 生成 key.pem，并把这个文件原样复制到 Geyser 以及代理端之后的每台服务器。',
  },
  'server-software-error': {
    title: '服务端软件因其自身的错误而停止',
    advice: '按消息所说处理；若问题仍在，请更新服务端软件并把这条消息报告给其作者。',
  },
  'plugin-enable-failed': {
    title: '服务器插件启动失败',
    advice:
      '把该插件更新到适用于此服务器版本的构建，或将其移除；在 Forge 混合服务端（Arclight、Mohist、Magma）上，请确认插件支持混合服务端。',
  },
  'outdated-gpu-driver': {
    title: '显卡驱动过旧',
    advice: '从 GPU 厂商官网安装显卡驱动，不要用 Windows 更新提供的驱动。',
  },
  'opengl-unavailable': {
    title: '游戏停止时 OpenGL 不可用',
    advice:
      '如果游戏在窗口出现前就关闭了，请从显卡厂商处安装或更新显卡驱动（不要用 Windows 更新提供的驱动）；如果还显示了其他错误，请先处理那个错误。',
  },
  'server-port-in-use': {
    title: '服务器端口被占用或地址无效',
    advice: '关闭占用该端口的程序，或修改 server.properties 中的 server-port / 清空 server-ip，然后重新启动。',
  },
  'vanilla-client-rejected': {
    title: '服务器拒绝了没有模组加载器的客户端',
    advice:
      '使用与服务器相同的加载器和模组加入。经由代理时，代理必须转发模组客户端：Velocity 需支持新版 Forge/NeoForge（例如 Ambassador 插件加服务器上的转发模组），BungeeCord 需设置 forge_support: true（Forge 1.12 及更早）。',
  },
  'named-dependency-missing': {
    title: '缺少依赖（由模组指明）',
    advice: '安装上面指明的依赖。',
  },
  'mod-channels-mismatch': {
    title: '客户端与服务器的模组不一致',
    advice:
      '在客户端和服务器上安装相同版本的相同模组（同一整合包版本的客户端与服务端文件）：补上一端缺少的模组，或把两端更新到同一版本。',
  },
  'client-mod-on-server': {
    title: '专用服务器上装了仅客户端模组',
    advice:
      '从服务器移除该仅客户端模组（在 .mrpack 中将其 env.server 标为 unsupported）。若该模组本应也在服务器上运行（它添加方块、物品或实体），则是它误加载了客户端代码：请更新到修复此问题的版本。',
  },
  'forge-dimension-id-conflict': {
    title: '两个模组使用了相同的维度 ID（Forge 1.12 及更早）',
    advice:
      '为其中一个模组更换维度 ID：打开它在 config/ 中的配置文件（如 dimensionId），改为未被占用的数字后重新启动。',
  },
  'forge-id-slot-conflict': {
    title: '两个模组使用了相同的生物群系、方块或物品 ID（Minecraft 1.12 及更早）',
    advice:
      '为其中一个模组更换 ID：打开它在 config/ 中的配置文件（如 biome ID、block ID），改为未被占用的数字后重新启动。',
  },
  'mixin-failure': {
    title: 'Mixin 注入失败',
    advice: '拥有该 mixin 的模组与此 Minecraft、加载器或其他模组不兼容：请更新或移除它。',
  },
  'mixin-targets-missing': {
    title: '某个模组的 mixin 在库中找不到目标类',
    advice: '安装彼此匹配的该模组与该库的版本。',
  },
  'mixin-plugin-failed': {
    title: '模组的 mixin 插件在初始化时出错',
    advice: '更新（或退回）拥有该 mixin 配置的模组。',
  },
  'mixin-conflict': {
    title: '两个模组用 mixin 修改了同一段代码',
    advice: '把两个模组都更新到能相互配合的版本，或移除其中一个。',
  },
  'neoforge-missing-dependency': {
    title: '缺少或过旧的依赖（NeoForge/Forge 加载错误）',
    advice: '安装或更新上面列出的依赖。',
  },
  'neoforge-mandatory-field': {
    title: 'NeoForge 版本过旧，无法加载某个模组',
    advice: '把 NeoForge 更新到此 Minecraft 版本的最新构建。',
  },
  'world-corrupt': {
    title: '存档数据已损坏',
    advice: '从备份恢复存档，或修复损坏的区块（Region Fixer、MCA Selector）。',
  },
  'world-locked': {
    title: '存档正被另一个游戏或服务器使用',
    advice:
      '停止打开着此存档的另一个服务器或游戏（查找仍在运行的 java 进程，或托管面板上的重复启动），然后只启动一次。只有在没有其他程序运行时才删除 world/session.lock。',
  },
  'disk-full': {
    title: '磁盘已满',
    advice:
      '清理游戏或服务器文件夹所在磁盘的空间（旧备份、崩溃报告和日志往往占大头），或给服务器更大的磁盘，然后重新启动。',
  },
  'file-access-denied': {
    title: 'Java 无权打开游戏的文件',
    advice:
      '让运行 Java 的用户对游戏或服务器文件夹有写权限（Linux 上用 chown -R 改为该用户），取消只读，并在“受控文件夹访问”或杀毒软件中放行 Java；关闭占用该文件的程序。',
  },
  'path-characters': {
    title: '含有非 ASCII 字符的文件夹名使游戏路径失效',
    advice: '重命名或移动游戏文件夹，使整个路径只含 ASCII 字母、数字、空格、- 和 _。',
  },
  'jar-damaged': {
    title: '有模组 jar 文件已损坏',
    advice: '重新下载上面指出的 jar（或用压缩工具逐个打开 jar 找出损坏的文件）。',
  },
  'jar-not-for-loader': {
    title: 'mods/ 中有 jar 不是此加载器或 Minecraft 版本的模组',
    advice: '移除上面指出的 jar，或获取它适用于此加载器和 Minecraft 版本的构建。',
  },
  'incompatible-jars-detected': {
    title: '加载器发现了无法一起运行的 jar',
    advice: '从 mods 文件夹中移除上面指出的 jar。',
  },
  'mod-jar-load-failed': {
    title: '加载器无法加载某个模组 jar',
    advice: '移除上面指出的 jar，或获取此加载器支持的版本。',
  },
  'registry-frozen': {
    title: '有模组注册内容太晚',
    advice: '更新上面指出的模组（或向其作者报告此崩溃）；它在游戏冻结注册表之后才注册内容。',
  },
  'native-exit-code': {
    title: '游戏在本机代码中崩溃（Windows 退出状态）',
    advice: '打开崩溃时留在游戏文件夹中的 hs_err_pid*.log：其中的“Problematic frame”指出出错的库。',
  },
  'process-killed': {
    title: '操作系统结束了游戏进程（内存不足）',
    advice: '给机器或容器更多内存，或降低 -Xmx，使 Java 能放进可用内存。',
  },
  'fabric-access-widener': {
    title: '有模组的访问扩展器无法读取（开发版或损坏的 jar）',
    advice: '把上面指出的模组换成它适用于此 Minecraft 版本的正式版 jar。',
  },
  'fabric-duplicate-classpath': {
    title: '启动器把同一个库的两个版本放进了类路径',
    advice: '用 Fabric 安装器为此 Minecraft 版本重新安装 Fabric Loader，或改用支持 Fabric 的启动器。',
  },
  'server-watchdog': {
    title: '服务器看门狗停止了卡死的服务器',
    advice: '在崩溃报告的“Server thread”堆栈中找出卡住该刻的原因；max-tick-time=-1 只会掩盖卡死。',
  },
  'server-not-responding': {
    title: '服务器停止响应',
    advice: '在看门狗转储的“Server thread”堆栈中找出卡住该刻的代码；调高 timeout-time 只会掩盖卡死。',
  },
  'thread-deadlock': {
    title: '游戏卡死：两个线程互相死锁',
    advice: '更新或移除代码出现在死锁堆栈中的模组，或把死锁和线程转储一起报告给其作者。',
  },
  'mod-config-unreadable': {
    title: '有模组无法读取它的配置文件',
    advice: '备份并删除该模组的配置文件（模组会重新生成），然后重新启动。',
  },
  'shader-pack-compile': {
    title: '光影包编译失败',
    advice: '关闭光影包，然后使用适用于此 Iris/Oculus 版本和显卡驱动的光影包版本。',
  },
  'saved-data-unreadable': {
    title: '存档数据已损坏',
    advice: '从备份恢复存档，或修复损坏的区块（Region Fixer、MCA Selector）。',
  },
  'crafttweaker-script-error': {
    title: 'CraftTweaker 脚本错误',
    advice: '修正上面指出的 scripts 文件夹中的脚本行，然后重启。',
  },
  'kubejs-script-error': {
    title: 'KubeJS 脚本错误',
    advice: '修正上面指出的 kubejs 文件夹中的脚本行，然后重新加载或重启。',
  },
  'mixinbootstrap-missing': {
    title: '缺少 MixinBootstrap',
    advice: '为 Forge 1.12.2 及更早版本安装 MixinBootstrap（或其他 mixin 加载器）。',
  },
  'optifine-forge-mismatch': {
    title: 'OptiFine 与此 Forge 版本不匹配',
    advice: '安装适用于此 Forge 版本的 OptiFine（见 OptiFine 更新日志），或移除 OptiFine。',
  },
  'optifine-incompatible': {
    title: 'OptiFine 与此加载器或某个模组不兼容',
    advice: '移除 OptiFine（改用 Embeddium/Sodium + Oculus/Iris），或移除与之冲突的模组。',
  },
  'shaders-mod-with-optifine': {
    title: '同时安装了 Shaders Mod 和 OptiFine',
    advice: '移除 Shaders Mod：OptiFine 已内置光影支持。',
  },
  'rtss-sodium': {
    title: 'RivaTuner Statistics Server 导致 Sodium 出错',
    advice: '关闭 RivaTuner Statistics Server（RTSS，随 MSI Afterburner 安装），或对 Java 禁用其叠加层。',
  },
  'block-not-dynamic-shape': {
    title: '模组的方块带有随机偏移却未标记为 dynamicShape',
    advice: '更新添加了错误中所列方块的模组，或在修复前移除它。',
  },
  'config-corrupt': {
    title: '模组配置文件已损坏',
    advice: '备份并删除指出的配置文件（模组会重新生成），或安装 NightConfigFixes。',
  },
  'class-verify-error': {
    title: '某个类被改写成了无效代码',
    advice: '更新报告中列出的核心模组（coremod），或逐个移除它们，找出破坏该类的那个。',
  },
  'class-cast-between-mods': {
    title: '两个模组的类互相冲突',
    advice: '更新这两个模组，使其版本相互匹配；如果一个模组已包含另一个的功能，请移除多余的那个。',
  },
  'registry-key-clash': {
    title: '两个模组注册了相同的键',
    advice: '拥有该命名空间的模组与另一个模组冲突：更新或移除其中一个。',
  },
  'graphics-driver': {
    title: '显卡驱动或 OpenGL 故障',
    advice: '从显卡厂商处更新或重装显卡驱动；笔记本请让 Java 使用独立显卡运行。',
  },
  'gl-invalid-operation': { title: 'OpenGL 错误 1282 / 纹理过大', advice: '使用分辨率更低的资源包，或关闭光影包。' },
  'file-tampered': { title: 'jar 文件被修改或已损坏', advice: '重新下载上面指出的文件；不要修改已签名的 jar。' },
  'incomplete-loader-install': {
    title: '模组加载器未完整安装',
    advice: '用安装器或启动器为此实例重新安装加载器（Forge/NeoForge）。',
  },
  'loader-installed-twice': {
    title: '版本中安装了两次加载器',
    advice: '只用一个 Forge 重新创建版本/实例，或从版本 JSON 中删除重复的 Forge。',
  },
  'ticking-entity': {
    title: '某个实体在刻更新时导致游戏崩溃',
    advice: '移除该实体（例如 /kill 或 NBT/存档编辑器），或更新拥有它的模组。',
  },
  'ticking-block-entity': {
    title: '某个方块实体在刻更新时导致游戏崩溃',
    advice: '移除该方块（NBT/存档编辑器，如 MCEdit 或 Amulet），或更新拥有它的模组。',
  },
  'block-crash': { title: '某个方块导致游戏崩溃', advice: '移除该方块（NBT/存档编辑器），或更新拥有它的模组。' },
  'debug-crash': { title: '手动触发的调试崩溃', advice: '不是错误：按住 F3+C 达 10 秒会触发此崩溃。' },
  'id-limit': {
    title: '方块/物品数量超出 1.12 的 ID 上限',
    advice: '安装 ID 扩展模组（JustEnoughIDs / RoughlyEnoughIDs），或减少模组。',
  },
  'invalid-resource-id': {
    title: '从配置或数据文件中读取到了无效的 ID',
    advice: '在 config 文件夹、数据包或脚本中找到该 ID，改为有效的写法。',
  },
  'native-library-missing': {
    title: '本地库（natives）加载失败',
    advice: '让启动器重新下载 natives；确认 Java 与系统架构一致（ARM 或 x64），并使用 64 位 Java。',
  },
  'file-already-exists': { title: '游戏要创建的文件已存在', advice: '备份并删除上面指出的文件。' },
  'unbound-registry-value': {
    title: '世界生成引用了没有任何模组定义的条目',
    advice: '如果移除过上面指出的模组，请装回去；否则更新它，并只保留一个副本。',
  },
  'feature-order-cycle': {
    title: '生物群系模组以冲突的顺序放置地物',
    advice: '更新上面指出的生物群系模组；若仍崩溃，逐个移除其中之一，直到世界能够生成。',
  },
  'world-mod-mismatch': {
    title: '存档是用其他模组保存的',
    advice: '安装存档保存时使用的模组（或模组版本），或接受其内容可能丢失。',
  },
  'datapack-world': {
    title: '数据包或存档数据有问题',
    advice: '移除损坏的数据包，或新建存档；不要用更旧的 Minecraft 打开存档。',
  },
  'server-plugin': { title: '服务器插件无法加载', advice: '安装插件的前置，使用匹配的服务端版本，或移除重复的插件。' },
  'suspected-mods': { title: '崩溃报告怀疑这些模组', advice: '逐个更新或禁用被怀疑的模组（或二分排查模组列表）。' },
  'short-output': { title: '游戏在启动前就停止了', advice: '检查实例的 Java 路径和 JVM 参数；日志几乎是空的。' },
  'no-such-method': {
    title: '模组或版本不匹配（缺少方法）',
    advice: '某个模组是为其他版本的 Minecraft、加载器或前置库制作的：更新堆栈中出现的模组。',
  },
  'no-class-def': {
    title: '缺少类（模组、前置或版本不匹配）',
    advice: '安装提供该类的前置，或换用适用于此 Minecraft/加载器版本的模组。',
  },
  'fml-confirm': {
    title: 'Forge 在等待 /fml confirm',
    advice: "在服务器控制台运行命令 '/fml confirm'（或 '/fml cancel'）。",
  },
  'auth-servers-unreachable': {
    title: '无法连接验证服务器',
    advice: '等几分钟后重试；检查网络以及 Mojang/Microsoft 服务状态页。',
  },
  'code-of-conduct-folder': {
    title: '缺少 Code of Conduct 文件夹',
    advice: "在 server.properties 旁创建 'codeofconduct' 文件夹，或关闭行为准则功能。",
  },
  'malformed-encoding': {
    title: '\\u 转义格式错误（MOTD 或配置文件）',
    advice: '修正 server.properties 中的 \\uXXXX 转义（通常在 MOTD 中）。',
  },
  'old-player-directory': {
    title: '存档中有旧版玩家目录',
    advice: "备份并删除 'world/players' 文件夹（其数据已被转换）。",
  },
  'mac-jdk-8u261': {
    title: '此 Java 8 版本在 macOS 上出现窗口错误',
    advice: '在 macOS 上为此 Forge/OptiFine 版本使用 Java 8u251 或更旧版本，或更新 Forge。',
  },
  'fabric-loader-too-old': {
    title: 'Fabric Loader 0.12 改动了某模组依赖的内部实现',
    advice: '更新使用旧 Fabric Loader 内部实现的模组，或使用它们适配的 Fabric Loader 版本。',
  },
  'java-agent-failed': {
    title: 'Java 代理（javaagent）启动失败',
    advice: '删除或修正实例的 -javaagent 参数（常见于 authlib-injector 路径错误）。',
  },
  'stack-culprit': { title: '游戏崩溃', advice: '更新模组和加载器；若仍然崩溃，每次禁用一半模组来找出问题模组。' },
};

/**
 * A finding in `locale`. English is returned as is. Its texts by message id (`message`, `texts`, and the sentences the
 * analyzer adds after them, `texts.detailMore`) are rendered in `locale`, each only while its English rendering still
 * equals the finding's field; a rule's own title and advice come from the catalog above by rule id, and advice a rule
 * wrote for this log that is not by id follows the rule's advice in brackets, so no fact is lost. Rule ids, mods,
 * files, evidence and numbers never change.
 */
export function localizeFinding(finding: CrashFinding, locale: Locale, ruleAdvice?: string): CrashFinding {
  if (locale === 'en') return finding;
  const more = finding.texts?.detailMore ?? [];
  if (finding.message) {
    // Rendered by id: the same message with the same facts in this locale, and the analyzer's sentences after it.
    const own = renderCrashMessage(finding.message, locale);
    const english = joinSentences([renderCrashMessage(finding.message).detail, ...more.map((m) => renderMessage(m))]);
    const detail =
      english === finding.detail
        ? joinSentences([own.detail, ...more.map((m) => renderMessage(m, locale))], locale)
        : own.detail;
    return { ...finding, title: own.title, detail, advice: own.advice };
  }
  const zh = ZH_RULES[finding.rule];
  const texts = ownTexts(finding, locale);
  const title = texts.title ?? zh?.title ?? finding.title;
  const specific = ruleAdvice !== undefined && finding.advice !== ruleAdvice && texts.advice === undefined;
  const culprit = finding.rule === 'stack-culprit' ? finding.culprits?.[0] : undefined;
  const advice = texts.advice
    ? texts.advice
    : culprit
      ? `更新或移除 ${culprit.name && culprit.name !== culprit.id ? `${culprit.name} (${culprit.id})` : culprit.id}${culprit.file ? ` [${culprit.file}]` : ''}；若无效，每次禁用一半模组来找出问题模组。`
      : zh
        ? `${zh.advice}${specific ? `（${finding.advice}）` : ''}`
        : finding.advice;
  // A detail not by id (a rule's new wording) keeps its English, led by the Chinese title.
  const detail = texts.detail ?? `${title}。${finding.detail}`;
  return { ...finding, title, detail, advice };
}

/** A finding's own texts by message id (`CrashFinding.texts`) in `locale`, each only while its English equals the field. */
function ownTexts(finding: CrashFinding, locale: Locale): { title?: string; detail?: string; advice?: string } {
  const texts = finding.texts;
  if (!texts) return {};
  const english = renderCrashTexts(texts);
  const local = renderCrashTexts(texts, locale);
  const out: { title?: string; detail?: string; advice?: string } = {};
  if (english.title !== undefined && english.title === finding.title) out.title = local.title!;
  if (english.detail !== undefined && english.detail === finding.detail) out.detail = local.detail!;
  if (english.advice !== undefined && english.advice === finding.advice) out.advice = local.advice!;
  return out;
}

/** Every finding of an analysis in `locale` (for people: the CLI and the VS Code view; tools stay English). */
export function localizeAnalysis(analysis: CrashAnalysis, locale: Locale): CrashAnalysis {
  if (locale === 'en') return analysis;
  const advice = new Map(crashRules.map((r) => [r.id, r.advice]));
  return { ...analysis, findings: analysis.findings.map((f) => localizeFinding(f, locale, advice.get(f.rule))) };
}

/** The rule ids the Chinese catalog covers (tests check it against the rule table). */
export function zhCrashRuleIds(): string[] {
  return Object.keys(ZH_RULES);
}
