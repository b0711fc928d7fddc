import { defineMessages, enCount, msg } from '../locale/messageCatalog';

/**
 * The texts crash rules write for one log (crashRules*.ts): details, and the titles and advice a hit sets instead of
 * its rule's own. A hit carries them as messages (`RuleHit.texts`, `CrashFinding.texts`); the finding's English fields
 * are their English rendering, and people in another locale get the same ids rendered there (crashMessages.ts).
 * Facts (class names, versions, quoted log text, JVM options) are parameters and stay verbatim.
 */
export const CrashRuleMessages = defineMessages('crashRule', {
  // Java and memory (crashRulesJava.ts).
  needsJavaTitle: msg({
    example: { java: 17 },
    en: (p) => `Needs Java ${p.java}`,
    zh: (p) => `需要 Java ${p.java}`,
  }),
  classNeedsJava: msg({
    example: { cls: 'net.example.Mod', java: 17, classVersion: 61, runtime: '8' },
    en: (p) =>
      `${p.cls ? `Class ${p.cls}` : 'A class'} needs Java ${p.java} (class file version ${p.classVersion})${p.runtime ? `, but the game ran on Java ${p.runtime}` : ''}. This instance needs Java ${p.java} or newer.`,
    zh: (p) =>
      `${p.cls ? `类 ${p.cls} ` : '有类'}需要 Java ${p.java}（类文件版本 ${p.classVersion}）${p.runtime ? `，但游戏运行在 Java ${p.runtime} 上` : ''}。此实例需要 Java ${p.java} 或更新版本。`,
  }),
  jdkApiRemovedTitle: msg({
    example: { api: 'sun.reflect.Reflection', java: 9, mod: "'examplemod'" },
    en: (p) => `${p.mod || 'A mod'} uses ${p.api}, which Java ${p.java} and newer no longer have`,
    zh: (p) => `${p.mod || '某个模组'}使用了 ${p.api}，而 Java ${p.java} 及更新版本已不再提供它`,
  }),
  jdkApiRemoved: msg({
    example: { cls: 'sun.reflect.Reflection', api: 'sun.reflect.Reflection', java: 9, mod: "'examplemod'" },
    en: (p) =>
      `Class ${p.cls} cannot be loaded: it is part of ${p.api}, which Java 8 had and Java ${p.java} removed. ${p.mod ? `The code of ${p.mod} (the first frame below the error) uses it` : 'A mod uses it'}, so it was made for Java 8, the Java of Forge for Minecraft 1.16.5 and older, and cannot run on the newer Java this game runs on. It is no dependency to install.`,
    zh: (p) =>
      `类 ${p.cls} 无法加载：它属于 ${p.api}，Java 8 中有，Java ${p.java} 已将其移除。${p.mod ? `${p.mod} 的代码（错误下方的第一帧）使用了它` : '某个模组使用了它'}，说明该模组是为 Java 8（Minecraft 1.16.5 及更早版本的 Forge 所用的 Java）制作的，无法在此游戏所运行的更新 Java 上运行。这不是需要安装的依赖。`,
  }),
  jdkApiRemovedAdvice: msg({
    example: { java: 8, mod: "'examplemod'" },
    en: (p) =>
      `Run the game on Java ${String(p.java) === '8' ? '8' : `${p.java} or older (usually 8)`}, or, to keep a newer Java (lwjgl3ify, Cleanroom), remove ${p.mod || 'that mod'} or use a build of it (or a patch from the compatibility mod) made for that Java.`,
    zh: (p) =>
      `用 Java ${String(p.java) === '8' ? '8' : `${p.java} 或更早版本（通常为 8）`}运行游戏；若要保留更新的 Java（lwjgl3ify、Cleanroom），请移除${p.mod ? ` ${p.mod} ` : '该模组'}，或使用为该 Java 制作的版本（或兼容模组提供的补丁）。`,
  }),
  strayImportTitle: msg({
    example: { mod: "'examplemod'" },
    en: (p) => `${p.mod || 'A mod'} refers to a class no game ships (a bug in its build)`,
    zh: (p) => `${p.mod || '某个模组'}引用了任何游戏都不提供的类（其构建中的错误）`,
  }),
  strayImport: msg({
    example: { cls: 'scala.actors.threadpool.Arrays', mod: "'examplemod'" },
    en: (p) =>
      `Class ${p.cls} cannot be loaded: it belongs to an old library that no Minecraft or loader ships, and ${p.mod ? `the code of ${p.mod}` : "a mod's code"} refers to it because an editor's auto-import picked it (for java.util.Arrays or the like) when the mod was built. It is a bug in ${p.mod || 'that mod'}, not a dependency to install.`,
    zh: (p) =>
      `类 ${p.cls} 无法加载：它属于任何 Minecraft 或加载器都不提供的旧库，${p.mod ? `${p.mod} 的代码` : '某个模组的代码'}引用它，是因为构建时编辑器的自动导入选错了类（本应是 java.util.Arrays 之类）。这是${p.mod ? ` ${p.mod} ` : '该模组'}的错误，不是需要安装的依赖。`,
  }),
  strayImportAdvice: msg({
    example: { mod: "'examplemod'" },
    en: (p) => `Update ${p.mod || 'the mod'} to a build that fixes it, or go back to its previous version.`,
    zh: (p) => `将${p.mod ? ` ${p.mod} ` : '该模组'}更新到修复了此问题的版本，或退回它的上一个版本。`,
  }),
  modForNewerMinecraftTitle: msg({
    example: { mod: "'enchdesc'", java: 17 },
    en: (p) => `${p.mod} is a build for a newer Minecraft (it needs Java ${p.java})`,
    zh: (p) => `${p.mod} 是为更新的 Minecraft 构建的版本（它需要 Java ${p.java}）`,
  }),
  modForNewerMinecraft: msg({
    example: {
      mod: "'enchdesc'",
      cls: 'net.darkhax.enchdesc.EnchDescForge',
      java: 17,
      classVersion: 61,
      gameJava: 16,
      minecraft: '1.17.1',
    },
    en: (p) =>
      `Class ${p.cls} of ${p.mod} needs Java ${p.java} (class file version ${p.classVersion}), newer than the Java ${p.gameJava} ${p.minecraft ? `Minecraft ${p.minecraft}` : 'this Minecraft version'} runs on: mods are built for the Java of the Minecraft version they are made for, so this build of ${p.mod} is for a newer Minecraft version.`,
    zh: (p) =>
      `${p.mod} 的类 ${p.cls} 需要 Java ${p.java}（类文件版本 ${p.classVersion}），比${p.minecraft ? ` Minecraft ${p.minecraft} ` : '此 Minecraft 版本'}所用的 Java ${p.gameJava} 更新：模组按其目标 Minecraft 版本的 Java 构建，因此这个版本的 ${p.mod} 是为更新的 Minecraft 版本构建的。`,
  }),
  modForNewerMinecraftAdvice: msg({
    example: { mod: "'enchdesc'", java: 17 },
    en: (p) =>
      `Install the build of ${p.mod} made for this Minecraft version. Switching to Java ${p.java} would only let this build fail later.`,
    zh: (p) => `安装 ${p.mod} 适用于此 Minecraft 版本的版本。改用 Java ${p.java} 只会让这个版本稍后再失败。`,
  }),
  gameClassNeedsJavaTitle: msg({
    example: { java: 21 },
    en: (p) => `A mod built for Java ${p.java} changed a Minecraft class`,
    zh: (p) => `为 Java ${p.java} 构建的模组修改了 Minecraft 的类`,
  }),
  gameClassNeedsJava: msg({
    example: { cls: 'net.minecraft.class_2540', java: 21, classVersion: 65, runtime: '17', mod: 'examplemod' },
    en: (p) =>
      `Minecraft's own class ${p.cls} was refused as needing Java ${p.java} (class file version ${p.classVersion})${p.runtime ? ` on Java ${p.runtime}` : ''}. The game's classes are built for the Java this version runs on: a mod's mixin compiled for Java ${p.java} was merged into it${p.mod ? ` (${p.mod}, whose mixin code is in the stack)` : ''}. Minecraft itself does not need Java ${p.java}.`,
    zh: (p) =>
      `Minecraft 自身的类 ${p.cls} 被判定为需要 Java ${p.java}（类文件版本 ${p.classVersion}）${p.runtime ? `，而运行的是 Java ${p.runtime}` : ''}。游戏的类是为此版本所用的 Java 构建的：是某个为 Java ${p.java} 编译的模组的 mixin 被合并进了它${p.mod ? `（${p.mod}，其 mixin 代码出现在堆栈中）` : ''}。Minecraft 本身并不需要 Java ${p.java}。`,
  }),
  gameClassNeedsJavaAdvice: msg({
    example: { java: 21, mod: 'examplemod' },
    en: (p) =>
      `Use ${p.mod ? `${p.mod}'s` : "the mod's"} build for your Java (check which mod was updated last if none is named), or run the instance on Java ${p.java} if that mod's page says it needs it.`,
    zh: (p) =>
      `改用${p.mod ? ` ${p.mod} ` : '该模组'}适配你的 Java 的版本（若未指明模组，检查最近更新的模组），或者在该模组页面要求时将实例的 Java 设为 Java ${p.java}。`,
  }),
  minecraftNeedsJava: msg({
    example: { minecraft: '1.19.1', java: 17 },
    en: (p) =>
      `The launcher refused to start Minecraft ${p.minecraft} on the selected Java: this version needs Java ${p.java} or newer.`,
    zh: (p) => `启动器拒绝用所选的 Java 启动 Minecraft ${p.minecraft}：此版本需要 Java ${p.java} 或更新版本。`,
  }),
  setJavaOrModBuild: msg({
    example: { java: 17 },
    en: (p) =>
      `Set the instance's Java to Java ${p.java} or newer (for example Eclipse Temurin ${p.java}). If only one mod needs it, use that mod's build for your Java instead.`,
    zh: (p) =>
      `将实例的 Java 设置为 Java ${p.java} 或更新版本（例如 Eclipse Temurin ${p.java}）。如果只有一个模组需要它，也可以改用该模组适配你的 Java 的版本。`,
  }),
  launcherJavaCheck: msg({
    example: { ran: '8', java: '17' },
    en: (p) =>
      `The launcher refused to start the instance on Java ${p.ran}: its Java compatibility check says this Minecraft needs ${p.java ? `Java ${p.java}` : 'another Java version'}. Nothing ran.`,
    zh: (p) =>
      `启动器拒绝用 Java ${p.ran} 启动该实例：它的 Java 兼容性检查表明此 Minecraft 需要${p.java ? ` Java ${p.java}` : '其他 Java 版本'}。游戏没有运行。`,
  }),
  launcherJavaCheckAdvice: msg({
    example: { java: '17' },
    en: (p) =>
      `In the instance's settings (Java), pick ${p.java ? `a Java ${p.java} installation` : 'one of the Java versions the launcher lists'} or let the launcher download it; turning the check off does not make the game run.`,
    zh: (p) =>
      `在实例设置（Java）中选择${p.java ? ` Java ${p.java} ` : '启动器列出的某个 Java 版本'}，或让启动器自动下载；关闭该检查并不能让游戏运行。`,
  }),
  mixinLevelNeedsJava: msg({
    example: { java: 21, ran: '17', mod: "'examplemod'" },
    en: (p) =>
      `${p.mod ? `The mixin config of ${p.mod}` : "A mod's mixin config"} asks for Java ${p.java} (its compatibility level JAVA_${p.java}), but the game ran on ${p.ran ? `Java ${p.ran}` : 'an older Java'}, so Mixin refuses it. That build of the mod was made for Java ${p.java}, usually for a newer Minecraft.`,
    zh: (p) =>
      `${p.mod ? `${p.mod} 的 mixin 配置` : '某个模组的 mixin 配置'}要求 Java ${p.java}（兼容级别 JAVA_${p.java}），但游戏运行在${p.ran ? ` Java ${p.ran} ` : '较旧的 Java '}上，因此 Mixin 拒绝了它。该模组的这个版本是为 Java ${p.java} 制作的，通常对应更新的 Minecraft。`,
  }),
  java11Needed: msg({
    example: {},
    en: () => 'A mod needs Java 11 or newer, but the game ran on Java 8. The instance needs Java 11.',
    zh: () => '有模组需要 Java 11 或更新版本，但游戏运行在 Java 8 上。此实例需要 Java 11。',
  }),
  javaTooNewTitle: msg({
    example: { java: 17 },
    en: (p) => `Java is too new: needs Java ${p.java}`,
    zh: (p) => `Java 版本过新：需要 Java ${p.java}`,
  }),
  javaTooNew: msg({
    example: { classJava: '21', ran: '21.0.2', minecraft: '1.20.1', needed: '17' },
    en: (p) =>
      `The Java runtime is too new for this game or loader${p.classJava ? ` (it reads Java ${p.classJava} classes the loader cannot handle)` : ''}${p.ran ? `; it ran on Java ${p.ran}` : ''}.${p.needed ? ` Minecraft ${p.minecraft} needs Java ${p.needed}.` : ''}`,
    zh: (p) =>
      `Java 运行时对此游戏或加载器来说过新${p.classJava ? `（加载器无法处理 Java ${p.classJava} 的类）` : ''}${p.ran ? `；游戏运行在 Java ${p.ran} 上` : ''}。${p.needed ? `Minecraft ${p.minecraft} 需要 Java ${p.needed}。` : ''}`,
  }),
  serverJavaTooNew: msg({
    example: { ran: 17, max: 13 },
    en: (p) =>
      `The server refused to start on Java ${p.ran}: this server version supports only up to Java ${p.max} (its own "Unsupported Java detected" check).`,
    zh: (p) =>
      `服务器拒绝在 Java ${p.ran} 上启动：此服务端版本最高只支持 Java ${p.max}（它自己的“Unsupported Java detected”检查）。`,
  }),
  serverJavaTooNewAdvice: msg({
    example: { max: 13, lts: 11 },
    en: (p) =>
      `Start the server with Java ${p.lts} (or another Java up to ${p.max}): install it and put its full path in the start command or script, or pick it in the panel's Java/Docker image setting.`,
    zh: (p) =>
      `用 Java ${p.lts}（或其他不高于 Java ${p.max} 的版本）启动服务器：安装它，并在启动命令或脚本中写上它的完整路径，或在面板的 Java/Docker 镜像设置中选择它。`,
  }),
  serverJavaTooOld: msg({
    example: { ran: 16, java: 17 },
    en: (p) =>
      `The server refused to start on Java ${p.ran}: this Minecraft version requires at least Java ${p.java} (the server's own "Unsupported Java detected" check).`,
    zh: (p) =>
      `服务器拒绝在 Java ${p.ran} 上启动：此 Minecraft 版本至少需要 Java ${p.java}（服务端自己的“Unsupported Java detected”检查）。`,
  }),
  classNeedsNewerJava: msg({
    example: { cls: 'org.bukkit', minecraft: '1.20.6', java: '21' },
    en: (p) =>
      `Java refused to load ${p.cls || 'a class'} (UnsupportedClassVersionError): it was built for a newer Java than the one running it.${p.java ? ` Minecraft ${p.minecraft} needs Java ${p.java}.` : ''}`,
    zh: (p) =>
      `Java 拒绝加载 ${p.cls || '某个类'}（UnsupportedClassVersionError）：它是为比当前运行的 Java 更新的版本构建的。${p.java ? `Minecraft ${p.minecraft} 需要 Java ${p.java}。` : ''}`,
  }),
  argFilesNeedJava9: msg({
    example: { file: '@user_jvm_args.txt', java: '17' },
    en: (p) =>
      `Java took the argument file ${p.file} for a class name: this Java is 8 or older and cannot read @argument files, which the start scripts of Forge and NeoForge 1.17+ use. The script ran an old Java${p.java ? `; this version needs Java ${p.java}` : ''}.`,
    zh: (p) =>
      `Java 把参数文件 ${p.file} 当成了类名：此 Java 为 8 或更旧的版本，无法读取 @参数文件，而 Forge 和 NeoForge 1.17+ 的启动脚本使用这种文件。脚本运行了旧版 Java${p.java ? `；此版本需要 Java ${p.java}` : ''}。`,
  }),
  argFilesNeedJava9Advice: msg({
    example: { java: '17' },
    en: (p) =>
      `Install Java ${p.java || '17 or newer'} and make the start script use it: put its full path (…\\bin\\java.exe) in place of \`java\` in run.bat/run.sh, or put its bin folder first on PATH.`,
    zh: (p) =>
      `安装 Java ${p.java || '17 或更新版本'}，并让启动脚本使用它：在 run.bat/run.sh 中把 \`java\` 换成它的完整路径（…\\bin\\java.exe），或把它的 bin 文件夹放在 PATH 的最前面。`,
  }),
  reflectionBlockedTitle: msg({
    example: { code: 'ProtocolLib (com.comphenix.protocol)' },
    en: (p) => `${p.code} is not made for this Java`,
    zh: (p) => `${p.code} 不适用于此 Java 版本`,
  }),
  reflectionBlocked: msg({
    example: { code: 'ProtocolLib (com.comphenix.protocol)', cls: 'com.comphenix.protocol.X', ran: '16.0.1' },
    en: (p) =>
      `${p.cls}, the first frame under the error, belongs to ${p.code}; it reaches into Java's own classes in a way Java 16 and newer forbid${p.ran ? ` (the game ran on Java ${p.ran})` : ''}. That mod or plugin was built for an older Java.`,
    zh: (p) =>
      `错误下方的第一个栈帧 ${p.cls} 属于 ${p.code}；它以 Java 16 及更新版本禁止的方式访问 Java 自身的类${p.ran ? `（游戏运行在 Java ${p.ran} 上）` : ''}。该模组或插件是为较旧的 Java 构建的。`,
  }),
  reflectionBlockedAdvice: msg({
    example: { code: 'ProtocolLib (com.comphenix.protocol)' },
    en: (p) =>
      `Update ${p.code} to a build made for this Java, or run the game on the older Java its version asks for (Java 8 up to 1.16.5).`,
    zh: (p) =>
      `将 ${p.code} 更新到适用于此 Java 的版本，或用该游戏版本要求的较旧 Java 运行（1.16.5 及以前用 Java 8）。`,
  }),
  launchwrapperJava9: msg({
    example: {},
    en: () => 'The game uses LaunchWrapper, which needs Java 8; it was started on Java 9 or newer.',
    zh: () => '游戏使用 LaunchWrapper，它需要 Java 8，但游戏是用 Java 9 或更新版本启动的。',
  }),
  modlauncherJavaBuild: msg({
    example: {},
    en: () => 'This Forge build calls a Java method removed in Java 8u321, 11.0.14 and 17.0.2 (JDK-8273826).',
    zh: () => '此 Forge 版本调用了 Java 8u321、11.0.14 和 17.0.2 中已移除的 Java 方法（JDK-8273826）。',
  }),
  openj9Charset: msg({
    example: { charset: 'Cp1252', exception: 'UnsupportedCharsetException', java: '17' },
    en: (p) =>
      `The game ran on an OpenJ9 JVM, which lacks the charset ${p.charset ? `'${p.charset}' ` : ''}the game or a mod asks for (${p.exception}); Minecraft mods and loaders support only HotSpot JVMs. This instance needs ${p.java ? `Java ${p.java} (HotSpot)` : 'a HotSpot Java'}.`,
    zh: (p) =>
      `游戏运行在 OpenJ9 JVM 上，它缺少游戏或模组需要的字符集${p.charset ? ` '${p.charset}'` : ''}（${p.exception}）；Minecraft 模组和加载器只支持 HotSpot JVM。此实例需要${p.java ? ` Java ${p.java}（HotSpot）` : ' HotSpot 版 Java'}。`,
  }),
  openj9: msg({
    example: { java: '17' },
    en: (p) =>
      `The game ran on an OpenJ9 JVM, which Minecraft mods and loaders do not support. This instance needs ${p.java ? `Java ${p.java} (HotSpot)` : 'a HotSpot Java'}.`,
    zh: (p) =>
      `游戏运行在 OpenJ9 JVM 上，Minecraft 模组和加载器不支持它。此实例需要${p.java ? ` Java ${p.java}（HotSpot）` : ' HotSpot 版 Java'}。`,
  }),
  openj9Advice: msg({
    example: { java: '17' },
    en: (p) =>
      `Install ${p.java ? `a HotSpot Java ${p.java}` : 'a HotSpot Java'} (Eclipse Temurin, Microsoft Build of OpenJDK, Azul Zulu) and select it for the instance instead of OpenJ9 / IBM Semeru.`,
    zh: (p) =>
      `安装 HotSpot 版 Java${p.java ? ` ${p.java}` : ''}（Eclipse Temurin、Microsoft Build of OpenJDK、Azul Zulu），并为实例选择它来代替 OpenJ9 / IBM Semeru。`,
  }),
  jvmNotHotSpotTitle: msg({
    example: {},
    en: () => 'This Java is not a standard HotSpot JVM',
    zh: () => '此 Java 不是标准的 HotSpot JVM',
  }),
  jvmOptionMissing: msg({
    example: { option: 'ObjectAlignmentInBytes' },
    en: (p) =>
      `A mod asked this Java for the HotSpot VM option ${p.option}, which it does not have: the game runs on a Java that is not a standard HotSpot JVM (OpenJ9, or a trimmed Java such as a phone launcher's), where such mods cannot work.`,
    zh: (p) =>
      `某个模组向此 Java 查询 HotSpot 虚拟机选项 ${p.option}，但它没有该选项：游戏运行在非标准 HotSpot JVM 的 Java 上（OpenJ9，或手机启动器那样的精简 Java），这类模组无法在其上工作。`,
  }),
  jvmNotHotSpotAdvice: msg({
    example: {},
    en: () =>
      "Run the game on a standard HotSpot Java (Eclipse Temurin, Microsoft Build of OpenJDK, Azul Zulu); on a phone launcher, use the Java runtime the launcher provides and report the error to the launcher's developers, or leave out the mod that needs it.",
    zh: () =>
      '在标准的 HotSpot Java（Eclipse Temurin、Microsoft Build of OpenJDK、Azul Zulu）上运行游戏；在手机启动器上，使用启动器自带的 Java 运行时并向启动器开发者报告该错误，或去掉需要它的模组。',
  }),
  openj9DumpTitle: msg({
    example: {},
    en: () => 'OpenJ9 Java crashed',
    zh: () => 'OpenJ9 Java 崩溃了',
  }),
  nativeToolCrashTitle: msg({
    example: { mod: "'spark'" },
    en: (p) => `The native profiler of ${p.mod} crashed Java`,
    zh: (p) => `${p.mod} 的原生分析器使 Java 崩溃`,
  }),
  openj9Dump: msg({
    example: { event: 'abort', thread: 'Async-profiler Sampler', owner: "'spark'" },
    en: (p) =>
      `The OpenJ9 JVM stopped and wrote its crash dumps (dump event "${p.event}")${p.thread ? ` in the thread '${p.thread}'` : ''}.${p.owner ? ` That thread is the native sampler (async-profiler) of the profiler in ${p.owner}, which does not work on this JVM.` : ' Minecraft mods and loaders support only HotSpot JVMs.'}`,
    zh: (p) =>
      `OpenJ9 JVM 停止运行并写出了崩溃转储（转储事件 "${p.event}"）${p.thread ? `，发生在线程 '${p.thread}' 中` : ''}。${p.owner ? `该线程是 ${p.owner} 分析器的原生采样器（async-profiler），它无法在此 JVM 上工作。` : 'Minecraft 模组和加载器只支持 HotSpot JVM。'}`,
  }),
  sparkJavaSamplerAdvice: msg({
    example: {},
    en: () =>
      "Profile with spark's Java sampler instead: '/spark profiler --force-java-sampler', and set backgroundProfilerEngine to \"java\" in spark's config; or run the server on a HotSpot Java (Eclipse Temurin, Microsoft Build of OpenJDK).",
    zh: () =>
      '改用 spark 的 Java 采样器：\'/spark profiler --force-java-sampler\'，并在 spark 的配置中将 backgroundProfilerEngine 设为 "java"；或在 HotSpot 版 Java（Eclipse Temurin、Microsoft Build of OpenJDK）上运行服务器。',
  }),
  openj9RunsTitle: msg({
    example: {},
    en: () => 'The game runs on OpenJ9 Java',
    zh: () => '游戏运行在 OpenJ9 Java 上',
  }),
  outOfMemoryTitle: msg({
    example: {},
    en: () => 'Out of memory',
    zh: () => '内存不足',
  }),
  outOfMemoryExitCode: msg({
    example: { code: '-805306369' },
    en: (p) =>
      `The game ended with exit code ${p.code} (0xCFFFFFFF) and left no crash report: launchers show this code when Java stops itself, most often because the game ran out of memory.`,
    zh: (p) =>
      `游戏以退出代码 ${p.code}（0xCFFFFFFF）结束，且没有留下崩溃报告：启动器在 Java 自行停止时显示此代码，最常见的原因是游戏内存不足。`,
  }),
  outOfMemoryReported: msg({
    example: {},
    en: () => 'The game ran out of memory: Java heap memory (Minecraft reported "Out of memory").',
    zh: () => '游戏内存不足：Java 堆内存（Minecraft 报告了 "Out of memory"）。',
  }),
  outOfMemory: msg({
    example: { what: 'oomMetaspace', kind: 'Metaspace' },
    en: (p) => `The game ran out of memory: ${EN_MEMORY[p.what] ?? p.what}${p.kind ? ` (${p.kind})` : ''}.`,
    zh: (p) => `游戏内存不足：${ZH_MEMORY[p.what] ?? p.what}${p.kind ? `（${p.kind}）` : ''}。`,
  }),
  permGenAdvice: msg({
    example: {},
    en: () =>
      'Add -XX:MaxPermSize=256m to the JVM arguments (more memory with -Xmx does not help), or run the instance on Java 8, which has no permanent generation.',
    zh: () =>
      '在 JVM 参数中加入 -XX:MaxPermSize=256m（用 -Xmx 加大内存无效），或改用 Java 8 运行（Java 8 没有永久代）。',
  }),
  nativeMemory: msg({
    example: { line: 'There is insufficient memory for the Java Runtime Environment to continue.' },
    en: (p) =>
      `Java could not get memory from the operating system: physical memory, swap or the page file is exhausted (${p.line}).`,
    zh: (p) => `Java 无法从操作系统获得内存：物理内存、交换空间或页面文件已耗尽（${p.line}）。`,
  }),
  nativeThreadTitle: msg({
    example: {},
    en: () => 'Java could not start a new thread',
    zh: () => 'Java 无法创建新线程',
  }),
  nativeThread: msg({
    example: { line: 'java.lang.OutOfMemoryError: unable to create native thread' },
    en: (p) =>
      `The operating system refused Java a new thread (${p.line}): not the heap, but a limit on threads or processes (ulimit -u, a container's or VPS's pids limit) or the process's memory (a 32-bit Java, or -Xmx so large the rest of memory runs out). The code that asked for the thread is only where it showed.`,
    zh: (p) =>
      `操作系统拒绝为 Java 创建新线程（${p.line}）：问题不在堆内存，而是线程或进程数量的限制（ulimit -u、容器或 VPS 的 pids 限制），或进程可用内存不足（32 位 Java，或 -Xmx 过大导致其余内存耗尽）。申请线程的代码只是出错的位置。`,
  }),
  nativeThreadAdvice: msg({
    example: {},
    en: () =>
      'On a server, container or VPS raise the thread/process limit (ulimit -u, Docker --pids-limit, or ask the host); on a PC use a 64-bit Java and a lower -Xmx, and close other programs.',
    zh: () =>
      '在服务器、容器或 VPS 上提高线程/进程数量限制（ulimit -u、Docker --pids-limit，或联系主机商）；在个人电脑上使用 64 位 Java、降低 -Xmx，并关闭其他程序。',
  }),
  heap32bit: msg({
    example: { mib: 3072 },
    en: (p) => `Java could not reserve a ${p.mib} MiB heap: this is almost always a 32-bit Java.`,
    zh: (p) => `Java 无法预留 ${p.mib} MiB 的堆内存：这几乎总是因为使用了 32 位 Java。`,
  }),
  heapNotReserved: msg({
    example: { line: 'Error occurred during initialization of VM: Could not reserve enough space for object heap' },
    en: (p) => `Java could not reserve the requested heap: ${p.line}`,
    zh: (p) => `Java 无法预留所请求的堆内存：${p.line}`,
  }),
  heapSettings: msg({
    example: { error: 'Initial heap size set to a larger value than the maximum heap size' },
    en: (p) =>
      `Java refused the memory settings (${p.error}); the game did not start. The minimum (-Xms) must not exceed the maximum (-Xmx), and both need a unit such as 4G or 4096M.`,
    zh: (p) =>
      `Java 拒绝了内存设置（${p.error}），游戏没有启动。最小值（-Xms）不能超过最大值（-Xmx），两者都需要单位，例如 4G 或 4096M。`,
  }),
  heapSettingsAdvice: msg({
    example: {},
    en: () =>
      'Fix the memory settings of the instance: set -Xmx (maximum) at least as large as -Xms (minimum), e.g. -Xmx4G, or let the launcher choose.',
    zh: () => '修正实例的内存设置：-Xmx（最大值）至少要和 -Xms（最小值）一样大，例如 -Xmx4G，或让启动器自动选择。',
  }),
  jvmArgumentRemoved: msg({
    example: { option: 'UseConcMarkSweepGC', removed: '14', java: '18.0.1' },
    en: (p) =>
      `Java${p.java ? ` ${p.java}` : ''} refused the argument ${p.option}: that option was removed in Java ${p.removed}, so the arguments were written for an older Java than the one that ran. The game did not start.`,
    zh: (p) =>
      `Java${p.java ? ` ${p.java}` : ''} 拒绝了参数 ${p.option}：该选项已在 Java ${p.removed} 中移除，说明这些参数是为比实际运行的更旧的 Java 写的。游戏没有启动。`,
  }),
  jvmArgumentRemovedAdvice: msg({
    example: { option: 'UseConcMarkSweepGC' },
    en: (p) =>
      `Remove ${p.option} from the JVM arguments (instance settings, start script or launcher profile), or run this Minecraft version on the Java it was made for (Java 8 for Minecraft 1.16 and older).`,
    zh: (p) =>
      `从 JVM 参数（实例设置、启动脚本或启动器配置）中删除 ${p.option}，或用该 Minecraft 版本对应的 Java 运行（Minecraft 1.16 及更早版本用 Java 8）。`,
  }),
  jvmArgument: msg({
    example: { option: '-XX:+UseZGC' },
    en: (p) => `Java refused the argument ${p.option}; the game did not start.`,
    zh: (p) => `Java 拒绝了参数 ${p.option}，游戏没有启动。`,
  }),

  // Mods (crashRulesMods.ts).
  mixinFailed: msg({
    example: { config: 'alpha.mixins.json', target: 'net.minecraft.class_310', posted: "'alpha' 1.2.0" },
    en: (p) =>
      `A mixin ${p.config ? `from ${p.config} ` : ''}failed to apply${p.target ? ` to ${p.target}` : ''}.${p.posted ? ` The log names no mod; the mods named with it are ${p.posted}: one of them has a broken or outdated mixin.` : ''}`,
    zh: (p) =>
      `${p.config ? `${p.config} 中的` : ''}一个 mixin 应用失败${p.target ? `（目标 ${p.target}）` : ''}。${p.posted ? `日志没有指出模组；随报错一起提到的模组是 ${p.posted}：其中一个的 mixin 有缺陷或已过时。` : ''}`,
  }),
  mixinFailedAdvice: msg({
    example: { posted: "'alpha' 1.2.0" },
    en: (p) =>
      p.posted
        ? `Update ${p.posted} to the newest build for this Minecraft and loader version; if the crash stays, start without them one at a time to find the one.`
        : 'Update or remove the mod that owns this mixin config.',
    zh: (p) =>
      p.posted
        ? `将 ${p.posted} 更新到适用于此 Minecraft 和加载器版本的最新构建；若仍崩溃，逐个去掉它们启动以找出问题模组。`
        : '更新或移除拥有此 mixin 配置的模组。',
  }),
  mixinPluginFailed: msg({
    example: { mod: "'alpha'", config: 'alpha.mixins.json', step: 'postInit', error: 'java.lang.NullPointerException' },
    en: (p) =>
      `The mixin plugin of ${p.mod} (${p.config}) threw ${p.error} in its ${p.step} step, before any mixin was applied: that mod build fails on this setup.`,
    zh: (p) =>
      `${p.mod} 的 mixin 插件（${p.config}）在 ${p.step} 步骤中抛出了 ${p.error}，此时还没有应用任何 mixin：该模组的这个版本无法在当前环境下运行。`,
  }),
  mixinPluginFailedAdvice: msg({
    example: { mod: "'alpha'" },
    en: (p) =>
      `Update ${p.mod} to its newest build for this Minecraft version and loader (or go back to the build that worked), and report the error to its author if it stays.`,
    zh: (p) =>
      `把 ${p.mod} 更新到适用于此 Minecraft 版本和加载器的最新构建（或退回之前能用的构建）；若问题仍在，请向其作者报告该错误。`,
  }),
  mixinCompanionPluginTitle: msg({
    example: { mod: "'alpha'" },
    en: (p) => `The mixin plugin of ${p.mod} could not be loaded`,
    zh: (p) => `无法加载 ${p.mod} 的 mixin 插件`,
  }),
  mixinCompanionPlugin: msg({
    example: { mod: "'alpha'", plugin: 'alpha.mixin.Plugin', error: 'NullPointerException', missing: '' },
    en: (p) =>
      p.missing
        ? `Mixin could not load the companion plugin of ${p.mod} (${p.plugin}): ${p.error}. The mod's jar does not hold its own mixin plugin class, so the build is broken or incomplete and none of its mixins apply.`
        : `Mixin could not load the companion plugin of ${p.mod} (${p.plugin})${p.error ? `: ${p.error}` : ''}. The plugin runs before the mod's mixins and decides which of them apply, usually from the mod's own settings file in config/; when that file is empty or damaged, or the build does not fit this game, the plugin fails and the mod's mixins are not applied.`,
    zh: (p) =>
      p.missing
        ? `Mixin 无法加载 ${p.mod} 的配套插件（${p.plugin}）：${p.error}。该模组的 jar 中没有它自己的 mixin 插件类，说明这个构建已损坏或不完整，它的 mixin 都不会被应用。`
        : `Mixin 无法加载 ${p.mod} 的配套插件（${p.plugin}）${p.error ? `：${p.error}` : ''}。该插件在模组的 mixin 之前运行，通常根据 config/ 中该模组自己的设置文件决定应用哪些 mixin；当该文件为空或损坏、或该构建不适用于此游戏时，插件就会失败，模组的 mixin 也不会被应用。`,
  }),
  mixinCompanionPluginAdvice: msg({
    example: { mod: "'alpha'", missing: '' },
    en: (p) =>
      p.missing
        ? `Update ${p.mod} to a newer build (or download it again): this file of it is broken.`
        : `Open the mixin settings file of ${p.mod} in the config folder (such as config/<mod>-mixins.toml or .properties): if it is empty or garbled, delete it so the mod writes a new one; otherwise update ${p.mod} to the build for this Minecraft version and loader.`,
    zh: (p) =>
      p.missing
        ? `将 ${p.mod} 更新到更新的构建（或重新下载）：它的这个文件已损坏。`
        : `打开 config 文件夹中 ${p.mod} 的 mixin 设置文件（如 config/<模组>-mixins.toml 或 .properties）：若它为空或内容错乱，删除它让模组重新生成；否则将 ${p.mod} 更新到适用于此 Minecraft 版本和加载器的构建。`,
  }),
  mixinBootstrapNeededBy: msg({
    example: { mod: 'alpha' },
    en: (p) =>
      `Mod '${p.mod}' needs Mixin, which this Forge does not ship (Forge 1.14 to 1.16.3), and stops on purpose because MixinBootstrap is not installed.`,
    zh: (p) =>
      `模组 '${p.mod}' 需要 Mixin，而此 Forge（1.14 至 1.16.3）不自带 Mixin；因为未安装 MixinBootstrap，它主动停止了加载。`,
  }),
  mixinBootstrapNeeded: msg({
    example: {},
    en: () =>
      'A mod needs Mixin, which this Forge does not ship (Forge 1.14 to 1.16.3), and stops on purpose because MixinBootstrap is not installed.',
    zh: () =>
      '有模组需要 Mixin，而此 Forge（1.14 至 1.16.3）不自带 Mixin；因为未安装 MixinBootstrap，它主动停止了加载。',
  }),
  mixinBootstrapAdvice: msg({
    example: {},
    en: () =>
      'Install MixinBootstrap (https://www.curseforge.com/minecraft/mc-mods/mixinbootstrap) next to the mod, or update Forge and the mod to 1.16.5 builds (Forge ships Mixin since 1.16.4).',
    zh: () =>
      '在该模组旁安装 MixinBootstrap（https://www.curseforge.com/minecraft/mc-mods/mixinbootstrap），或将 Forge 和该模组更新到 1.16.5 的版本（Forge 自 1.16.4 起自带 Mixin）。',
  }),
  mixinBootstrapMissing: msg({
    example: {},
    en: () => 'A mod needs Mixin (org.spongepowered.asm.launch.MixinTweaker), which is not installed.',
    zh: () => '有模组需要 Mixin（org.spongepowered.asm.launch.MixinTweaker），但它未安装。',
  }),
  optifineForge: msg({
    example: { method: 'net.minecraftforge.client.ForgeHooksClient.renderMainMenu' },
    en: (p) => `OptiFine is not compatible with this Forge build${p.method ? ` (missing method ${p.method})` : ''}.`,
    zh: (p) => `OptiFine 与此 Forge 版本不兼容${p.method ? `（缺少方法 ${p.method}）` : ''}。`,
  }),
  optifineNeoforge: msg({
    example: {},
    en: () => 'OptiFine does not run on NeoForge.',
    zh: () => 'OptiFine 无法在 NeoForge 上运行。',
  }),
  optifineNeoforgeTitle: msg({
    example: {},
    en: () => 'OptiFine does not run on NeoForge',
    zh: () => 'OptiFine 无法在 NeoForge 上运行',
  }),
  optifineNeoforgeAdvice: msg({
    example: {},
    en: () => 'Remove OptiFine: it is made for Forge only (on NeoForge use Sodium or Embeddium with Iris or Oculus).',
    zh: () => '移除 OptiFine：它只适用于 Forge（在 NeoForge 上请改用 Sodium 或 Embeddium 搭配 Iris 或 Oculus）。',
  }),
  optifineWith: msg({
    example: { mod: 'jade' },
    en: (p) => `OptiFine is incompatible with '${p.mod}'.`,
    zh: (p) => `OptiFine 与 '${p.mod}' 不兼容。`,
  }),
  optifineCast: msg({
    example: { cls: 'net.optifine.override.ChunkCacheOF', target: 'net.minecraft.world.IWorld' },
    en: (p) =>
      `OptiFine put its own ${p.cls} where code expected ${p.target}: a mod (or this Forge build) does not work with OptiFine here.`,
    zh: (p) =>
      `OptiFine 用它自己的 ${p.cls} 替换了代码所需的 ${p.target}：此处有模组（或此 Forge 版本）与 OptiFine 不兼容。`,
  }),
  optifineTwilightForest: msg({
    example: {},
    en: () => "OptiFine is incompatible with 'twilightforest' (The Twilight Forest) on this version.",
    zh: () => "OptiFine 在此版本上与 'twilightforest'（The Twilight Forest）不兼容。",
  }),
  shadersModWithOptifine: msg({
    example: {},
    en: () => 'Shaders Mod and OptiFine are both installed.',
    zh: () => '同时安装了 Shaders Mod 和 OptiFine。',
  }),
  blockNotDynamicShape: msg({
    example: { block: 'alpha:berry_bush', mod: 'alpha' },
    en: (p) =>
      `The block ${p.block} has a collision shape and a random offset (as plants do) but is not marked dynamicShape: Minecraft refuses such a block when it builds its shapes. It is a bug of '${p.mod}', the mod that registers it (or of a mod that changes its properties).`,
    zh: (p) =>
      `方块 ${p.block} 有碰撞箱且带随机偏移（像植物一样），却没有标记为 dynamicShape：Minecraft 在构建方块形状时会拒绝这样的方块。这是注册它的模组 '${p.mod}'（或修改其属性的模组）的缺陷。`,
  }),
  blockNotDynamicShapeAdvice: msg({
    example: { mod: 'alpha' },
    en: (p) =>
      `Update '${p.mod}' to a build that fixes this block, or remove it (and any mod that changes its blocks' properties) until it is fixed; report it to '${p.mod}' if the latest build still crashes.`,
    zh: (p) =>
      `将 '${p.mod}' 更新到修复了该方块的版本，或在修复前移除它（以及修改其方块属性的模组）；若最新版本仍崩溃，请向 '${p.mod}' 报告。`,
  }),
  rtssSodium: msg({
    example: {},
    en: () => 'RivaTuner Statistics Server (RTSS) is running and is not compatible with Sodium.',
    zh: () => 'RivaTuner Statistics Server（RTSS）正在运行，它与 Sodium 不兼容。',
  }),
  configUnreadable: msg({
    example: { type: 'CLIENT', file: 'alpha-client.toml', mod: 'alpha' },
    en: (p) => `The ${p.type} config file ${p.file} of mod '${p.mod}' could not be read.`,
    zh: (p) => `模组 '${p.mod}' 的 ${p.type} 配置文件 ${p.file} 无法读取。`,
  }),
  configUnreadableAdvice: msg({
    example: { file: 'alpha-client.toml', mod: 'alpha' },
    en: (p) => `Back up and delete config file ${p.file} (mod '${p.mod}' writes a fresh one on the next start).`,
    zh: (p) => `备份并删除配置文件 ${p.file}（模组 '${p.mod}' 会在下次启动时重新生成）。`,
  }),
  configTruncated: msg({
    example: { file: 'alpha-common.toml' },
    en: (p) =>
      `A TOML config file${p.file ? ` (${p.file})` : ''} is empty or truncated (NightConfig: not enough data available).`,
    zh: (p) =>
      `有 TOML 配置文件${p.file ? `（${p.file}）` : ''}为空或被截断（NightConfig: not enough data available）。`,
  }),
  configTruncatedAdvice: msg({
    example: {},
    en: () => 'Delete the empty config file (back it up first) or install the NightConfigFixes mod.',
    zh: () => '删除空的配置文件（先备份），或安装 NightConfigFixes 模组。',
  }),
  configOfModTruncated: msg({
    example: { mod: "'Alpha' (alpha)", file: 'alpha-common.toml' },
    en: (p) =>
      `A config file of mod ${p.mod}${p.file ? ` (${p.file})` : ''} is empty, cut or not valid TOML, so the mod failed to load.`,
    zh: (p) =>
      `模组 ${p.mod} 的配置文件${p.file ? `（${p.file}）` : ''}为空、被截断或不是有效的 TOML，因此该模组加载失败。`,
  }),
  configOfModAdvice: msg({
    example: { mod: 'alpha' },
    en: (p) =>
      `Back up and delete the config files of mod '${p.mod}' in config/ (and serverconfig/ of the world); the mod writes fresh ones on the next start.`,
    zh: (p) =>
      `备份并删除 config/（以及存档的 serverconfig/）中模组 '${p.mod}' 的配置文件；该模组会在下次启动时重新生成。`,
  }),
  configReaderFailed: msg({
    example: {},
    en: () =>
      "The game stopped inside the loader's config reader (NightConfig/ConfigTracker): a mod's config file is empty, cut or not valid TOML.",
    zh: () =>
      '游戏在加载器的配置读取器（NightConfig/ConfigTracker）中停止：某个模组的配置文件为空、被截断或不是有效的 TOML。',
  }),
  legacyNeedsForgeTitle: msg({
    example: { range: '[14.23.5.2831,)', installed: '14.23.5.2768' },
    en: (p) => `A mod needs Forge ${p.range} (installed: ${p.installed})`,
    zh: (p) => `有模组需要 Forge ${p.range}（已安装：${p.installed}）`,
  }),
  legacyNeedsForge: msg({
    example: { range: '[14.23.5.2831,)', installed: '14.23.5.2768' },
    en: (p) =>
      `Forge's Missing Mods list says a mod needs Forge ${p.range}, but Forge ${p.installed} is installed (Forge 1.8–1.12 prints such mods as 'unknown'). The installed Forge is too old.`,
    zh: (p) =>
      `Forge 的“Missing Mods”列表显示有模组需要 Forge ${p.range}，但已安装的是 Forge ${p.installed}（Forge 1.8–1.12 会把这类模组显示为 'unknown'）。已安装的 Forge 太旧。`,
  }),
  legacyNeedsForgeAdvice: msg({
    example: { range: '[14.23.5.2831,)' },
    en: (p) => `Update Forge to a build in ${p.range} (the newest build for this Minecraft version is fine).`,
    zh: (p) => `将 Forge 更新到 ${p.range} 范围内的版本（此 Minecraft 版本的最新 Forge 即可）。`,
  }),
  legacyMissingMod: msg({
    example: { dep: 'alpha', range: '[1.5.2,)', have: '1.4.0' },
    en: (p) =>
      p.dep === 'unknown'
        ? `Forge's Missing Mods list says a required mod in version ${p.range} is ${p.have === 'missing' ? 'missing' : `installed as ${p.have}`}; Forge 1.8–1.12 prints its id as 'unknown' (the mod that needs it is in latest.log: "Mod … requires [...]").`
        : `Forge's Missing Mods list says mod '${p.dep}' ${p.range} is needed, but it is ${p.have === 'missing' ? 'missing' : `installed as ${p.have}`}.`,
    zh: (p) =>
      p.dep === 'unknown'
        ? `Forge 的“Missing Mods”列表显示需要版本为 ${p.range} 的前置模组，但它${p.have === 'missing' ? '缺失' : `的已安装版本为 ${p.have}`}；Forge 1.8–1.12 会把它的 ID 显示为 'unknown'（需要它的模组见 latest.log 中的 "Mod … requires [...]"）。`
        : `Forge 的“Missing Mods”列表显示需要模组 '${p.dep}' ${p.range}，但它${p.have === 'missing' ? '缺失' : `的已安装版本为 ${p.have}`}。`,
  }),
  jarForForgeTitle: msg({
    example: { file: 'alpha-1.0.jar' },
    en: (p) => `${p.file} is a Forge mod, not a NeoForge one`,
    zh: (p) => `${p.file} 是 Forge 模组，不是 NeoForge 模组`,
  }),
  jarForForge: msg({
    example: { file: 'alpha-1.0.jar' },
    en: (p) =>
      `NeoForge skipped ${p.file}: it has only Forge's mods.toml (a Minecraft Forge mod, or one for an older NeoForge), so it is not loaded.`,
    zh: (p) =>
      `NeoForge 跳过了 ${p.file}：它只有 Forge 的 mods.toml（Minecraft Forge 模组，或面向旧版 NeoForge 的模组），因此不会被加载。`,
  }),
  jarForForgeAdvice: msg({
    example: { file: 'alpha-1.0.jar' },
    en: (p) => `Replace ${p.file} with the mod's NeoForge build for this Minecraft version, or remove it.`,
    zh: (p) => `将 ${p.file} 换成该模组适用于此 Minecraft 版本的 NeoForge 版本，或将其移除。`,
  }),
  jarForOtherLoader: msg({
    example: { file: 'alpha-1.0.jar', loader: 'Fabric' },
    en: (p) =>
      `The loader refused ${p.file}: it is a ${p.loader} mod. On Forge/NeoForge, Fabric mods run through Sinytra Connector with Forgified Fabric API (mod id fabric_api), not with Fabric API's own jar.`,
    zh: (p) =>
      `加载器拒绝了 ${p.file}：它是 ${p.loader} 模组。在 Forge/NeoForge 上，Fabric 模组通过 Sinytra Connector 和 Forgified Fabric API（模组 ID fabric_api）运行，而不是 Fabric API 本身的 jar。`,
  }),
  incompatibleJarsTitle: msg({
    example: { files: 'mixingasm-v0.2.4.jar', by: 'unimixins' },
    en: (p) => `${p.by || 'The loader'} cannot run with ${p.files}`,
    zh: (p) => `${p.by || '加载器'}无法与 ${p.files} 一起运行`,
  }),
  incompatibleJars: msg({
    example: { files: 'mixingasm-v0.2.4.jar', by: 'unimixins' },
    en: (p) =>
      `${p.by || 'The loader'} checked the mods folder before the game started and reported ${p.files} as incompatible jars (usually an older copy of a mixin loader, or of a part it already contains): the game crashes while they are installed, whatever the errors that follow say.`,
    zh: (p) =>
      `${p.by || '加载器'}在游戏启动前检查了 mods 文件夹，报告 ${p.files} 为不兼容的 jar（通常是旧版 Mixin 加载器，或它已包含的组件的旧副本）：只要它们还在，游戏就会崩溃，无论之后的报错说什么。`,
  }),
  incompatibleJarsAdvice: msg({
    example: { files: 'mixingasm-v0.2.4.jar' },
    en: (p) => `Remove ${p.files} from the mods folder (the loader that reported them already provides what they did).`,
    zh: (p) => `从 mods 文件夹中移除 ${p.files}（报告它们的加载器已提供其功能）。`,
  }),
  loaderJarFailedTitle: msg({
    example: { file: 'alpha-1.0.jar', loader: 'Kilt' },
    en: (p) => `${p.loader || 'The loader'} could not load ${p.file}`,
    zh: (p) => `${p.loader || '加载器'}无法加载 ${p.file}`,
  }),
  loaderJarFailed: msg({
    example: { file: 'alpha-1.0.jar', error: 'java.lang.NullPointerException: entry', loader: 'Kilt' },
    en: (p) =>
      `${p.loader || 'The loader'} failed while loading ${p.file}${p.error ? ` (${p.error})` : ''}: the jar is damaged, or it is not a mod ${p.loader || 'this loader'} can run${p.loader === 'Kilt' ? ' (Kilt runs only some Forge mods on Fabric; a loader of its own such as Sinytra Connector never)' : ''}.`,
    zh: (p) =>
      `${p.loader || '加载器'}加载 ${p.file} 时失败${p.error ? `（${p.error}）` : ''}：该 jar 已损坏，或不是${p.loader || '此加载器'}能运行的模组${p.loader === 'Kilt' ? '（Kilt 只能在 Fabric 上运行部分 Forge 模组，像 Sinytra Connector 这样本身就是加载器的模组则永远不能）' : ''}。`,
  }),
  nativeCrashTitle: msg({
    example: {},
    en: () => 'The Java VM crashed in native code (often the graphics driver)',
    zh: () => 'Java 虚拟机在本地代码中崩溃（常见原因是显卡驱动）',
  }),
  nativeCrashNoFrame: msg({
    example: { signal: 'EXCEPTION_ACCESS_VIOLATION (0xc0000005)' },
    en: (p) =>
      `The Java VM crashed in native code (${p.signal}), and the text given does not show in which library. Such crashes are most often in the graphics driver.`,
    zh: (p) =>
      `Java 虚拟机在本地代码中崩溃（${p.signal}），给出的文本没有显示发生在哪个库中。这类崩溃最常见于显卡驱动。`,
  }),
  nativeCrashNoFrameAdvice: msg({
    example: {},
    en: () =>
      'Update the graphics driver from the GPU vendor; the hs_err_pid*.log file in the game folder names the library that crashed (its "Problematic frame").',
    zh: () =>
      '从显卡厂商处更新显卡驱动；游戏目录中的 hs_err_pid*.log 文件会写出崩溃的库（其中的 "Problematic frame"）。',
  }),
  configNotLoaded: msg({
    example: { file: 'config/alpha.json' },
    en: (p) => `Config file ${p.file} could not be loaded.`,
    zh: (p) => `配置文件 ${p.file} 无法加载。`,
  }),
  registryKeyClash: msg({
    example: { key: 'alpha:ruby', mod: "'Alpha' (alpha)" },
    en: (p) =>
      `Two registrations use the same key${p.key ? ` ${p.key}` : ''}${p.mod ? ` (namespace of mod ${p.mod})` : ''}.`,
    zh: (p) =>
      `两个注册项使用了相同的键${p.key ? ` ${p.key}` : ''}${p.mod ? `（属于模组 ${p.mod} 的命名空间）` : ''}。`,
  }),

  // Game, graphics and natives (crashRulesGame.ts).
  driverCrash: msg({
    example: { vendor: 'NVIDIA', dll: 'nvoglv64.dll' },
    en: (p) => `The JVM crashed inside the ${p.vendor} graphics driver (${p.dll}).`,
    zh: (p) => `JVM 在 ${p.vendor} 显卡驱动中崩溃（${p.dll}）。`,
  }),
  nativeLibraryCrash: msg({
    example: { lib: 'OpenAL64.dll', kind: 'audioLib' },
    en: (p) =>
      `The JVM crashed inside the native library ${p.lib}, ${
        p.kind === 'audioLib'
          ? "the game's sound library (OpenAL): it talks to the audio driver and the sound device"
          : p.kind === 'injectedLib'
            ? 'an overlay or capture program that injects itself into games (it runs inside Java)'
            : 'which is no part of Java, the game or the graphics driver: a mod, a plugin or a program brought it'
      }.`,
    zh: (p) =>
      `JVM 在本地库 ${p.lib} 中崩溃，${
        p.kind === 'audioLib'
          ? '这是游戏的声音库（OpenAL），它与音频驱动和声音设备交互'
          : p.kind === 'injectedLib'
            ? '这是注入到游戏中的叠加层或录制程序（它运行在 Java 内）'
            : '它不属于 Java、游戏或显卡驱动：是某个模组、插件或程序带来的'
      }。`,
  }),
  nativeLibraryAdvice: msg({
    example: { lib: 'OpenAL64.dll', kind: 'audioLib' },
    en: (p) =>
      p.kind === 'audioLib'
        ? 'Update or reinstall the audio driver, turn off audio enhancement software (Nahimic, Sonic Studio, spatial sound) and keep one default output device connected while playing; then start again.'
        : p.kind === 'injectedLib'
          ? `Close the program that injects ${p.lib} (or turn its overlay off for Java), then start again.`
          : `Find which mod, plugin or program brought ${p.lib} (a voice chat, a physics or a performance mod, a game overlay) and update or remove it.`,
    zh: (p) =>
      p.kind === 'audioLib'
        ? '更新或重新安装音频驱动，关闭音效增强软件（Nahimic、Sonic Studio、空间音效），游戏时保持一个默认输出设备连接，然后重新启动。'
        : p.kind === 'injectedLib'
          ? `关闭注入 ${p.lib} 的程序（或对 Java 关闭其叠加层），然后重新启动。`
          : `找出带来 ${p.lib} 的模组、插件或程序（语音聊天、物理或性能模组、游戏叠加层），将其更新或移除。`,
  }),
  driverAdvice: msg({
    example: { vendor: 'NVIDIA' },
    en: (p) => `Update or reinstall the ${p.vendor} graphics driver.`,
    zh: (p) => `更新或重新安装 ${p.vendor} 显卡驱动。`,
  }),
  glRequirementTitle: msg({
    example: { mod: 'Distant Horizons' },
    en: (p) => `The GPU driver lacks the OpenGL version ${p.mod || 'a mod'} needs`,
    zh: (p) => `显卡驱动不支持${p.mod ? ` ${p.mod} ` : '某个模组'}所需的 OpenGL 版本`,
  }),
  glRequirement: msg({
    example: { mod: 'Distant Horizons', required: '3.2', found: '2.1 Metal - 88' },
    en: (p) =>
      `${p.mod || 'A mod'} checked the OpenGL the graphics driver offers and refused it: it needs OpenGL ${p.required || 'a newer version'}${p.found ? `, the driver gave ${p.found}` : ''}. The GPU or its driver is the limit, not the mod's version.`,
    zh: (p) =>
      `${p.mod || '某个模组'}检查了显卡驱动提供的 OpenGL 并拒绝运行：它需要 OpenGL ${p.required || '更新的版本'}${p.found ? `，而驱动提供的是 ${p.found}` : ''}。限制来自显卡或其驱动，而不是模组版本。`,
  }),
  glRequirementAdvice: msg({
    example: { mod: 'Distant Horizons', mac: 'yes' },
    en: (p) =>
      `${p.mac ? 'On macOS the driver comes with the system: update macOS, use a launcher that asks for a core OpenGL context, ' : 'Update the graphics driver from the GPU maker (on laptops run Java on the dedicated GPU), '}or remove ${p.mod || 'the mod'} if the GPU cannot provide that version.`,
    zh: (p) =>
      `${p.mac ? 'macOS 的驱动随系统提供：请更新 macOS，或使用请求 core OpenGL 上下文的启动器；' : '请从显卡厂商处更新显卡驱动（笔记本请让 Java 使用独立显卡）；'}若显卡无法提供该版本，请移除${p.mod ? ` ${p.mod}` : '该模组'}。`,
  }),
  macDriverAdvice: msg({
    example: {},
    en: () =>
      'macOS ships its own OpenGL driver: update macOS; on Apple silicon run a native arm64 Java and a launcher with arm64 LWJGL instead of Rosetta, and turn shaders off if it persists.',
    zh: () =>
      'macOS 自带 OpenGL 驱动：请更新 macOS；在 Apple 芯片上使用原生 arm64 Java 和带 arm64 LWJGL 的启动器，而不是 Rosetta；若仍崩溃请关闭光影。',
  }),
  macDisplay: msg({
    example: {},
    en: () => 'macOS could not open the display (GLFW: failed to find service port for display).',
    zh: () => 'macOS 无法打开显示器（GLFW: failed to find service port for display）。',
  }),
  macDisplayAdvice: msg({
    example: {},
    en: () => 'Update macOS/LWJGL (use a launcher with ARM-native LWJGL) or disconnect extra displays.',
    zh: () => '更新 macOS/LWJGL（使用提供 ARM 原生 LWJGL 的启动器），或断开多余的显示器。',
  }),
  driverFailed: msg({
    example: { error: 'Pixel format not accelerated' },
    en: (p) => `The graphics driver failed: ${p.error}`,
    zh: (p) => `显卡驱动出错：${p.error}`,
  }),
  glfwContextFailed: msg({
    example: { error: 'GLFW error 65544: EGL: Failed to clear current context', api: 'EGL' },
    en: (p) => `The game could not create its OpenGL window through the graphics driver (${p.api}): ${p.error}`,
    zh: (p) => `游戏无法通过显卡驱动（${p.api}）创建 OpenGL 窗口：${p.error}`,
  }),
  glfwNoDisplayTitle: msg({
    example: {},
    en: () => 'The game found no display to open its window on',
    zh: () => '游戏找不到可以打开窗口的显示器',
  }),
  glfwNoDisplay: msg({
    example: { error: 'X11: The DISPLAY environment variable is missing' },
    en: (p) =>
      `GLFW could not connect to a display server (${p.error}): the game was started without access to the desktop's display (a Wayland session without XWayland for the game, a sandboxed launcher not given the display, or a machine with no desktop). No mod or driver is involved.`,
    zh: (p) =>
      `GLFW 无法连接到显示服务器（${p.error}）：游戏启动时无法访问桌面的显示（Wayland 会话中没有为游戏提供 XWayland、沙盒中的启动器未获得显示权限，或机器没有桌面）。与模组和驱动无关。`,
  }),
  glfwNoDisplayAdvice: msg({
    example: {},
    en: () =>
      "Start the launcher inside the desktop session. On Wayland, let the game use XWayland (install it; for a Flatpak launcher allow the X11 socket, e.g. with Flatseal), or run the game's GLFW on Wayland (the launcher's native/system GLFW option, or the JVM options -DMC_DEBUG_ENABLED -DMC_DEBUG_PREFER_WAYLAND on 26.1 and newer).",
    zh: () =>
      '请在桌面会话中启动启动器。在 Wayland 下，让游戏使用 XWayland（安装它；Flatpak 启动器需允许 X11 套接字，例如用 Flatseal），或让游戏的 GLFW 直接运行在 Wayland 上（启动器的“使用系统 GLFW”选项，或在 26.1 及更新版本使用 JVM 参数 -DMC_DEBUG_ENABLED -DMC_DEBUG_PREFER_WAYLAND）。',
  }),
  glfwNoProfile: msg({
    example: { error: 'Failed to find a valid GLFW profile.' },
    en: (p) =>
      `The graphics driver gave the game no OpenGL 3.2 or newer context (${p.error}): the driver is missing or too old, or on Linux the GL libraries the launcher runs the game with (a Flatpak runtime, bundled libraries) do not match the system's driver.`,
    zh: (p) =>
      `显卡驱动没有为游戏提供 OpenGL 3.2 或更新的上下文（${p.error}）：驱动缺失或过旧，或在 Linux 上启动器运行游戏所用的 GL 库（Flatpak 运行时、自带的库）与系统驱动不匹配。`,
  }),
  glfwNoProfileAdvice: msg({
    example: {},
    en: () =>
      "Install or update the graphics driver from the GPU maker. On Linux, update the launcher's Flatpak runtimes (flatpak update, including the GL/NVIDIA runtime matching your driver) or use the launcher's system GLFW/libraries option.",
    zh: () =>
      '从显卡厂商处安装或更新显卡驱动。在 Linux 上，更新启动器的 Flatpak 运行时（flatpak update，包括与驱动匹配的 GL/NVIDIA 运行时），或使用启动器的“使用系统 GLFW/库”选项。',
  }),
  glfwEglAdvice: msg({
    example: {},
    en: () =>
      'Update the graphics driver. On Linux with a native Wayland GLFW and the NVIDIA driver, set __GL_THREADED_OPTIMIZATIONS=0 for the game, or turn the system GLFW off in the launcher so the game runs through XWayland.',
    zh: () =>
      '更新显卡驱动。在 Linux 上使用原生 Wayland GLFW 和 NVIDIA 驱动时，为游戏设置 __GL_THREADED_OPTIMIZATIONS=0，或在启动器中关闭“使用系统 GLFW”，让游戏通过 XWayland 运行。',
  }),
  vanillaClientRejected: msg({
    example: { line: 'Disconnecting VANILLA connection attempt: This server has mods that require Forge' },
    en: (p) =>
      `The server refused a player whose game joined as vanilla (${p.line}): the client, or a proxy between them, did not present the server's mod loader. This is not a crash of the server.`,
    zh: (p) =>
      `服务器拒绝了一个以原版身份加入的玩家（${p.line}）：客户端或其间的代理没有提供服务器所用的模组加载器。这不是服务器崩溃。`,
  }),
  /** `server`: the rejected versions were the server's (else the client's); `clientLacks`: NeoForge's side that lacks them. */
  modChannelsMismatch: msg({
    example: { mods: "'puzzleslib'", server: 'yes', missing: '', clientLacks: '' },
    en: (p) =>
      p.missing
        ? `The connection was refused: the network channels of ${p.mods} are missing on the ${p.clientLacks ? 'client' : 'server'} side but required on the other, so the client and the server do not run the same mods. Nothing crashed.`
        : `The connection was refused ("mismatched mod list"): the ${p.server ? "server's" : "client's"} versions of the network channels of ${p.mods} were rejected, so those mods are missing on one side or are another version there. Nothing crashed.`,
    zh: (p) =>
      p.missing
        ? `连接被拒绝：${p.mods} 的网络通道在${p.clientLacks ? '客户端' : '服务器'}缺失，而另一端需要它们，说明客户端与服务器运行的模组不同。没有发生崩溃。`
        : `连接被拒绝（"mismatched mod list"）：${p.server ? '服务器' : '客户端'}上 ${p.mods} 的网络通道版本被拒绝，说明这些模组在一端缺失或版本不同。没有发生崩溃。`,
  }),
  earlyWindowTimeoutTitle: msg({
    example: { loader: 'NeoForge' },
    en: (p) => `${p.loader}'s early loading window timed out (graphics driver)`,
    zh: (p) => `${p.loader} 的早期加载窗口超时（显卡驱动）`,
  }),
  earlyWindowTimeout: msg({
    example: { loader: 'NeoForge' },
    en: (p) =>
      `${p.loader}'s early loading window could not get an OpenGL window from the graphics driver in time ("Timed out trying to setup the Game Window"): the driver is missing, too old, or slow to answer on this system (often an AMD or hybrid laptop GPU).`,
    zh: (p) =>
      `${p.loader} 的早期加载窗口未能及时从显卡驱动获得 OpenGL 窗口（"Timed out trying to setup the Game Window"）：驱动缺失、过旧，或在此系统上响应太慢（常见于 AMD 显卡或双显卡笔记本）。`,
  }),
  earlyWindowTimeoutAdvice: msg({
    example: {},
    en: () =>
      "Set earlyWindowControl = false in config/fml.toml of the instance (the game then opens its window itself, later), and update the graphics driver from the GPU maker's site.",
    zh: () =>
      '在实例的 config/fml.toml 中设置 earlyWindowControl = false（游戏会稍后自行打开窗口），并从显卡厂商官网更新显卡驱动。',
  }),
  textureTooLarge: msg({
    example: {},
    en: () => 'A texture is too large for the GPU (resource pack resolution too high).',
    zh: () => '有纹理对显卡来说过大（资源包分辨率过高）。',
  }),
  glError1282: msg({
    example: {},
    en: () => 'OpenGL reported error 1282 (invalid operation), usually from a shader or resource pack.',
    zh: () => 'OpenGL 报告了错误 1282（无效操作），通常来自光影或资源包。',
  }),
  jarEntryTampered: msg({
    example: { entry: 'net/example/Mod.class' },
    en: (p) => `Entry ${p.entry} does not match the jar's signature (the jar was modified or damaged).`,
    zh: (p) => `条目 ${p.entry} 与 jar 的签名不符（jar 被修改或已损坏）。`,
  }),
  signersDiffer: msg({
    example: {},
    en: () => 'Classes of one package come from jars with different signatures.',
    zh: () => '同一个包的类来自签名不同的 jar。',
  }),
  loaderIncomplete: msg({
    example: { error: 'Cannot find launch target fmlclient, unable to launch' },
    en: (p) => `The loader installation is incomplete: ${p.error}`,
    zh: (p) => `加载器安装不完整：${p.error}`,
  }),
  loaderTwice: msg({
    example: { option: '--fml.forgeVersion' },
    en: (p) =>
      `The launch arguments name ${p.option || 'a loader option'} more than once: Forge is installed twice in this version.`,
    zh: (p) => `启动参数中多次出现${p.option ? ` ${p.option}` : '同一个加载器选项'}：此版本中安装了两次 Forge。`,
  }),
  entityTicking: msg({
    example: { name: 'Zombie', type: 'minecraft:zombie', location: '12.50, 64.00, -3.25' },
    en: (p) =>
      `Entity ${p.name ? `'${p.name}' ` : ''}${p.type ? `(${p.type}) ` : ''}${p.location ? `at ${p.location} ` : ''}crashed the game while ticking.`,
    zh: (p) =>
      `实体${p.name ? ` '${p.name}'` : ''}${p.type ? ` (${p.type})` : ''}${p.location ? ` 位于 ${p.location}` : ''}${p.name || p.type || p.location ? ' ' : ''}在更新（tick）时使游戏崩溃。`,
  }),
  blockEntityTicking: msg({
    example: { id: 'alpha:machine', location: '10, 64, -5' },
    en: (p) =>
      `Block entity ${p.id ? `'${p.id}' ` : ''}${p.location ? `at ${p.location} ` : ''}crashed the game while ticking${p.id ? '' : ' (a block in the world)'}.`,
    zh: (p) =>
      `${p.id ? `方块实体 '${p.id}' ` : '世界中的某个方块实体'}${p.location ? `${p.id ? '' : ' '}位于 ${p.location} ` : ''}在更新（tick）时使游戏崩溃。`,
  }),
  poiStateClashTitle: msg({
    example: { block: 'alpha:hive' },
    en: (p) => `Block ${p.block} is claimed by two point-of-interest types`,
    zh: (p) => `方块 ${p.block} 被两个兴趣点（POI）类型同时占用`,
  }),
  poiStateClash: msg({
    example: { first: 'beehive', second: 'alpha_nest', block: 'alpha:hive', mod: 'alpha' },
    en: (p) =>
      `The point-of-interest types ${p.first} and ${p.second} both list block ${p.block}, and a block state may belong to one type only${p.mod ? `: '${p.mod}', the mod of that block, registers it in a way this Minecraft or loader version (or another mod's type) does not allow` : ''}.`,
    zh: (p) =>
      `兴趣点类型 ${p.first} 和 ${p.second} 都列出了方块 ${p.block}，而一个方块状态只能属于一个类型${p.mod ? `：该方块所属的模组 '${p.mod}' 的注册方式不被此 Minecraft 或加载器版本（或另一个模组的类型）允许` : ''}。`,
  }),
  poiStateClashAdvice: msg({
    example: { mod: 'alpha' },
    en: (p) =>
      `Update '${p.mod}' to its build for this Minecraft and loader version; if the crash stays, remove the mod that adds the other type.`,
    zh: (p) => `将 '${p.mod}' 更新为适配此 Minecraft 和加载器版本的版本；若仍然崩溃，移除添加另一个类型的模组。`,
  }),
  blockCrash: msg({
    example: { block: 'Block{alpha:ore}', location: 'World: (10,64,-5)' },
    en: (p) => `Block ${p.block || 'in the world'} ${p.location ? `at ${p.location} ` : ''}crashed the game.`,
    zh: (p) =>
      `${p.block ? `方块 ${p.block}` : '世界中的某个方块'}${p.location ? ` 位于 ${p.location}` : ''}使游戏崩溃。`,
  }),
  debugCrash: msg({
    example: {},
    en: () => 'The crash was triggered on purpose (F3+C).',
    zh: () => '崩溃是手动触发的（F3+C）。',
  }),
  idLimit: msg({
    example: {},
    en: () => 'The mods register more block or item IDs than Minecraft 1.12 allows.',
    zh: () => '模组注册的方块或物品 ID 超过了 Minecraft 1.12 允许的数量。',
  }),
  lwjglTitle: msg({
    example: {},
    en: () => 'LWJGL native libraries failed to load',
    zh: () => 'LWJGL 本地库加载失败',
  }),
  lwjglPlatform: msg({
    example: { jvm: 'Windows x86 1.8.0_51', natives: 'windows/x64', is32: true },
    en: (p) =>
      `LWJGL (the game's window, graphics and sound layer) found natives for another platform or processor than the Java runtime${p.jvm ? ` (Java: ${p.jvm}${p.natives ? `; natives: ${p.natives}` : ''})` : ''}.${p.is32 ? ' The game runs on a 32-bit Java; it needs a 64-bit Java.' : ''}`,
    zh: (p) =>
      `LWJGL（游戏的窗口、图形和声音层）找到的本地库与 Java 运行时的平台或处理器不符${p.jvm ? `（Java：${p.jvm}${p.natives ? `；本地库：${p.natives}` : ''}）` : ''}。${p.is32 ? '游戏运行在 32 位 Java 上，需要 64 位 Java。' : ''}`,
  }),
  install64BitJava: msg({
    example: {},
    en: () => 'Install a 64-bit Java and select it for the instance, then start again.',
    zh: () => '安装 64 位 Java 并为实例选择它，然后重新启动。',
  }),
  selectNativeJava: msg({
    example: {},
    en: () =>
      'Select a Java built for this computer (x64 or ARM, 64-bit) and let the launcher re-download the natives.',
    zh: () => '选择适合这台电脑的 Java（x64 或 ARM，64 位），并让启动器重新下载本地库。',
  }),
  nativeLibrary: msg({
    example: {
      lwjgl: true,
      name: 'lwjgl64.dll',
      have: 'x86_64',
      need: 'arm64',
      java32: false,
      mismatch: false,
      android: false,
      glibc: '',
      init: false,
      named: '',
    },
    en: (p) =>
      `${p.lwjgl ? "LWJGL (the game's window, graphics and sound layer) could not load its native library" : 'A native library could not be loaded'}${p.name ? `: ${p.name}` : ''}.${p.init ? " The library was found, but its own start-up code failed (Windows: 'A dynamic link library (DLL) initialization routine failed', here in the system's language): a missing Microsoft Visual C++ runtime, an antivirus blocking the file, or the library refusing this Java or system (a protected native may refuse to run under a debugger or an unusual Java build)." : ''}${p.glibc ? ` The library needs glibc ${p.glibc} (the system's C library) or newer, and this Linux has an older one: the operating system is too old for this native library; Java and the game are not at fault.` : p.have ? ` The library and the Java runtime are built for different processors (${p.have} vs ${p.need}).` : p.mismatch ? " The library is not built for this computer's processor and Java (for example x86 natives on an ARM computer such as Apple silicon or a Raspberry Pi)." : p.android ? ' Android does not let Java load a library from there: native code built for desktop Linux seldom loads in a mobile launcher.' : p.named ? ` The library is the build for ${p.named} (its file name says so): on a computer or Java with another processor (ARM: Windows on ARM, Apple silicon, Linux ARM) it cannot load, and the mod has no build for that processor.` : p.java32 ? ' The game looked for 32-bit natives, so it runs on a 32-bit Java.' : ''}`,
    zh: (p) =>
      `${p.lwjgl ? 'LWJGL（游戏的窗口、图形和声音层）无法加载其本地库' : '无法加载某个本地库'}${p.name ? `：${p.name}` : ''}。${p.init ? '该库已找到，但它自身的初始化代码失败了（Windows：“动态链接库(DLL)初始化例程失败”，此处为系统语言）：缺少 Microsoft Visual C++ 运行库、杀毒软件拦截了该文件，或该库拒绝在此 Java 或系统上运行（受保护的本地库可能拒绝在调试器或非常规的 Java 构建下运行）。' : ''}${p.glibc ? `该库需要 glibc ${p.glibc}（系统的 C 库）或更新版本，而此 Linux 的版本更旧：操作系统对这个本地库来说太旧了，与 Java 和游戏无关。` : p.have ? `该库与 Java 运行时是为不同的处理器构建的（${p.have} vs ${p.need}）。` : p.mismatch ? '该库不是为这台电脑的处理器和 Java 构建的（例如在 Apple 芯片或树莓派等 ARM 电脑上使用了 x86 本地库）。' : p.android ? 'Android 不允许 Java 从该位置加载库：为桌面 Linux 构建的本地代码很少能在移动端启动器中加载。' : p.named ? `该库是为 ${p.named} 构建的版本（文件名表明了这一点）：在其他处理器的电脑或 Java 上（ARM：Windows on ARM、Apple 芯片、Linux ARM）无法加载，而该模组没有为那种处理器构建的版本。` : p.java32 ? '游戏在查找 32 位本地库，所以它运行在 32 位 Java 上。' : ''}`,
  }),
  invalidResourceId: msg({
    example: { id: '#forge:cakes', tag: true, mod: "'alpha'" },
    en: (p) =>
      `The game read the id ${p.id}, which holds characters an id may not have (ids are lower-case letters, digits and _ . - / in a namespace:path pair)${p.tag ? `: it starts with #, so it is a tag written where one item or block id is expected` : ''}. It came from text a person or a mod wrote: a config value, a datapack, a script or a resource pack${p.mod ? `; ${p.mod} was reading it when the game stopped` : ''}.`,
    zh: (p) =>
      `游戏读取到了 ID ${p.id}，其中含有 ID 不允许的字符（ID 只能由小写字母、数字和 _ . - / 组成，格式为 命名空间:路径）${p.tag ? `：它以 # 开头，是在只接受单个物品或方块 ID 的地方写入了标签` : ''}。它来自人或模组写下的文本：配置值、数据包、脚本或资源包${p.mod ? `；游戏停止时 ${p.mod} 正在读取它` : ''}。`,
  }),
  invalidResourceIdAdvice: msg({
    example: { id: '#forge:cakes', tag: true, mod: "'alpha'" },
    en: (p) =>
      `Search the config folder (then datapacks, KubeJS or CraftTweaker scripts) for ${p.id} and replace it with ${p.tag ? 'a single id (or use the setting that accepts tags, if the mod has one)' : 'a valid id'}; if no file of yours holds it, update ${p.mod || 'the mods added last'}.`,
    zh: (p) =>
      `在 config 文件夹（其次是数据包、KubeJS 或 CraftTweaker 脚本）中搜索 ${p.id}，将其替换为${p.tag ? '单个 ID（如果模组有接受标签的设置，请改用它）' : '有效的 ID'}；如果你的文件中都没有它，请更新${p.mod ? ` ${p.mod}` : '最近添加的模组'}。`,
  }),
  localeIdTitle: msg({
    example: { mod: "'travelersbackpack'" },
    en: (p) => `The Turkish system language broke the ids of ${p.mod || 'a mod'}`,
    zh: (p) => `土耳其语系统语言破坏了${p.mod ? ` ${p.mod} ` : '某个模组'}的 ID`,
  }),
  localeId: msg({
    example: { id: 'travelersbackpack:textures/model/ıron.png', char: 'ı', mod: "'travelersbackpack'" },
    en: (p) =>
      `The id ${p.id} holds ${p.char}, a Turkish letter: ${p.mod || 'a mod'} turned a name into lower case in the system's language, and in Turkish a capital I becomes ı (not i), so the id holds a letter ids may not have and the game refused it. No config or data file of yours is wrong.`,
    zh: (p) =>
      `ID ${p.id} 含有土耳其语字母 ${p.char}：${p.mod || '某个模组'}按系统语言把名称转成了小写，而在土耳其语中大写的 I 会变成 ı（而不是 i），于是该 ID 含有不允许的字母，被游戏拒绝。你的配置或数据文件都没有问题。`,
  }),
  localeIdAdvice: msg({
    example: { mod: "'travelersbackpack'" },
    en: (p) =>
      `Update ${p.mod || 'the mod'} (a fixed build lower-cases its names without the system language), or start Java in English: add -Duser.language=en -Duser.country=US to the launcher's JVM arguments.`,
    zh: (p) =>
      `更新${p.mod ? ` ${p.mod}` : '该模组'}（修复后的版本转换小写时不依赖系统语言），或让 Java 以英语运行：在启动器的 JVM 参数中加入 -Duser.language=en -Duser.country=US。`,
  }),
  nativeInitTitle: msg({
    example: { mod: "'alpha'" },
    en: (p) => `${p.mod ? `The native library of ${p.mod}` : 'A native library'} failed to start`,
    zh: (p) => `${p.mod ? `${p.mod} 的本地库` : '某个本地库'}启动失败`,
  }),
  nativeInitAdvice: msg({
    example: { mod: "'alpha'" },
    en: (p) =>
      `Update ${p.mod || 'the mod that ships this library'}; install the latest Microsoft Visual C++ Redistributable (x64); allow the file in the antivirus; run the game on a standard Java build (Eclipse Temurin, Microsoft OpenJDK) with no debugger or Java agent attached. If it stays, report it to the author of ${p.mod || 'that mod'}.`,
    zh: (p) =>
      `更新${p.mod ? ` ${p.mod}` : '附带此库的模组'}；安装最新的 Microsoft Visual C++ 运行库（x64）；在杀毒软件中放行该文件；使用标准的 Java 构建（Eclipse Temurin、Microsoft OpenJDK）运行游戏，不要附加调试器或 Java 代理。若仍出错，请报告给${p.mod ? ` ${p.mod} ` : '该模组'}的作者。`,
  }),
  glibcTitle: msg({
    example: { glibc: '2.29' },
    en: (p) => `The system is too old for a native library (needs glibc ${p.glibc})`,
    zh: (p) => `系统对某个本地库来说太旧了（需要 glibc ${p.glibc}）`,
  }),
  glibcAdvice: msg({
    example: { glibc: '2.29', mod: "'voicechat'" },
    en: (p) =>
      `Update ${p.mod || 'the mod that ships this library'} (a newer build may ship a native for older systems, or report it to its author), or run the game on a Linux (or container image) with glibc ${p.glibc} or newer.`,
    zh: (p) =>
      `更新${p.mod ? ` ${p.mod}` : '附带此库的模组'}（新版本可能附带适用于旧系统的本地库，或向作者报告），或在 glibc ${p.glibc} 或更新版本的 Linux（或容器镜像）上运行游戏。`,
  }),
  nativesAdvice: msg({
    example: { java: 17, minecraft: '1.20.1' },
    en: (p) =>
      `Let the launcher re-download the natives (delete the instance's natives folder and start again); use a 64-bit Java that matches your processor${p.minecraft ? ` (Java ${p.java} for Minecraft ${p.minecraft})` : ''}; on Apple silicon or Linux ARM use a launcher that supplies ARM natives.`,
    zh: (p) =>
      `让启动器重新下载本地库（删除实例的 natives 文件夹后重新启动）；使用与处理器匹配的 64 位 Java${p.minecraft ? `（Minecraft ${p.minecraft} 用 Java ${p.java}）` : ''}；在 Apple 芯片或 Linux ARM 上请使用提供 ARM 本地库的启动器。`,
  }),
  framebufferRefused: msg({
    example: { error: 'glCheckFramebufferStatus returned unknown status:0', renderer: 'GL4ES, virgl', mobile: true },
    en: (p) =>
      `The OpenGL below the game refused the framebuffer it made (${p.error}): the ${p.mobile ? `launcher's translation renderer${p.renderer ? ` (${p.renderer}, which this log shows)` : ''}` : 'graphics driver'} cannot give the game what it asks for. No mod is involved.`,
    zh: (p) =>
      `游戏底层的 OpenGL 拒绝了游戏创建的帧缓冲（${p.error}）：${p.mobile ? `启动器的转换渲染器${p.renderer ? `（此日志中出现的 ${p.renderer}）` : ''}` : '显卡驱动'}无法提供游戏所需的功能。与模组无关。`,
  }),
  mobileRendererAdvice: msg({
    example: {},
    en: () =>
      "Switch the launcher's renderer in its settings (for example from GL4ES to Zink or MobileGlues, whichever the launcher offers for this Minecraft version) and start again; turn off shaders and OptiFine's options that need a newer OpenGL.",
    zh: () =>
      '在启动器设置中更换渲染器（例如从 GL4ES 换成 Zink 或 MobileGlues，以启动器为此 Minecraft 版本提供的为准）后重新启动；关闭光影以及需要较新 OpenGL 的 OptiFine 选项。',
  }),
  nativeArchTitle: msg({
    example: { mod: "'sable'" },
    en: (p) => `A native library${p.mod ? ` of ${p.mod}` : ''} is built for another processor`,
    zh: (p) => `${p.mod ? `${p.mod} 的` : ''}某个本地库是为其他处理器构建的`,
  }),
  nativeArchAdvice: msg({
    example: { lwjgl: false, mod: "'sable'" },
    en: (p) =>
      p.lwjgl
        ? "This Minecraft's LWJGL natives are not built for this processor (older versions have no ARM natives): on Apple silicon run the instance with an x86_64 (Intel) Java under Rosetta 2, or use a launcher that supplies ARM natives for it; elsewhere select the Java and natives for this computer's processor."
        : `${p.mod || 'The mod that ships this library'} has no native library for this processor: update it to a build with natives for it (ARM/arm64), or run the game on a Java for the processor its native is built for (an x86_64 Java under Rosetta 2 or Windows' x64 emulation).`,
    zh: (p) =>
      p.lwjgl
        ? '此 Minecraft 版本的 LWJGL 本地库不是为这个处理器构建的（旧版本没有 ARM 本地库）：在 Apple 芯片上请用 Rosetta 2 下的 x86_64（Intel）Java 运行实例，或使用为其提供 ARM 本地库的启动器；其他情况下请选择与这台电脑处理器相符的 Java 和本地库。'
        : `${p.mod || '附带此库的模组'}没有适用于这个处理器的本地库：将其更新到带有该处理器（ARM/arm64）本地库的版本，或在与其本地库处理器相符的 Java 上运行游戏（Rosetta 2 或 Windows x64 模拟下的 x86_64 Java）。`,
  }),
  nativeFunctionMissingTitle: msg({
    example: { library: 'GLFW', fn: 'glfwSetPreeditCallback' },
    en: (p) => `The ${p.library} library in use lacks ${p.fn}`,
    zh: (p) => `正在使用的 ${p.library} 库缺少 ${p.fn}`,
  }),
  nativeFunctionMissing: msg({
    example: { library: 'GLFW', fn: 'glfwSetPreeditCallback' },
    en: (p) =>
      `The ${p.library} native library the game loaded has no ${p.fn}, a function this Minecraft's LWJGL calls. LWJGL's own ${p.library} build has it, so the game is using another copy: a system ${p.library} (the launcher's "use system ${p.library}" option, -Dorg.lwjgl.${p.library.toLowerCase()}.libname, a distribution, ports or Wayland build) that is older or built without it.`,
    zh: (p) =>
      `游戏加载的 ${p.library} 本地库中没有 ${p.fn}，而此 Minecraft 的 LWJGL 会调用这个函数。LWJGL 自带的 ${p.library} 有它，所以游戏使用的是另一份：系统的 ${p.library}（启动器的“使用系统 ${p.library}”选项、-Dorg.lwjgl.${p.library.toLowerCase()}.libname、发行版、ports 或 Wayland 构建），它版本较旧或构建时没有包含该函数。`,
  }),
  nativeFunctionMissingAdvice: msg({
    example: { library: 'GLFW', fn: 'glfwSetPreeditCallback' },
    en: (p) =>
      `Turn the launcher's system ${p.library} option off (or remove -Dorg.lwjgl.${p.library.toLowerCase()}.libname) so the game uses LWJGL's own ${p.library}; if you need a system ${p.library} (native Wayland, FreeBSD), use a build that provides ${p.fn}.`,
    zh: (p) =>
      `关闭启动器的“使用系统 ${p.library}”选项（或移除 -Dorg.lwjgl.${p.library.toLowerCase()}.libname），让游戏使用 LWJGL 自带的 ${p.library}；如果必须使用系统 ${p.library}（原生 Wayland、FreeBSD），请使用提供 ${p.fn} 的构建。`,
  }),
  fileExists: msg({
    example: { file: 'saves/World/level.dat' },
    en: (p) => `The game could not create ${p.file || 'a file'}: it already exists.`,
    zh: (p) => `游戏无法创建${p.file ? ` ${p.file}` : '文件'}：它已经存在。`,
  }),

  // Worlds, servers and classes (crashRulesGame.ts).
  featureOrderCycle: msg({
    example: { biomes: 'alpha:dunes, beta:steppe', mods: 'alpha, beta' },
    en: (p) =>
      `World generation stopped on a feature order cycle: the biomes ${p.biomes} list the same features in conflicting order. The mods that add them (${p.mods}) clash; a library that only runs the sort (TerraBlender, Blueprint) is not the cause.`,
    zh: (p) =>
      `世界生成因地物顺序循环（feature order cycle）而停止：生物群系 ${p.biomes} 以相互冲突的顺序列出相同的地物。添加它们的模组（${p.mods}）互相冲突；只负责排序的库（TerraBlender、Blueprint）不是原因。`,
  }),
  featureOrderCycleAdvice: msg({
    example: { mods: 'alpha, beta' },
    en: (p) =>
      `Update ${p.mods}; if the crash stays, remove one of them (or a mod adding features to these biomes) until the world generates.`,
    zh: (p) => `更新 ${p.mods}；若仍崩溃，移除其中一个（或向这些生物群系添加地物的模组），直到世界能够生成。`,
  }),
  featureOrderCycleVanilla: msg({
    example: { biomes: 'minecraft:meadow' },
    en: (p) =>
      `World generation stopped on a feature order cycle in the biomes ${p.biomes}: a mod or datapack adds features to them in an order that conflicts with another biome's.`,
    zh: (p) =>
      `世界生成因生物群系 ${p.biomes} 中的地物顺序循环而停止：某个模组或数据包以与其他生物群系冲突的顺序向其添加了地物。`,
  }),
  unboundRegistryTitle: msg({
    example: { mods: 'alpha' },
    en: (p) => `World generation refers to ${p.mods} entries that are not loaded`,
    zh: (p) => `世界生成引用了未加载的 ${p.mods} 条目`,
  }),
  unboundRegistryValue: msg({
    example: { registry: 'worldgen/biome', ids: 'alpha:dunes, alpha:steppe', mods: 'alpha' },
    en: (p) =>
      `The world or a data pack refers to ${p.registry} entries that no loaded mod or data pack defines (${p.ids}). They belong to ${p.mods}: it was removed after the world was made, turned them off in its config, failed to load its data, or is installed twice in clashing versions — or it is not installed at all and another mod's or data pack's content for it asks for them.`,
    zh: (p) =>
      `世界或数据包引用了没有任何已加载模组或数据包定义的 ${p.registry} 条目（${p.ids}）。它们属于 ${p.mods}：该模组在世界创建后被移除、在其配置中关闭了这些条目、其数据加载失败，或安装了两个相互冲突的版本——也可能它根本没有安装，而另一个模组或数据包为它准备的内容在请求这些条目。`,
  }),
  unboundRegistryAdvice: msg({
    example: { mods: 'alpha' },
    en: (p) =>
      `If you removed ${p.mods}, put it back: a world made with a world generation mod needs it (or reset that dimension from a backup). If you turned these entries off in the config of ${p.mods}, turn them back on. If ${p.mods} was never installed, update or remove the mod or data pack that adds content for it. Otherwise keep exactly one copy of ${p.mods}, update it, and look for data pack errors above this one.`,
    zh: (p) =>
      `如果移除过 ${p.mods}，请装回去：用世界生成模组创建的世界离不开它（或从备份重置该维度）。如果在 ${p.mods} 的配置中关闭了这些条目，请重新开启。如果从未安装过 ${p.mods}，请更新或移除为它添加内容的模组或数据包。否则只保留一个 ${p.mods}，更新它，并查看此错误之前的数据包错误。`,
  }),
  unboundRegistryVanilla: msg({
    example: { registry: 'worldgen/biome', ids: 'minecraft:end_barrens' },
    en: (p) =>
      `The world refers to ${p.registry} entries that are not loaded (${p.ids}): a mod or data pack removed or replaced them, or failed to load its data.`,
    zh: (p) =>
      `世界引用了未加载的 ${p.registry} 条目（${p.ids}）：某个模组或数据包移除或替换了它们，或其数据加载失败。`,
  }),
  worldModMissing: msg({
    example: { mod: 'alpha' },
    en: (p) => `The world was saved with mod '${p.mod}', which is missing now.`,
    zh: (p) => `世界保存时使用了模组 '${p.mod}'，但现在缺少它。`,
  }),
  worldModMissingAdvice: msg({
    example: { mod: 'alpha' },
    en: (p) => `Install mod '${p.mod}' again, or accept that its blocks and items are gone.`,
    zh: (p) => `重新安装模组 '${p.mod}'，或接受它的方块和物品已经消失。`,
  }),
  worldModVersion: msg({
    example: { mod: 'alpha', saved: '1.2.0', now: '1.3.0' },
    en: (p) => `The world was saved with mod '${p.mod}' version ${p.saved}, and it is now at version ${p.now}.`,
    zh: (p) => `世界保存时使用的模组 '${p.mod}' 版本为 ${p.saved}，现在是 ${p.now}。`,
  }),
  worldModVersionAdvice: msg({
    example: { mod: 'alpha', saved: '1.2.0', now: '1.3.0' },
    en: (p) => `Install mod '${p.mod}' version ${p.saved}, or keep ${p.now} if it still works.`,
    zh: (p) => `安装模组 '${p.mod}' 的 ${p.saved} 版本，或在 ${p.now} 仍能正常工作时保留它。`,
  }),
  dataPackModMissing: msg({
    example: { mod: 'alpha' },
    en: (p) => `The world uses the data pack of mod '${p.mod}', which is not installed.`,
    zh: (p) => `世界使用了模组 '${p.mod}' 的数据包，但该模组未安装。`,
  }),
  dataPackModMissingAdvice: msg({
    example: { mod: 'alpha' },
    en: (p) => `Install mod '${p.mod}', or ignore this if you removed it on purpose.`,
    zh: (p) => `安装模组 '${p.mod}'；如果是你有意移除的，可以忽略。`,
  }),
  overworldMissing: msg({
    example: {},
    en: () => 'Overworld settings missing: the world needs a datapack or mod that is not installed.',
    zh: () => '缺少主世界设置：世界需要一个未安装的数据包或模组。',
  }),
  overworldMissingAdvice: msg({
    example: {},
    en: () => 'Install the missing world-generation mods, or generate a new world.',
    zh: () => '安装缺少的世界生成模组，或生成一个新世界。',
  }),
  worldFrom113: msg({
    example: {},
    en: () => 'The world was created or loaded with Minecraft 1.13 or newer; older versions cannot load it.',
    zh: () => '世界是用 Minecraft 1.13 或更新版本创建或加载的，旧版本无法加载它。',
  }),
  worldFrom113Advice: msg({
    example: {},
    en: () => 'Update the server to 1.13 or newer, or generate a new world.',
    zh: () => '将服务器更新到 1.13 或更新版本，或生成一个新世界。',
  }),
  worldNewer: msg({
    example: {},
    en: () => 'The world was saved with a newer Minecraft; it cannot be downgraded.',
    zh: () => '世界是用更新的 Minecraft 保存的，无法降级。',
  }),
  dataPackUnparsable: msg({
    example: { pack: 'file/alpha.zip' },
    en: (p) => `Data pack ${p.pack} has a file that could not be parsed.`,
    zh: (p) => `数据包 ${p.pack} 中有无法解析的文件。`,
  }),
  pluginTwice: msg({
    example: { plugin: 'Essentials', a: 'plugins/Essentials.jar', b: 'plugins/EssentialsX.jar' },
    en: (p) => `Plugin '${p.plugin}' is installed twice: ${p.a} and ${p.b}.`,
    zh: (p) => `插件 '${p.plugin}' 安装了两次：${p.a} 和 ${p.b}。`,
  }),
  pluginApi: msg({
    example: { plugin: 'plugins/Alpha.jar', api: '1.20' },
    en: (p) => `Plugin ${p.plugin} needs server API version ${p.api}.`,
    zh: (p) => `插件 ${p.plugin} 需要服务器 API 版本 ${p.api}。`,
  }),
  spongeForgeMismatch: msg({
    example: { needs: '14.23.5.2838', running: '14.23.5.2860' },
    en: (p) =>
      `SpongeForge says this build of it does not fit the Forge running${p.needs ? ` (it was built for Forge ${p.needs}` : ''}${p.needs && p.running ? `, this is Forge ${p.running})` : p.needs ? ')' : ''}: SpongeForge patches Forge's own code, so each build works only with the Forge build it was made for.`,
    zh: (p) =>
      `SpongeForge 提示它的这个版本与正在运行的 Forge 不匹配${p.needs ? `（它是为 Forge ${p.needs} 构建的` : ''}${p.needs && p.running ? `，这里是 Forge ${p.running}）` : p.needs ? '）' : ''}：SpongeForge 会修改 Forge 自身的代码，因此每个构建只能与其对应的 Forge 构建一起使用。`,
  }),
  floodgateKeyMissing: msg({
    example: {},
    en: () =>
      "Geyser could not read Floodgate's key file: there is no key at the path it reads (Floodgate did not create key.pem, or the key-file setting points elsewhere), so Bedrock players cannot log in.",
    zh: () =>
      'Geyser 无法读取 Floodgate 的密钥文件：它读取的路径上没有密钥（Floodgate 没有生成 key.pem，或密钥文件设置指向了别处），因此基岩版玩家无法登录。',
  }),
  floodgateKeyMissingAdvice: msg({
    example: {},
    en: () =>
      "Start the server once with Floodgate installed so it creates key.pem in its config folder; with Geyser on another server or a proxy, copy that key.pem (the file itself) to Geyser's folder or set floodgate-key-file in Geyser's config to it.",
    zh: () =>
      '装好 Floodgate 后启动一次服务器，让它在其配置文件夹中生成 key.pem；若 Geyser 在另一台服务器或代理端上，把这个 key.pem（整个文件）复制到 Geyser 的文件夹，或在 Geyser 配置中把 floodgate-key-file 指向它。',
  }),
  aesKeyLengthTitle: msg({
    example: {},
    en: () => 'An encryption key file is damaged (wrong AES key length)',
    zh: () => '加密密钥文件已损坏（AES 密钥长度错误）',
  }),
  aesKeyLength: msg({
    example: { bytes: '27', floodgate: 'yes' },
    en: (p) =>
      `An AES key read from a file has ${p.bytes} bytes, and AES keys have 16, 24 or 32: the key file is damaged or not the one made for it${p.floodgate ? " (here Floodgate's key.pem, which must be the same file on the proxy and on every server behind it)" : " (on a Geyser/Floodgate server, Floodgate's key.pem)"}.`,
    zh: (p) =>
      `从文件读取的 AES 密钥有 ${p.bytes} 字节，而 AES 密钥应为 16、24 或 32 字节：该密钥文件已损坏，或并非为此生成的那个文件${p.floodgate ? '（这里是 Floodgate 的 key.pem，它在代理端和其后的每台服务器上必须是同一个文件）' : '（在 Geyser/Floodgate 服务器上即 Floodgate 的 key.pem）'}。`,
  }),
  aesKeyLengthAdvice: msg({
    example: {},
    en: () =>
      'Copy the key file as a file (not its text pasted into an editor, which changes its bytes) to every place that needs it, or delete it on the server that made it so a new one is generated, then copy that one.',
    zh: () =>
      '以文件形式把密钥文件复制到所有需要它的地方（不要把其文本粘贴进编辑器，那会改变其字节），或在生成它的服务器上删除它以重新生成，再复制新的文件。',
  }),
  serverSoftwareError: msg({
    example: { software: 'Ketting', error: 'java.lang.IllegalStateException: Found multiple server versions.' },
    en: (p) => `${p.software} stopped with an error of its own, in its own words: ${p.error}`,
    zh: (p) => `${p.software} 以其自身的错误停止，原话是：${p.error}`,
  }),
  serverSoftwareErrorAdvice: msg({
    example: { software: 'Ketting' },
    en: (p) =>
      `Do what the message says (it names the file, folder or setting ${p.software} stumbled on; leftovers of another version in libraries/ are removed by deleting them and starting again); if it stays, update ${p.software} to its newest build and report the message to its authors.`,
    zh: (p) =>
      `按消息所说处理（它会指出 ${p.software} 卡在的文件、文件夹或设置；libraries/ 中其他版本的残留可删除后重新启动）；若问题仍在，请把 ${p.software} 更新到最新构建，并把这条消息报告给其作者。`,
  }),
  pluginNotFoliaTitle: msg({
    example: { plugin: 'Alpha' },
    en: (p) => `Plugin ${p.plugin} does not support Folia`,
    zh: (p) => `插件 ${p.plugin} 不支持 Folia`,
  }),
  pluginNotFolia: msg({
    example: { plugin: 'Alpha v1.2', server: 'Folia' },
    en: (p) =>
      `${p.server} refused plugin ${p.plugin}: it is not marked as supporting Folia (no \`folia-supported: true\` in its plugin.yml). Folia runs regions on their own threads, and plugins made only for Paper or Spigot break there, so the server skips them.`,
    zh: (p) =>
      `${p.server} 拒绝加载插件 ${p.plugin}：它没有声明支持 Folia（plugin.yml 中没有 \`folia-supported: true\`）。Folia 在各自的线程上运行各个区域，只为 Paper 或 Spigot 制作的插件在其上会出错，因此服务器跳过了它们。`,
  }),
  pluginNotFoliaAdvice: msg({
    example: { plugin: 'Alpha' },
    en: (p) =>
      `Use a build of ${p.plugin} that supports Folia (its page says so), or run the server on Paper if you need the plugin; forcing the flag on in plugin.yml only hides the problem.`,
    zh: (p) =>
      `使用支持 Folia 的 ${p.plugin} 版本（其页面会注明），或者若需要此插件，改用 Paper 运行服务器；在 plugin.yml 中强行加上该标记只会掩盖问题。`,
  }),
  pluginDependency: msg({
    example: { plugin: 'plugins/Alpha.jar', dependency: 'Vault' },
    en: (p) => `Plugin ${p.plugin} is missing a dependency${p.dependency ? `: ${p.dependency}` : ''}.`,
    zh: (p) => `插件 ${p.plugin} 缺少依赖${p.dependency ? `：${p.dependency}` : ''}。`,
  }),
  pluginJarTitle: msg({
    example: {},
    en: () => 'A jar in plugins/ is not a plugin the server can load',
    zh: () => 'plugins/ 中有服务器无法加载为插件的 jar',
  }),
  pluginNotAPlugin: msg({
    example: { file: 'plugins/worldedit-mod-7.2.8.jar' },
    en: (p) =>
      `${p.file} has no plugin.yml, so it is not a plugin for this server: it is a mod (for a Forge or Fabric server), a plugin for a proxy (BungeeCord, Velocity) or another platform, or not the right download. The server skipped it.`,
    zh: (p) =>
      `${p.file} 中没有 plugin.yml，因此它不是此服务器的插件：它是模组（用于 Forge 或 Fabric 服务器）、代理端（BungeeCord、Velocity）或其他平台的插件，或者下载的文件不对。服务器跳过了它。`,
  }),
  pluginJarUnreadable: msg({
    example: { file: 'plugins/OpenInv.jar', error: 'zip file is empty' },
    en: (p) =>
      `${p.file} is not a readable jar (${p.error}): the download is damaged or incomplete, so the server skipped the plugin.`,
    zh: (p) => `${p.file} 不是可读取的 jar（${p.error}）：下载的文件已损坏或不完整，因此服务器跳过了该插件。`,
  }),
  pluginJarAdvice: msg({
    example: { file: 'plugins/OpenInv.jar' },
    en: (p) =>
      `Remove ${p.file} from plugins/ and put in the plugin's build for this server (Bukkit/Spigot/Paper) from its official page; mods belong in a modded server's mods/ folder, proxy plugins on the proxy.`,
    zh: (p) =>
      `从 plugins/ 中移除 ${p.file}，并从插件的官方页面下载适用于此服务器（Bukkit/Spigot/Paper）的版本；模组应放在模组服务器的 mods/ 文件夹中，代理端插件应装在代理端上。`,
  }),
  suspectedMods: msg({
    example: { mods: "'Alpha' (alpha), 'beta'" },
    en: (p) => `The crash report suspects ${p.mods}.`,
    zh: (p) => `崩溃报告怀疑 ${p.mods}。`,
  }),
  shortOutput: msg({
    example: { chars: 42 },
    en: (p) => `The game wrote only ${enCount(p.chars, 'character')} of output: it failed before Minecraft started.`,
    zh: (p) => `游戏只输出了 ${p.chars} 个字符：它在 Minecraft 启动前就失败了。`,
  }),
  linkageError: msg({
    example: { error: 'NoSuchMethodError', what: "'void net.example.Api.run()'" },
    en: (p) =>
      `${p.error}: ${p.what} — code was compiled against a different version of a mod, the loader or Minecraft.`,
    zh: (p) => `${p.error}：${p.what} —— 代码是针对另一个版本的模组、加载器或 Minecraft 编译的。`,
  }),
  classOfOtherMod: msg({
    example: { error: 'NoClassDefFoundError', cls: 'dev.author.alpha.Alpha', mod: 'alpha', pkg: 'dev.author.alpha' },
    en: (p) =>
      `${p.error}: ${p.cls} could not be loaded. Its package (${p.pkg}) is most likely mod '${p.mod}': it is not installed, or its installed version lacks this class.`,
    zh: (p) =>
      `${p.error}：无法加载 ${p.cls}。它的包（${p.pkg}）很可能属于模组 '${p.mod}'：该模组未安装，或已安装的版本中没有这个类。`,
  }),
  classInitFailedTitle: msg({
    example: { cls: 'dev.author.alpha.machine.Pump' },
    en: (p) => `Class ${p.cls} failed to initialise`,
    zh: (p) => `类 ${p.cls} 初始化失败`,
  }),
  classInitFailed: msg({
    example: { cls: 'dev.author.alpha.machine.Pump', mod: 'alpha', pkg: 'dev.author.alpha.machine' },
    en: (p) =>
      `Class ${p.cls} exists but could not be initialised: its static initialiser threw earlier${p.mod ? `. It is code of mod '${p.mod}' (read from its package)` : ` (package ${p.pkg})`}; the first error about this class above this line is the real cause.`,
    zh: (p) =>
      `类 ${p.cls} 存在，但无法初始化：它的静态初始化在此之前已抛出异常${p.mod ? `。它是模组 '${p.mod}' 的代码（据其包名判断）` : `（包 ${p.pkg}）`}；此行上方关于该类的第一个错误才是真正的原因。`,
  }),
  classInitFailedAdvice: msg({
    example: { mod: 'alpha', pkg: 'dev.author.alpha' },
    en: (p) =>
      `Update ${p.mod ? `'${p.mod}'` : `the mod of package ${p.pkg}`} (or remove it); if the crash stays, report it to its author with the whole log, whose first error names what failed.`,
    zh: (p) =>
      `更新${p.mod ? ` '${p.mod}'` : `包 ${p.pkg} 所属的模组`}（或将其移除）；若仍崩溃，请带上完整日志向其作者报告，日志中的第一个错误指出了失败之处。`,
  }),
  classOfOtherModForTitle: msg({
    example: { mod: 'alpha', by: 'beta' },
    en: (p) => `'${p.by}' uses a class of '${p.mod}' that is not there`,
    zh: (p) => `'${p.by}' 使用了 '${p.mod}' 中不存在的类`,
  }),
  classOfOtherModFor: msg({
    example: {
      error: 'NoClassDefFoundError',
      cls: 'dev.author.alpha.Alpha',
      mod: 'alpha',
      pkg: 'dev.author.alpha',
      by: 'beta',
    },
    en: (p) =>
      `${p.error}: ${p.cls} could not be loaded. Its package (${p.pkg}) is most likely mod '${p.mod}', and the code of '${p.by}' (the frame below the error) asks for it: '${p.by}' was built for another version of '${p.mod}' (one that still has this class), or '${p.mod}' is not installed and '${p.by}' ran its code for it anyway (a bug of '${p.by}': its integration must only run when '${p.mod}' is there).`,
    zh: (p) =>
      `${p.error}：无法加载 ${p.cls}。它的包（${p.pkg}）很可能属于模组 '${p.mod}'，而 '${p.by}' 的代码（错误下方的帧）需要它：'${p.by}' 是为另一个版本的 '${p.mod}'（仍包含此类的版本）制作的，或者 '${p.mod}' 未安装而 '${p.by}' 仍运行了为它准备的代码（这是 '${p.by}' 的缺陷：它的联动代码只应在装有 '${p.mod}' 时运行）。`,
  }),
  classOfOtherModForAdvice: msg({
    example: { mod: 'alpha', by: 'beta' },
    en: (p) =>
      `If '${p.mod}' is installed, update '${p.by}' to its build for that version of '${p.mod}', or use the '${p.mod}' version '${p.by}' was made for; if it is not, update '${p.by}' (a fixed build does not run that code without '${p.mod}'), or install '${p.mod}'.`,
    zh: (p) =>
      `如果已安装 '${p.mod}'，请将 '${p.by}' 更新到适配该版本 '${p.mod}' 的版本，或改用 '${p.by}' 所适配的 '${p.mod}' 版本；如果未安装，请更新 '${p.by}'（修复后的版本不会在没有 '${p.mod}' 时运行那段代码），或安装 '${p.mod}'。`,
  }),
  classOfOtherModAdvice: msg({
    example: { mod: 'alpha' },
    en: (p) =>
      `Install mod '${p.mod}' (or the version the mod in the stack below asks for); if it is installed, update it or that mod so their versions match.`,
    zh: (p) => `安装模组 '${p.mod}'（或下方堆栈中模组要求的版本）；如果已经安装，请更新它或该模组，使两者版本匹配。`,
  }),
  classNotLoaded: msg({
    example: { error: 'NoClassDefFoundError', cls: 'net.example.Api' },
    en: (p) => `${p.error}: ${p.cls} could not be loaded.`,
    zh: (p) => `${p.error}：无法加载 ${p.cls}。`,
  }),
  fmlConfirm: msg({
    example: {},
    en: () => 'Forge requires your confirmation to apply changes to the world and start the server.',
    zh: () => 'Forge 需要你确认对世界的更改后才能启动服务器。',
  }),
  authUnreachable: msg({
    example: {},
    en: () => 'The Mojang/Microsoft authentication servers are unreachable.',
    zh: () => '无法连接 Mojang/Microsoft 身份验证服务器。',
  }),
  codeOfConductMissing: msg({
    example: {},
    en: () => 'The Code of Conduct folder does not exist.',
    zh: () => '行为准则（Code of Conduct）文件夹不存在。',
  }),
  malformedMotd: msg({
    example: {},
    en: () => 'Something (probably the MOTD in server.properties) contains malformed \\uxxxx formatting codes.',
    zh: () => '有内容（可能是 server.properties 中的 MOTD）含有格式错误的 \\uxxxx 编码。',
  }),
  oldPlayerDirectory: msg({
    example: {},
    en: () => 'The server detected an old player directory in the world save.',
    zh: () => '服务器在世界存档中发现了旧的玩家目录。',
  }),
  macJava8u261: msg({
    example: {},
    en: () => 'Java 8u261+ on macOS breaks this Forge/OptiFine window code.',
    zh: () => 'macOS 上的 Java 8u261 及以上版本会破坏此 Forge/OptiFine 的窗口代码。',
  }),
  fabricMixinProxy: msg({
    example: {},
    en: () => 'A mod uses FabricMixinTransformerProxy, removed in Fabric Loader 0.12.',
    zh: () => '有模组使用了 FabricMixinTransformerProxy，它已在 Fabric Loader 0.12 中移除。',
  }),
  javaagentFailed: msg({
    example: { line: 'Error opening zip file or JAR manifest missing : agent.jar' },
    en: (p) => `A -javaagent could not be loaded: ${p.line}`,
    zh: (p) => `无法加载 -javaagent：${p.line}`,
  }),

  // Forge and NeoForge (crashRulesForge.ts).
  forgeDuplicates: msg({
    example: {},
    en: () => 'Forge found duplicate mods.',
    zh: () => 'Forge 发现了重复的模组。',
  }),
  duplicateMod: msg({
    example: { mod: 'alpha', files: 'alpha-1.0.jar, alpha-1.1.jar' },
    en: (p) => `Mod '${p.mod}' is provided by more than one file: ${p.files}.`,
    zh: (p) => `模组 '${p.mod}' 由多个文件提供：${p.files}。`,
  }),
  keepOneFile: msg({
    example: { files: 'alpha-1.0.jar, alpha-1.1.jar' },
    en: (p) => `Keep one of ${p.files} and delete the others.`,
    zh: (p) => `只保留 ${p.files} 中的一个，删除其余的。`,
  }),
  modFailedLoading: msg({
    example: { mod: "'Alpha' (alpha)", file: 'alpha-1.0.jar', reason: 'java.lang.NullPointerException' },
    en: (p) => `Mod ${p.mod}${p.file ? ` (${p.file})` : ''} failed while loading${p.reason ? `: ${p.reason}` : ''}.`,
    zh: (p) => `模组 ${p.mod}${p.file ? ` (${p.file})` : ''} 加载失败${p.reason ? `：${p.reason}` : ''}。`,
  }),
  registryObjectHidden: msg({
    example: { entry: 'alpha:copper_pipe' },
    en: (p) =>
      `${p.entry} was never registered because another mod failed while loading before it: Forge 1.15–1.16 keeps loading after such a failure, and its crash report shows only this follow-up error. The mod whose registry this is is not the cause.`,
    zh: (p) =>
      `${p.entry} 从未被注册，因为在它之前另一个模组加载失败：Forge 1.15–1.16 在这种失败后仍继续加载，其崩溃报告只显示这个后续错误。该注册项所属的模组不是原因。`,
  }),
  modFailedOnLibraryTitle: msg({
    example: { mod: "'Alpha' (alpha)", library: 'Citadel' },
    en: (p) => `${p.mod} was built for another version of ${p.library}`,
    zh: (p) => `${p.mod} 是为其他版本的 ${p.library} 构建的`,
  }),
  modFailedOnLibrary: msg({
    example: { mod: "'Alpha' (alpha)", library: 'Citadel' },
    en: (p) =>
      `${p.mod} failed on code of ${p.library} that is not there: the two were built for different versions of each other. Install the ${p.library} version ${p.mod} needs (its page or changelog names it; an older ${p.library} when ${p.library} was just updated), or update ${p.mod}.`,
    zh: (p) =>
      `${p.mod} 在调用 ${p.library} 中不存在的代码时失败：两者是为彼此的不同版本构建的。请安装 ${p.mod} 需要的 ${p.library} 版本（见其页面或更新日志；若刚更新过 ${p.library}，则用旧版 ${p.library}），或更新 ${p.mod}。`,
  }),
  modMissingLibraryTitle: msg({
    example: { mod: "'Alpha' (alpha)", library: 'Citadel' },
    en: (p) => `${p.mod} needs ${p.library}, which is missing or of another version`,
    zh: (p) => `${p.mod} 需要 ${p.library}，但它未安装或版本不对`,
  }),
  modMissingLibrary: msg({
    example: { mod: "'Alpha' (alpha)", library: 'Citadel', url: 'https://example.org/citadel' },
    en: (p) =>
      `${p.mod} failed because a class of ${p.library} could not be loaded: ${p.library} is not installed (a launcher does not always install it with ${p.mod}), or its version is not the one ${p.mod} was built for. Install ${p.library}${p.url ? ` (${p.url})` : ''}; if it is installed, use the ${p.library} version ${p.mod} needs, or update ${p.mod}.`,
    zh: (p) =>
      `${p.mod} 失败，因为 ${p.library} 的一个类无法加载：${p.library} 未安装（启动器不一定会随 ${p.mod} 一起安装它），或其版本不是 ${p.mod} 构建时所用的版本。请安装 ${p.library}${p.url ? `（${p.url}）` : ''}；若已安装，请使用 ${p.mod} 需要的 ${p.library} 版本，或更新 ${p.mod}。`,
  }),
  modErrored: msg({
    example: { mod: "'Alpha' (alpha)", version: '1.0', file: 'alpha-1.0.jar' },
    en: (p) => `Mod ${p.mod} ${p.version} (${p.file}) is in the errored state: it failed while loading.`,
    zh: (p) => `模组 ${p.mod} ${p.version} (${p.file}) 处于出错状态：它加载失败。`,
  }),
  modErroredAdvice: msg({
    example: { mod: "'Alpha' (alpha)", file: 'alpha-1.0.jar' },
    en: (p) => `Update or remove ${p.mod} (${p.file}).`,
    zh: (p) => `更新或移除 ${p.mod}（${p.file}）。`,
  }),
  forgeStopped: msg({
    example: { message: 'Missing or unsupported mandatory dependencies' },
    en: (p) => `Forge stopped loading${p.message ? `: ${p.message}` : '.'}`,
    zh: (p) => `Forge 停止了加载${p.message ? `：${p.message}` : '。'}`,
  }),
  screenOpenFailed: msg({
    example: { mod: 'alpha', reason: 'NullPointerException' },
    en: (p) =>
      `The client disconnected because a screen of '${p.mod}' failed to open${p.reason ? ` (${p.reason})` : ''}.`,
    zh: (p) => `客户端断开了连接，因为 '${p.mod}' 的界面打开失败${p.reason ? `（${p.reason}）` : ''}。`,
  }),
  overridesFinalTitle: msg({
    example: { mod: "'alpha'", owner: 'Minecraft' },
    en: (p) => `${p.mod} was built for another version of ${p.owner || 'the code it extends'}`,
    zh: (p) => `${p.mod} 是为其他版本的${p.owner ? ` ${p.owner} ` : '被继承代码'}构建的`,
  }),
  overridesFinal: msg({
    example: { mod: "'alpha'", cls: 'a.b.Screen', method: 'net.minecraft.X.m_1_', owner: 'Minecraft' },
    en: (p) =>
      `${p.cls} of ${p.mod} overrides ${p.method}, which is final in the installed ${p.owner || 'code'}: ${p.mod} extends it as it was in another version, so it was built for another version of ${p.owner || 'it'} (or is a broken release for this one).`,
    zh: (p) =>
      `${p.mod} 的 ${p.cls} 重写了 ${p.method}，而它在已安装的 ${p.owner || '代码'} 中是 final 的：${p.mod} 按另一个版本的样子继承了它，所以它是为其他版本的 ${p.owner || '该代码'} 构建的（或者是此版本的有问题的发布版）。`,
  }),
  mixinSubsystemOld: msg({
    example: { config: 'alpha.mixins.json', mod: "'alpha'", need: '0.8', found: '0.7.11' },
    en: (p) =>
      `The mixin config ${p.config}${p.mod ? ` of ${p.mod}` : ''} needs Mixin ${p.need}, but Mixin ${p.found} was loaded first: an older copy that another mod carries in its jar (on Forge 1.12, mods that bundle Mixin 0.7). Its mixins are not applied, so ${p.mod || 'that mod'} fails; ${p.mod || 'it'} is not what is broken.`,
    zh: (p) =>
      `Mixin 配置 ${p.config}${p.mod ? `（属于 ${p.mod}）` : ''}需要 Mixin ${p.need}，但先加载的是 Mixin ${p.found}：另一个模组在其 jar 中附带的旧版本（在 Forge 1.12 上常见于内置 Mixin 0.7 的模组）。它的 mixin 没有被应用，因此${p.mod ? ` ${p.mod} ` : '该模组'}失败；出问题的不是它本身。`,
  }),
  mixinCopiesTitle: msg({
    example: {},
    en: () => 'Two different versions of Mixin are loaded',
    zh: () => '加载了两个不同版本的 Mixin',
  }),
  mixinCopies: msg({
    example: {
      error:
        'java.lang.IllegalAccessError: tried to access class org.spongepowered.asm.launch.platform.MainAttributes from class org.spongepowered.asm.launch.platform.container.ContainerHandleURI',
      mod: "'replaymod'",
    },
    en: (p) =>
      `Mixin's own classes do not fit each other (${p.error}): two copies of Mixin from different jars are loaded, an older one that another mod carries in its jar and loaded first (on Forge 1.8–1.12, mods that bundle Mixin 0.7) and the newer one ${p.mod || 'a mod'} needs. ${p.mod || 'That mod'} fails when it starts Mixin; ${p.mod ? 'it' : 'the mod'} is not what is broken.`,
    zh: (p) =>
      `Mixin 自身的类彼此不匹配（${p.error}）：加载了来自不同 jar 的两份 Mixin——另一个模组在其 jar 中附带并先加载的旧版本（在 Forge 1.8–1.12 上常见于内置 Mixin 0.7 的模组），以及${p.mod ? ` ${p.mod} ` : '某个模组'}需要的新版本。${p.mod ? `${p.mod} ` : '该模组'}在启动 Mixin 时失败；出问题的不是它本身。`,
  }),
  mixinCopiesAdvice: msg({
    example: { mod: "'replaymod'" },
    en: (p) =>
      `Find the mod that bundles the old Mixin (remove mods until ${p.mod || 'the failing mod'} starts) and update or remove it, or add a mod that loads the newest Mixin first (MixinBooter on Forge 1.12); on LaunchWrapper, renaming ${p.mod ? `the jar of ${p.mod}` : "the failing mod's jar"} so it sorts first (e.g. an 'aaa' prefix) makes its Mixin load first.`,
    zh: (p) =>
      `找出附带旧版 Mixin 的模组（逐个移除模组，直到${p.mod ? ` ${p.mod} ` : '失败的模组'}能够启动）并更新或移除它，或添加一个先加载最新 Mixin 的模组（Forge 1.12 上的 MixinBooter）；在 LaunchWrapper 上，把${p.mod ? ` ${p.mod} 的 jar ` : '失败模组的 jar '}重命名为排在最前（例如加上 'aaa' 前缀）可让它的 Mixin 先加载。`,
  }),
  conflictingDefaults: msg({
    example: { method: 'getKey', a: 'a.b.I', b: 'net.neoforged.J', mods: "'alpha'", loader: 'NeoForge' },
    en: (p) =>
      p.loader
        ? `${p.a} and ${p.loader}'s ${p.b} both give a default ${p.method}: ${p.mods} was built for another ${p.loader} version.`
        : `${p.a} and ${p.b} both give a default ${p.method}: ${p.mods} do not fit together in these versions.`,
    zh: (p) =>
      p.loader
        ? `${p.a} 与 ${p.loader} 的 ${p.b} 都提供了默认方法 ${p.method}：${p.mods} 是为另一个 ${p.loader} 版本构建的。`
        : `${p.a} 与 ${p.b} 都提供了默认方法 ${p.method}：${p.mods} 的这些版本互不兼容。`,
  }),
  modFileClassesNotFound: msg({
    example: { file: 'alpha-neoforge-1.2.jar' },
    en: (p) =>
      `${p.file} declares a mod whose main class this loader did not find: it is a build for another loader (or a broken jar).`,
    zh: (p) => `${p.file} 声明了一个模组，但此加载器找不到它的主类：这是为其他加载器构建的版本（或 jar 已损坏）。`,
  }),
  forgeWrongMinecraft: msg({
    example: { mod: 'alpha', minecraft: '1.12.2' },
    en: (p) => `Mod '${p.mod}' is not compatible with Minecraft ${p.minecraft}.`,
    zh: (p) => `模组 '${p.mod}' 与 Minecraft ${p.minecraft} 不兼容。`,
  }),
  moduleTwice: msg({
    example: { module: 'optifine', other: 'optifine' },
    en: (p) => `Module '${p.module}' is installed twice (it reads another module named ${p.other}).`,
    zh: (p) => `模块 '${p.module}' 安装了两次（它读取了另一个名为 ${p.other} 的模块）。`,
  }),
  moduleTwiceAdvice: msg({
    example: { module: 'optifine' },
    en: (p) => `Remove the second copy of ${p.module} (e.g. OptiFine both in mods/ and installed into the version).`,
    zh: (p) => `移除 ${p.module} 的第二份副本（例如 OptiFine 既在 mods/ 中又被安装进了版本）。`,
  }),
  splitPackage: msg({
    example: { a: 'alpha', b: 'beta', pkg: 'com.example.shared' },
    en: (p) =>
      `Mods '${p.a}' and '${p.b}' both contain package ${p.pkg}: they are incompatible (or one ships the other).`,
    zh: (p) => `模组 '${p.a}' 和 '${p.b}' 都包含包 ${p.pkg}：它们互不兼容（或其中一个已内置另一个）。`,
  }),
  splitPackageLibrary: msg({
    example: { mod: 'alpha', library: 'com.example.shared', pkg: 'com.example.shared.util' },
    en: (p) =>
      `Mod '${p.mod}' contains package ${p.pkg} of the library ${p.library}, which another jar (that library itself, bundled by another mod or installed on its own) also provides: '${p.mod}' ships its own copy of that library, and Java refuses two copies of one package.`,
    zh: (p) =>
      `模组 '${p.mod}' 包含库 ${p.library} 的包 ${p.pkg}，而另一个 jar（该库本身，由其他模组内置或单独安装）也提供了它：'${p.mod}' 自带了该库的一份副本，而 Java 不允许同一个包有两份。`,
  }),
  splitPackageLibraryAdvice: msg({
    example: { mod: 'alpha', library: 'com.example.shared' },
    en: (p) =>
      `Update '${p.mod}' to a build that no longer ships its own copy of ${p.library}; until then remove '${p.mod}', or the mod that brings ${p.library}.`,
    zh: (p) =>
      `将 '${p.mod}' 更新到不再自带 ${p.library} 副本的版本；在此之前移除 '${p.mod}'，或移除带来 ${p.library} 的模组。`,
  }),
  removeOneOfTwo: msg({
    example: { a: 'alpha', b: 'beta' },
    en: (p) => `Remove '${p.a}' or '${p.b}'.`,
    zh: (p) => `移除 '${p.a}' 或 '${p.b}'。`,
  }),
  moduleNameInvalid: msg({
    example: {},
    en: () => 'A mod file name has no ASCII letters or digits, so Java cannot derive a module name from it.',
    zh: () => '有模组文件名不含 ASCII 字母或数字，Java 无法从中得出模块名。',
  }),
  extractedJars: msg({
    example: { folders: '- alpha-1.0' },
    en: (p) => `The loader found extracted jar folders in mods/${p.folders ? `: ${p.folders}` : ''}.`,
    zh: (p) => `加载器在 mods/ 中发现了解压后的 jar 文件夹${p.folders ? `：${p.folders}` : ''}。`,
  }),
  eventHandlerCrash: msg({
    example: {
      event: 'net.minecraftforge.event.entity.ProjectileImpactEvent',
      error: 'java.lang.NullPointerException',
      cls: 'com.example.quietbells.BellEvents',
      mod: 'quietbells',
      pkg: 'com.example.quietbells',
    },
    en: (p) =>
      `An event handler threw ${p.error || 'an exception'}${p.event ? ` while Forge fired ${p.event}` : ''}: the handler that threw is ${p.cls}${p.mod ? `, of mod '${p.mod}'${p.pkg ? ` (read from its package ${p.pkg})` : ''}` : p.pkg ? ` (package ${p.pkg})` : ''}.`,
    zh: (p) =>
      `事件处理器抛出了${p.error ? ` ${p.error}` : '异常'}${p.event ? `（Forge 分发 ${p.event} 时）` : ''}：抛出异常的处理器是 ${p.cls}${p.mod ? `，属于模组 '${p.mod}'${p.pkg ? `（据其包名 ${p.pkg} 判断）` : ''}` : p.pkg ? `（包 ${p.pkg}）` : ''}。`,
  }),
  eventHandlerAdvice: msg({
    example: { mod: 'quietbells', pkg: 'com.example.quietbells' },
    en: (p) =>
      p.mod
        ? `Update '${p.mod}' (or remove it), and report the crash to its author with this log.`
        : `Update the mod of package ${p.pkg || 'named above'} (or remove it), and report the crash to its author with this log.`,
    zh: (p) =>
      p.mod
        ? `更新 '${p.mod}'（或将其移除），并带上此日志向其作者报告。`
        : `更新包 ${p.pkg || '（见上文）'} 所属的模组（或将其移除），并带上此日志向其作者报告。`,
  }),
  // A dedicated server's address and port (crashRulesServer.ts).
  serverIpUnknown: msg({
    example: { host: '-7196845675123515131' },
    en: (p) =>
      `The server could not look up the address '${p.host}' it was told to listen on: server-ip in server.properties is not an address of this machine.`,
    zh: (p) => `服务器无法解析它要监听的地址 '${p.host}'：server.properties 中的 server-ip 不是本机的地址。`,
  }),
  serverIpNotOurs: msg({
    example: {},
    en: () =>
      'The server could not listen on the address in server-ip (Cannot assign requested address): this machine does not have that address.',
    zh: () => '服务器无法监听 server-ip 中的地址（Cannot assign requested address）：本机没有这个地址。',
  }),
  serverIpAdvice: msg({
    example: {},
    en: () =>
      'Leave server-ip empty in server.properties (server-ip=) so the server listens on every address of the machine; on a hosting panel, use the address and port the panel gives.',
    zh: () =>
      '将 server.properties 中的 server-ip 留空（server-ip=），让服务器监听本机所有地址；在托管面板上，请使用面板给出的地址和端口。',
  }),
  serverPortInUse: msg({
    example: {},
    en: () =>
      'The server could not listen on its port: another program, often a second copy of this server still running, already uses it.',
    zh: () => '服务器无法监听它的端口：另一个程序（常常是仍在运行的另一份此服务器）已占用该端口。',
  }),
  serverPortAdvice: msg({
    example: {},
    en: () => 'Stop the other server (or the program on that port), or set another server-port in server.properties.',
    zh: () => '停止另一个服务器（或占用该端口的程序），或在 server.properties 中改用其他 server-port。',
  }),
  // CraftTweaker 1.12's errors about single script lines (crashRulesPasted.ts).
  zenLineErrorTitle: msg({
    example: { file: 'recipes.zs', line: '7' },
    en: (p) => `CraftTweaker script error in ${p.file} line ${p.line}`,
    zh: (p) => `CraftTweaker 脚本错误：${p.file} 第 ${p.line} 行`,
  }),
  zenLineError: msg({
    example: { file: 'recipes.zs', line: '7', error: 'Could not resolve <example:gear>' },
    en: (p) =>
      `Line ${p.line} of the CraftTweaker script ${p.file} failed: ${p.error}. A bracket that cannot be resolved names an item, block or fluid this game does not have (a misspelt id, a wrong <mod:item:meta> form, or a mod that was removed or renamed it), so the recipes that use it are not made.`,
    zh: (p) =>
      `CraftTweaker 脚本 ${p.file} 的第 ${p.line} 行出错：${p.error}。无法解析的尖括号表示游戏中没有这个物品、方块或流体（id 拼错、<模组:物品:元数据> 格式写错，或模组已被移除或改名），因此用到它的配方不会生效。`,
  }),
  zenLineErrorAdvice: msg({
    example: { file: 'recipes.zs' },
    en: (p) =>
      `Fix the ids in ${p.file} (in scripts/; /ct hand shows an item's id in game), or update the script to the installed mods' versions, then restart.`,
    zh: (p) =>
      `修正 scripts/ 中 ${p.file} 里的 id（游戏中用 /ct hand 查看物品的 id），或让脚本匹配已安装模组的版本，然后重启。`,
  }),
  jarCorrupt: msg({
    example: { jar: 'paper.jar' },
    en: (p) =>
      `Java could not read ${p.jar} as a jar (Invalid or corrupt jarfile): the file is damaged, most often a download cut short, so the game or server never started.`,
    zh: (p) =>
      `Java 无法把 ${p.jar} 作为 jar 读取（Invalid or corrupt jarfile）：该文件已损坏，最常见的是下载中断，因此游戏或服务器根本没有启动。`,
  }),
  jarMissing: msg({
    example: { jar: 'server.jar' },
    en: (p) =>
      `Java could not find or open ${p.jar} (Unable to access jarfile): the file is missing, misnamed in the start command, or not readable, so nothing started.`,
    zh: (p) =>
      `Java 找不到或无法打开 ${p.jar}（Unable to access jarfile）：该文件不存在、启动命令中的文件名写错或不可读，因此什么都没有启动。`,
  }),
  openglUnavailable: msg({
    example: { what: 'No OpenGL context found in the current thread' },
    en: (p) =>
      `The game had no OpenGL when it stopped (${p.what}). Alone, this means the graphics driver gave the game no OpenGL: it is missing, broken or too old. Every crash before the window opens says the same, so an error reported beside it comes first.`,
    zh: (p) =>
      `游戏停止时没有可用的 OpenGL（${p.what}）。如果只有这一条，说明显卡驱动没有为游戏提供 OpenGL：驱动缺失、损坏或过旧。窗口打开前的每次崩溃都会这样写，因此与它同时报告的错误应优先处理。`,
  }),
  gpuDriverRefusedTitle: msg({
    example: { vendor: 'Intel' },
    en: (p) => `The ${p.vendor} graphics driver is too old for Sodium`,
    zh: (p) => `${p.vendor} 显卡驱动对 Sodium 来说太旧`,
  }),
  gpuDriverRefused: msg({
    example: { vendor: 'Intel', installed: '10.18.10.4358', required: '15.33.53.5161' },
    en: (p) =>
      `Sodium refused to start: the installed ${p.vendor} graphics driver${p.installed ? ` (${p.installed})` : ''} is a version known to freeze or crash it${p.required ? `; it needs ${p.required} or newer` : ''}.`,
    zh: (p) =>
      `Sodium 拒绝启动：已安装的 ${p.vendor} 显卡驱动${p.installed ? `（${p.installed}）` : ''}是已知会让它卡死或崩溃的版本${p.required ? `；需要 ${p.required} 或更新版本` : ''}。`,
  }),
  gpuDriverRefusedAdvice: msg({
    example: { vendor: 'Intel', required: '15.33.53.5161' },
    en: (p) =>
      `Download the ${p.vendor} driver${p.required ? ` ${p.required} or newer` : ''} from ${p.vendor}'s own site and install it (Windows Update often offers an older one), then start again.`,
    zh: (p) =>
      `从 ${p.vendor} 官网下载并安装${p.required ? ` ${p.required} 或更新版本的` : ''}驱动（Windows 更新提供的版本往往更旧），然后重新启动。`,
  }),
  intelGen7DriverOldTitle: msg({
    example: { gpu: 'Intel(R) HD Graphics 4000' },
    en: (p) => `Old driver for ${p.gpu}`,
    zh: (p) => `${p.gpu} 的驱动过旧`,
  }),
  intelGen7DriverOld: msg({
    example: { gpu: 'Intel(R) HD Graphics 4000', build: '10.18.10.4358' },
    en: (p) =>
      `The game runs on ${p.gpu} with driver build ${p.build}. Intel's drivers for this GPU generation (Gen7) before build 5161 (15.33.53.5161, 10.18.10.5161 on Windows 7/8.1) hang or crash Sodium while the game loads (Sodium issue 899), often with no error logged.`,
    zh: (p) =>
      `游戏运行在 ${p.gpu} 上，驱动版本为 ${p.build}。Intel 为这一代 GPU（Gen7）发布的 5161 之前的驱动（15.33.53.5161，Windows 7/8.1 上为 10.18.10.5161）会在游戏加载时让 Sodium 卡死或崩溃（Sodium issue 899），且常常不记录任何错误。`,
  }),
  intelGen7DriverOldAdvice: msg({
    example: {},
    en: () =>
      "Install Intel's driver 15.33.53.5161 for this GPU from Intel's site (10.18.10.5161 on Windows 7/8.1; Windows Update offers an older one), then start again.",
    zh: () =>
      '从 Intel 官网为此 GPU 安装 15.33.53.5161 驱动（Windows 7/8.1 上为 10.18.10.5161；Windows 更新提供的版本更旧），然后重新启动。',
  }),
  eulaNotAccepted: msg({
    example: { line: 'You need to agree to the EULA in order to run the server. Go to eula.txt for more info.' },
    en: (p) =>
      `The server stopped because its EULA is not accepted (${p.line}): eula.txt does not say eula=true, so the server shuts down right after it starts. Errors that mods print while it stops follow from that.`,
    zh: (p) =>
      `服务器停止了，因为尚未同意 EULA（${p.line}）：eula.txt 中不是 eula=true，所以服务器启动后立即关闭。关闭时模组打印的错误都是它的后果。`,
  }),
  argFileMissingTitle: msg({
    example: {},
    en: () => 'A file the start command names is missing',
    zh: () => '启动命令指定的文件不存在',
  }),
  argFileMissing: msg({
    example: { file: 'user_jvm_args.txt' },
    en: (p) =>
      `Java could not open ${p.file}, an argument file the start command names (@${p.file}): the server's install did not finish (the Forge/NeoForge installer could not download its files), or the script was started from another folder. Nothing started.`,
    zh: (p) =>
      `Java 无法打开启动命令指定的参数文件 ${p.file}（@${p.file}）：服务器没有安装完成（Forge/NeoForge 安装器未能下载其文件），或者脚本是在其他文件夹中启动的。什么都没有启动。`,
  }),
  argFileMissingAdvice: msg({
    example: {},
    en: () =>
      'Start the script from the server folder (the one with run.bat/run.sh and libraries/). If the file is really missing, run the Forge/NeoForge installer again in that folder with "Install server" (it needs internet access), then start again.',
    zh: () =>
      '在服务器文件夹（含 run.bat/run.sh 和 libraries/ 的文件夹）中启动脚本。如果文件确实不存在，请在该文件夹中重新运行 Forge/NeoForge 安装器并选择“Install server”（需要联网），然后再次启动。',
  }),
  librariesMissingTitle: msg({
    example: {},
    en: () => "The launcher is missing the game's libraries",
    zh: () => '启动器缺少游戏的库文件',
  }),
  librariesMissing: msg({
    example: { count: 2, first: 'org/lwjgl/lwjgl-glfw/3.3.2/lwjgl-glfw-3.3.2.jar' },
    en: (p) =>
      `The launcher's library list marks ${enCount(p.count, 'library', 'libraries')} (missing), e.g. ${p.first}: those files were never downloaded (an install or download that failed, or an offline launch), so the game cannot start.`,
    zh: (p) =>
      `启动器的库列表中有 ${p.count} 个库被标为 (missing)，例如 ${p.first}：这些文件从未下载（安装或下载失败，或离线启动），因此游戏无法启动。`,
  }),
  librariesMissingAdvice: msg({
    example: {},
    en: () =>
      'Let the launcher download them: launch once while online (Prism/MultiMC: Edit instance → Version → "Download all"); if that fails, reinstall the instance or its loader.',
    zh: () =>
      '让启动器下载它们：联网启动一次（Prism/MultiMC：编辑实例 → 版本 → “全部下载”）；如果仍然失败，请重新安装实例或其加载器。',
  }),
  forgeWrapperFailed: msg({
    example: { error: 'java.lang.RuntimeException: Unable to detect the forge installer!' },
    en: (p) =>
      `The launcher's ForgeWrapper failed while setting up the loader, before the game started (${p.error}): the launcher cannot handle this Forge/NeoForge build's installer, or the loader's downloaded files are missing or damaged. No mod ran.`,
    zh: (p) =>
      `启动器的 ForgeWrapper 在游戏启动前设置加载器时失败（${p.error}）：启动器无法处理此 Forge/NeoForge 版本的安装器，或加载器下载的文件缺失或损坏。没有任何模组运行。`,
  }),
  mainClassMissing: msg({
    example: { cls: 'net.minecraft.launchwrapper.Launch' },
    en: (p) =>
      `Java could not find the class ${p.cls} to start: a jar of the game, its loader or the launcher is missing from the install (an install that did not finish, or a download that failed), so nothing ran.`,
    zh: (p) =>
      `Java 找不到用于启动的类 ${p.cls}：安装中缺少游戏、加载器或启动器的某个 jar（安装未完成或下载失败），因此什么都没有运行。`,
  }),
  mainClassArgfile: msg({
    example: { file: '@libraries/net/minecraftforge/forge/1.18.2-40.2.0/win_args.txt' },
    en: (p) =>
      `Java took the argument file ${p.file} for the name of the class to start: only Java 9 and newer read @argument files, so the Java that ran is too old for this Forge or NeoForge (which needs Java 17 or newer), and nothing started.`,
    zh: (p) =>
      `Java 把参数文件 ${p.file} 当成了要启动的类名：只有 Java 9 及更新版本能读取 @参数文件，因此运行的 Java 对这个 Forge 或 NeoForge 来说过旧（它需要 Java 17 或更新版本），什么都没有启动。`,
  }),
  mainClassArgfileAdvice: msg({
    example: {},
    en: () =>
      'Install Java 17 or newer (Java 21 for Minecraft 1.20.5 and later) and make the start script or panel use it instead of Java 8.',
    zh: () => '安装 Java 17 或更新版本（Minecraft 1.20.5 及以后需要 Java 21），并让启动脚本或面板使用它而不是 Java 8。',
  }),
  pluginEnableFailed: msg({
    example: { plugin: 'ExamplePlugin', version: '1.2.8', error: 'java.lang.ExceptionInInitializerError: null' },
    en: (p) =>
      `The server could not enable the plugin ${p.plugin}${p.version ? ` ${p.version}` : ''}: its own start threw${p.error ? ` ${p.error}` : ' an error'}. It is missing from the server, and errors from it may follow.`,
    zh: (p) =>
      `服务器无法启用插件 ${p.plugin}${p.version ? ` ${p.version}` : ''}：它自身的启动代码抛出了${p.error ? ` ${p.error}` : '错误'}。该插件未能加载，之后可能还会出现它引发的错误。`,
  }),
  // A Spigot/Paper watchdog's thread dump of a hung server (crashRulesServer.ts): `code` is the first frame of the main
  // thread outside the server and the JDK, `owner` the mod it belongs to or else its package.
  serverHungIn: msg({
    example: { seconds: '10', code: 'com.example.plugin.Task.run', owner: 'com.example.plugin', pkg: true },
    en: (p) =>
      `The server stopped responding${p.seconds ? ` for ${p.seconds} seconds` : ''} and its watchdog dumped the threads: the main thread (Server thread) was running ${p.code}, code of ${p.pkg ? `the plugin or mod in package ${p.owner}` : p.owner}. That code held up the server's tick.`,
    zh: (p) =>
      `服务器${p.seconds ? `已有 ${p.seconds} 秒` : ''}停止响应，看门狗导出了线程转储：主线程（Server thread）正在运行 ${p.code}，属于${p.pkg ? `包 ${p.owner} 中的插件或模组` : ` ${p.owner}`}。是这段代码卡住了服务器的刻。`,
  }),
  serverHungInAdvice: msg({
    example: { owner: 'com.example.plugin', pkg: true },
    en: (p) =>
      `Update or remove ${p.pkg ? `the plugin or mod whose code is in package ${p.owner}` : p.owner} (or report the hang to its author); raising timeout-time in spigot.yml only hides it.`,
    zh: (p) =>
      `更新或移除${p.pkg ? `代码位于包 ${p.owner} 中的插件或模组` : ` ${p.owner}`}（或向其作者报告卡死）；调高 spigot.yml 的 timeout-time 只会掩盖问题。`,
  }),
  serverHungInGame: msg({
    example: { seconds: '60', code: 'net.minecraft.server.level.ServerChunkCache.getChunk' },
    en: (p) =>
      `The server stopped responding${p.seconds ? ` for ${p.seconds} seconds` : ''}: its main thread (Server thread) was in the server's own code${p.code ? ` (${p.code})` : ''}, not in a plugin's or a mod's. A long world save, chunk generation, too many entities or an overloaded machine does this; the dump names no plugin or mod.`,
    zh: (p) =>
      `服务器${p.seconds ? `已有 ${p.seconds} 秒` : ''}停止响应：其主线程（Server thread）正在服务器自身的代码中${p.code ? `（${p.code}）` : ''}，而不在插件或模组中。较长的世界保存、区块生成、过多实体或机器过载都会如此；该转储没有指向任何插件或模组。`,
  }),
  serverHungInGameAdvice: msg({
    example: {},
    en: () =>
      'Pre-generate the world, reduce entities and view distance, or give the server more CPU and memory; raise timeout-time in spigot.yml only if the hangs are expected.',
    zh: () =>
      '预生成世界、减少实体和视距，或为服务器提供更多 CPU 和内存；只有在卡顿属于预期时才调高 spigot.yml 的 timeout-time。',
  }),
  // A Java-level deadlock in a thread dump (crashRulesHang.ts): `threads` the deadlocked threads' names.
  deadlockIn: msg({
    example: {
      threads: 'Render thread, Worker-Main-3',
      code: 'com.example.map.Tiles.update',
      owner: 'com.example.map',
      pkg: true,
    },
    en: (p) =>
      `The game froze: threads ${p.threads} each wait for a lock another one holds (a Java-level deadlock), so none can go on. The deadlocked stacks run ${p.code}, code of ${p.pkg ? `the mod in package ${p.owner}` : p.owner}.`,
    zh: (p) =>
      `游戏卡死：线程 ${p.threads} 都在等待彼此持有的锁（Java 级死锁），谁都无法继续。死锁的堆栈正在运行 ${p.code}，属于${p.pkg ? `包 ${p.owner} 中的模组` : ` ${p.owner}`}。`,
  }),
  deadlockAdvice: msg({
    example: { owner: 'com.example.map', pkg: true },
    en: (p) =>
      `Update or remove ${p.pkg ? `the mod whose code is in package ${p.owner}` : p.owner}, or report the deadlock to its author with the thread dump.`,
    zh: (p) =>
      `更新或移除${p.pkg ? `代码位于包 ${p.owner} 中的模组` : ` ${p.owner}`}，或把线程转储附上向其作者报告死锁。`,
  }),
  deadlockNoCode: msg({
    example: { threads: 'Render thread, JM-task-2' },
    en: (p) =>
      `The game froze: threads ${p.threads} each wait for a lock another one holds (a Java-level deadlock), so none can go on. The stacks shown hold only the game's and Java's code; a thread the game does not name so is usually a mod's.`,
    zh: (p) =>
      `游戏卡死：线程 ${p.threads} 都在等待彼此持有的锁（Java 级死锁），谁都无法继续。所示堆栈中只有游戏和 Java 自身的代码；名称不属于游戏的线程通常属于某个模组。`,
  }),
  deadlockNoCodeAdvice: msg({
    example: {},
    en: () =>
      "Find the mod that runs the thread the game does not name (its name is often the mod's), update it, or send the whole thread dump to its author.",
    zh: () => '找出运行那个不属于游戏的线程的模组（线程名常带有模组名），更新它，或把完整的线程转储发给其作者。',
  }),
  // The world folder and the disk (crashRulesSaves.ts).
  worldLocked: msg({
    example: { path: './world/session.lock' },
    en: (p) =>
      `The world${p.path ? ` (${p.path})` : ''} is locked: another game or server still has it open, or something changed the world folder while the game ran. The game stops rather than let two programs write the same world.`,
    zh: (p) =>
      `存档${p.path ? `（${p.path}）` : ''}已被锁定：另一个游戏或服务器仍打开着它，或者有程序在游戏运行时改动了存档文件夹。为避免两个程序同时写入同一个存档，游戏停止了运行。`,
  }),
  diskFull: msg({
    example: { error: 'java.io.IOException: No space left on device' },
    en: (p) =>
      `The disk is full: the game could not write its files${p.error ? ` (${p.error})` : ''}. The code that was writing is not at fault, and a world saved now may be cut short.`,
    zh: (p) =>
      `磁盘已满：游戏无法写入文件${p.error ? `（${p.error}）` : ''}。正在写入的代码并无过错，此时保存的存档可能不完整。`,
  }),
  fileAccessDenied: msg({
    example: { file: './world/session.lock' },
    en: (p) =>
      `The operating system refused Java access to ${p.file || 'a file of the game'}: the folder belongs to another user, is read-only, or is guarded by the antivirus or Controlled folder access.`,
    zh: (p) =>
      `操作系统拒绝 Java 访问${p.file ? ` ${p.file}` : '游戏的某个文件'}：该文件夹属于其他用户、为只读，或受杀毒软件或“受控文件夹访问”保护。`,
  }),
  fileInUse: msg({
    example: { file: 'C:\\Users\\Alex\\OneDrive\\server\\world\\level.dat', sync: 'OneDrive' },
    en: (p) =>
      `Java could not open ${p.file || 'a file of the game'}: another program holds it open${p.sync ? ` (the file is in a ${p.sync} folder, which the sync tool opens to upload)` : ' (a second copy of the game or server, a backup or sync tool, an antivirus scan)'}. The code that was reading or writing is not at fault.`,
    zh: (p) =>
      `Java 无法打开${p.file ? ` ${p.file}` : '游戏的某个文件'}：另一个程序正占用它${p.sync ? `（该文件位于 ${p.sync} 文件夹中，同步工具会打开它进行上传）` : '（第二个游戏或服务器实例、备份或同步工具、杀毒软件扫描）'}。正在读写它的代码并无过错。`,
  }),
  fileInUseAdvice: msg({
    example: { sync: 'OneDrive' },
    en: (p) =>
      p.sync
        ? `Move the game or server folder out of the ${p.sync} folder (or pause syncing), then start again.`
        : 'Close the program that holds the file (a second game or server, a backup or sync tool; exclude the folder from the antivirus), then start again.',
    zh: (p) =>
      p.sync
        ? `将游戏或服务器文件夹移出 ${p.sync} 文件夹（或暂停同步），然后重新启动。`
        : '关闭占用该文件的程序（第二个游戏或服务器实例、备份或同步工具；在杀毒软件中排除该文件夹），然后重新启动。',
  }),
  // A path Java refused for its characters (pathCharacters.ts): `trouble` is lost, nonAscii, encoded or uri.
  pathCharactersTitle: msg({
    example: { trouble: 'lost' },
    en: (p) =>
      p.trouble === 'uri'
        ? 'A file name holds a character a path may not have'
        : 'A folder name with letters beyond ASCII breaks the game’s paths',
    zh: (p) => (p.trouble === 'uri' ? '某个文件名含有路径中不允许的字符' : '含有非 ASCII 字符的文件夹名使游戏路径失效'),
  }),
  pathCharacters: msg({
    example: { path: 'F:\\?????\\cs\\.minecraft', trouble: 'lost', char: '?', mod: "'globalpacks'" },
    en: (p) =>
      p.trouble === 'lost'
        ? `Java could not use the path ${p.path}: ${p.char ? `the ${p.char} in it stands for letters` : 'it holds letters'} the system's character set cannot hold (a folder named in Chinese, Cyrillic or another script on a Windows whose language for non-Unicode programs is another one, or a Linux or macOS locale that is not UTF-8), so the path no longer names the real folder${p.mod ? `; ${p.mod} was using it` : ''}.`
        : p.trouble === 'encoded'
          ? `The launcher passed the game folder ${p.path} encoded, because its name holds letters beyond ASCII${p.char ? ` (${p.char})` : ''}, and ${p.mod || 'a mod'} read the encoded text as a file path, which it is not.`
          : p.trouble === 'uri'
            ? `The file ${p.path} holds the character ${p.char}, which a path written as a URI may not hold as it is, and ${p.mod || 'the code turning it into one'} failed on it.`
            : `The path ${p.path} holds letters beyond ASCII${p.char ? ` (${p.char})` : ''}, which ${p.mod || 'the code reading it'} cannot handle.`,
    zh: (p) =>
      p.trouble === 'lost'
        ? `Java 无法使用路径 ${p.path}：${p.char ? `其中的 ${p.char} 代表` : '其中含有'}系统字符集无法容纳的字符（在“非 Unicode 程序的语言”为其他语言的 Windows 上用中文、西里尔或其他文字命名的文件夹，或不是 UTF-8 的 Linux、macOS 区域设置），因此该路径已不再指向真实的文件夹${p.mod ? `；当时 ${p.mod} 正在使用它` : ''}。`
        : p.trouble === 'encoded'
          ? `由于游戏文件夹 ${p.path} 的名称含有非 ASCII 字符${p.char ? `（${p.char}）` : ''}，启动器以编码形式传递了它，而 ${p.mod || '某个模组'}把编码后的文本当作文件路径读取，因而失败。`
          : p.trouble === 'uri'
            ? `文件 ${p.path} 含有字符 ${p.char}，以 URI 形式书写的路径不能直接包含它，${p.mod || '将其转换为 URI 的代码'}因此失败。`
            : `路径 ${p.path} 含有非 ASCII 字符${p.char ? `（${p.char}）` : ''}，${p.mod || '读取它的代码'}无法处理。`,
  }),
  pathCharactersAdvice: msg({
    example: { trouble: 'encoded', mod: "'globalpacks'" },
    en: (p) =>
      p.trouble === 'uri'
        ? 'Rename that file without [ ] # % and other special characters (or take it out of the folder), then start again.'
        : `Rename or move the game folder (the instance or version folder, or one above it) so the whole path is plain ASCII letters, digits, spaces, - and _; on Windows you may instead set "Language for non-Unicode programs" to the script of those letters (Language & region > Administrative language settings), on Linux or macOS start the game under a UTF-8 locale${p.trouble === 'encoded' ? `, or update ${p.mod || 'the mod'} to a build that reads the path as the launcher escaped it` : ''}.`,
    zh: (p) =>
      p.trouble === 'uri'
        ? '将该文件重命名，去掉 [ ] # % 等特殊字符（或将其移出该文件夹），然后重新启动。'
        : `重命名或移动游戏文件夹（实例或版本文件夹，或其上层文件夹），使整个路径只含 ASCII 字母、数字、空格、- 和 _；在 Windows 上也可以把“非 Unicode 程序的语言”设为这些字符所属的语言（语言和区域 > 管理语言设置），在 Linux 或 macOS 上请在 UTF-8 区域设置下启动游戏${p.trouble === 'encoded' ? `，或将${p.mod ? ` ${p.mod} ` : '该模组'}更新到能读取启动器编码路径的版本` : ''}。`,
  }),
  classVerifyTitle: msg({
    example: { mod: "'toughasnails'" },
    en: (p) =>
      p.mod
        ? `The coremod of ${p.mod} wrote invalid code into a game class`
        : 'A class was rewritten into invalid code',
    zh: (p) => (p.mod ? `${p.mod} 的核心模组（coremod）向游戏的类写入了无效代码` : '某个类被改写成了无效代码'),
  }),
  classVerify: msg({
    example: {
      cls: 'net.minecraft.world.World.func_175727_C',
      reason: "Type 'toughasnails/api/season/Season' (current frame, stack[3]) is not assignable to integer",
      mod: "'toughasnails'",
      type: 'toughasnails.api.season.Season',
      own: '',
      coremod: 'TANLoadingPlugin (ToughAsNails-1.9.4-1.0.3.jar)',
    },
    en: (p) =>
      `Java refused ${p.own ? `the own class of ${p.mod},` : 'the class'} ${p.cls} as invalid bytecode${p.reason ? ` (${p.reason})` : ''}. ${
        p.own
          ? `Its code was damaged or built for another version of what it calls, or a coremod or mixin rewrote it.`
          : p.mod
            ? `The invalid code uses class ${p.type} of ${p.mod}, so the coremod (class transformer) of ${p.mod} rewrote this class${p.coremod ? ` (listed as coremod ${p.coremod})` : ''}; another coremod that patches the same method can make its patch invalid.`
            : 'A coremod (class transformer) or a mixin rewrote it wrongly; the coremods listed in the report are where to look.'
      }`,
    zh: (p) =>
      `Java 拒绝了${p.own ? ` ${p.mod} 自己的类` : '类'} ${p.cls}，因为它的字节码无效${p.reason ? `（${p.reason}）` : ''}。${
        p.own
          ? '它的代码已损坏、是为其所调用内容的另一个版本构建的，或被某个核心模组或 mixin 改写了。'
          : p.mod
            ? `无效的代码用到了 ${p.mod} 的类 ${p.type}，因此是 ${p.mod} 的核心模组（类转换器）改写了这个类${p.coremod ? `（核心模组列表中为 ${p.coremod}）` : ''}；另一个修改同一方法的核心模组也可能使它的修改失效。`
            : '是某个核心模组（类转换器）或 mixin 错误地改写了它；请检查报告中列出的核心模组。'
      }`,
  }),
  classVerifyAdvice: msg({
    example: { mod: "'toughasnails'", own: '' },
    en: (p) =>
      p.mod
        ? p.own
          ? `Re-download ${p.mod} in the build made for this Minecraft and loader; if it stays, remove the coremods listed in the report one at a time.`
          : `Update ${p.mod} (a newer build usually fixes a patch that clashes with another coremod); if the crash stays, remove ${p.mod} or the other coremods listed in the report one at a time.`
        : 'Update the coremods listed in the report, or remove them one at a time to find the one that breaks the class.',
    zh: (p) =>
      p.mod
        ? p.own
          ? `重新下载适用于此 Minecraft 和加载器版本的 ${p.mod}；若仍然崩溃，逐个移除报告中列出的核心模组。`
          : `更新 ${p.mod}（新版本通常修复了与其他核心模组冲突的修改）；若仍然崩溃，逐个移除 ${p.mod} 或报告中列出的其他核心模组。`
        : '更新报告中列出的核心模组，或逐个移除它们，找出破坏该类的那个。',
  }),
  clientCodeOnServer: msg({
    example: { mod: "'Alpha' (alpha)", cls: 'net.minecraft.client.Minecraft' },
    en: (p) =>
      `${p.mod ? `Mod ${p.mod}` : 'A mod'} loads client-only code${p.cls ? ` (${p.cls})` : ''} on a dedicated server.`,
    zh: (p) =>
      `${p.mod ? `模组 ${p.mod}` : '有模组'}在专用服务器上加载了仅客户端的代码${p.cls ? `（${p.cls}）` : ''}。`,
  }),
  clientOwnCodeOnServerTitle: msg({
    example: { mod: "'Alpha' (alpha)" },
    en: (p) => `${p.mod} loads its own client-only code on a dedicated server`,
    zh: (p) => `${p.mod} 在专用服务器上加载了自己的仅客户端代码`,
  }),
  clientOwnCodeOnServerAdvice: msg({
    example: { mod: "'Alpha' (alpha)" },
    en: (p) =>
      `The class is the mod's own, marked client-only by the mod itself: a mod that runs on servers too (one that adds mobs, blocks or items) loads it there by mistake in this build. Update ${p.mod} or report it to its author; only if it is a client-side mod, remove it from the server.`,
    zh: (p) =>
      `该类是该模组自己的、由模组自身标记为仅客户端的类：一个也在服务器上运行的模组（添加生物、方块或物品的模组）在此版本中误在服务器上加载了它。请更新 ${p.mod} 或报告给其作者；仅当它是客户端模组时，才将其从服务器移除。`,
  }),
  mandatoryDependencyMissing: msg({
    example: { dep: "'playeranimator'" },
    en: (p) =>
      `Forge stopped loading: a mod in the mods folder requires ${p.dep}, which is not installed (Forge lists the missing mod, not the one that needs it).`,
    zh: (p) =>
      `Forge 停止了加载：mods 文件夹中的某个模组需要 ${p.dep}，但它未安装（Forge 只列出缺少的模组，不列出需要它的模组）。`,
  }),
  mandatoryDependencyMissingAdvice: msg({
    example: { dep: 'playerAnimator', url: 'https://modrinth.com/mod/playeranimator' },
    en: (p) => `Install ${p.dep}${p.url ? ` (${p.url})` : ''} in the build for this Minecraft version and loader.`,
    zh: (p) => `安装适用于此 Minecraft 版本和加载器的 ${p.dep}${p.url ? `（${p.url}）` : ''}。`,
  }),
  jarForOtherMinecraftTitle: msg({
    example: { mod: "'alpha'", built: '1.19.2', game: '1.19.4' },
    en: (p) => `${p.mod} is a build for Minecraft ${p.built}, not ${p.game}`,
    zh: (p) => `${p.mod} 是为 Minecraft ${p.built} 构建的版本，而不是 ${p.game}`,
  }),
  jarForOtherMinecraft: msg({
    example: {
      mod: "'alpha'",
      file: 'alpha-1.19.2-1.1.2.jar',
      built: '1.19.2',
      game: '1.19.4',
      dep: "'geckolib3' 3.1.37 or above",
    },
    en: (p) =>
      `The jar of ${p.mod} (${p.file}) is named for Minecraft ${p.built}, but the game is ${p.game}. A build for another Minecraft version asks for its dependencies as they were in that version (${p.dep}), so the dependency is missing here.`,
    zh: (p) =>
      `${p.mod} 的 jar（${p.file}）标明适用于 Minecraft ${p.built}，但游戏是 ${p.game}。为其他 Minecraft 版本构建的版本会按那个版本的情况要求依赖（${p.dep}），因此这里缺少该依赖。`,
  }),
  jarForOtherMinecraftAdvice: msg({
    example: { mod: "'alpha'", built: '1.19.2', game: '1.19.4' },
    en: (p) =>
      `Install the build of ${p.mod} made for Minecraft ${p.game} (or play ${p.built} with it); installing the dependency alone will not make this build run.`,
    zh: (p) =>
      `安装 ${p.mod} 适用于 Minecraft ${p.game} 的版本（或在 ${p.built} 上使用它）；仅安装依赖无法让这个版本运行。`,
  }),
  loaderAccessTitle: msg({
    example: { mod: "'alpha'", loader: 'Forge' },
    en: (p) => `${p.mod} needs a newer ${p.loader} build`,
    zh: (p) => `${p.mod} 需要更新的 ${p.loader} 版本`,
  }),
  loaderAccess: msg({
    example: {
      mod: "'alpha'",
      loader: 'Forge',
      what: 'IllegalAccessError: no such constructor: a.b.Mob.<init>(EntityType,World)void/newInvokeSpecial',
    },
    en: (p) =>
      `${p.what}: the code of ${p.mod} reaches a part of Minecraft this ${p.loader} build does not open to mods. ${p.loader}'s access transformer opens such parts, more of them in newer builds: ${p.mod} was built against a newer ${p.loader}.`,
    zh: (p) =>
      `${p.what}：${p.mod} 的代码访问了此 ${p.loader} 版本未向模组开放的 Minecraft 部分。${p.loader} 的访问转换器（access transformer）会开放这些部分，较新的版本开放得更多：${p.mod} 是基于更新的 ${p.loader} 构建的。`,
  }),
  loaderAccessAdvice: msg({
    example: { mod: "'alpha'", loader: 'Forge' },
    en: (p) =>
      `Update ${p.loader} to the newest build for this Minecraft version; if the error stays, install the build of ${p.mod} made for this ${p.loader}.`,
    zh: (p) =>
      `将 ${p.loader} 更新到此 Minecraft 版本的最新版本；若错误仍在，请安装适用于此 ${p.loader} 的 ${p.mod} 版本。`,
  }),
  clientClassInspected: msg({
    example: { mod: "'CraftTweaker2' (crafttweaker)", cls: 'net.minecraft.client.Minecraft', reader: 'zen.Types.read' },
    en: (p) =>
      `A class that mod ${p.mod} read by reflection (in ${p.reader}) refers to client-only code (${p.cls}) on a dedicated server. That class is another mod's (one given to ${p.mod} to read, as a script binding is), so the client-only mod is probably not ${p.mod}.`,
    zh: (p) =>
      `模组 ${p.mod} 通过反射读取的一个类（在 ${p.reader} 中）在专用服务器上引用了仅客户端的代码（${p.cls}）。该类属于另一个模组（交给 ${p.mod} 读取的类，例如脚本绑定），因此仅客户端的模组很可能不是 ${p.mod}。`,
  }),
  clientClassInspectedAdvice: msg({
    example: { mod: "'CraftTweaker2' (crafttweaker)" },
    en: (p) =>
      `Find the client-only mod whose classes ${p.mod} reads (a mod its scripts or integrations use) and remove it from the server, or update it; removing mods added last one at a time finds it.`,
    zh: (p) =>
      `找出 ${p.mod} 读取其类的那个仅客户端模组（其脚本或联动所用的模组），将其从服务器移除或更新；逐个移除最近添加的模组即可找到它。`,
  }),
  dimensionIdClash: msg({
    example: { provider: true, id: '-7', by: "'Alpha' (alpha)", owner: 'alpha.Dimensions' },
    en: (p) =>
      `Two mods register a ${p.provider ? 'provider' : 'dimension'} with the same ID${p.id ? ` ${p.id}` : ''}: the second one fails${p.by ? ` (${p.by})` : p.owner ? ` (registered by ${p.owner})` : ''}. Dimension IDs are numbers set in each mod's config on Minecraft 1.12.2 and older.`,
    zh: (p) =>
      `两个模组注册了相同 ID${p.id ? ` ${p.id}` : ''} 的${p.provider ? '维度提供器' : '维度'}：后注册的失败${p.by ? `（${p.by}）` : p.owner ? `（由 ${p.owner} 注册）` : ''}。在 Minecraft 1.12.2 及更早版本中，维度 ID 是各模组配置文件中的数字。`,
  }),
  dimensionIdAdvice: msg({
    example: { id: '-7', mod: "'Alpha' (alpha)" },
    en: (p) =>
      `Change the dimension ID${p.id ? ` ${p.id}` : ''} of ${p.mod || 'one of the mods'} in its config/ file to an unused number (or the other mod's), then start again.`,
    zh: (p) =>
      `在 config/ 的配置文件中把 ${p.mod || '其中一个模组'} 的维度 ID${p.id ? ` ${p.id}` : ''} 改成未使用的数字（或另一个模组的），然后重新启动。`,
  }),
  tomlMissingMetadata: msg({
    example: { id: 'alpha' },
    en: (p) =>
      `${p.id ? `The mods.toml that declares mod '${p.id}'` : 'A mods.toml in mods/'} lacks the metadata Forge needs${p.id ? ' for it' : ' (its mod id is missing)'}: the jar is broken, or built for another Forge or Minecraft version.`,
    zh: (p) =>
      `${p.id ? `声明模组 '${p.id}' 的 mods.toml` : 'mods/ 中有一个 mods.toml'}缺少 Forge 所需的元数据${p.id ? '' : '（缺少模组 ID）'}：该 jar 已损坏，或是为其他 Forge 或 Minecraft 版本构建的。`,
  }),
  tomlMissingMetadataAdvice: msg({
    example: { id: 'alpha' },
    en: (p) =>
      `Remove the jar of ${p.id ? `'${p.id}'` : 'that mod'} from mods/, or get its build for this Forge and Minecraft version.`,
    zh: (p) =>
      `从 mods/ 中移除${p.id ? ` '${p.id}' ` : '该模组'}的 jar，或获取适用于此 Forge 和 Minecraft 版本的构建。`,
  }),
  idSlotClash: msg({
    example: { biome: true, id: '100', holder: 'Eden (net.example.BiomeGenEden)', by: "'Alpha' (alpha)" },
    en: (p) =>
      `Two mods use the same ${p.biome ? 'biome' : 'block or item'} ID ${p.id}${p.holder ? `: it is already taken by ${p.holder}` : ''}, so the next mod to register it${p.by ? ` (${p.by})` : ''} stops the game. These IDs are numbers set in each mod's config on Minecraft 1.12.2 and older.`,
    zh: (p) =>
      `两个模组使用了相同的${p.biome ? '生物群系' : '方块或物品'} ID ${p.id}${p.holder ? `：它已被 ${p.holder} 占用` : ''}，因此下一个注册该 ID 的模组${p.by ? `（${p.by}）` : ''}会使游戏停止。在 Minecraft 1.12.2 及更早版本中，这些 ID 是各模组配置文件中的数字。`,
  }),
  idSlotAdvice: msg({
    example: { biome: true, id: '100' },
    en: (p) =>
      `Change the ${p.biome ? 'biome' : 'block or item'} ID ${p.id} in one of the two mods' config/ files to an unused number, then start again.`,
    zh: (p) =>
      `在其中一个模组的 config/ 配置文件中把${p.biome ? '生物群系' : '方块或物品'} ID ${p.id} 改成未使用的数字，然后重新启动。`,
  }),

  // Fabric and Quilt (crashRulesFabric.ts).
  entrypointFailed: msg({
    example: {
      mod: 'alpha',
      stage: 'client',
      at: 'net.example.AlphaClient',
      cause: '',
      library: '',
      integration: false,
    },
    en: (p) =>
      `Mod '${p.mod}' threw an error in its '${p.stage}' entrypoint${p.at ? ` (${p.at})` : ''}.` +
      (p.cause ? ` The error it gave: ${p.cause}` : '') +
      (p.library && p.integration
        ? ` '${p.mod}' is the part that works with ${p.library}: this build and the installed ${p.library} do not fit together (a newer or older ${p.library} than it was made for); install the versions made for each other.`
        : p.library
          ? ` It names ${p.library}: install the version of ${p.library} that '${p.mod}' asks for.`
          : ''),
    zh: (p) =>
      `模组 '${p.mod}' 在其 '${p.stage}' 入口点抛出了错误${p.at ? `（${p.at}）` : ''}。` +
      (p.cause ? `它给出的错误：${p.cause}` : '') +
      (p.library && p.integration
        ? `'${p.mod}' 是与 ${p.library} 配合工作的部分：此构建与已安装的 ${p.library} 不匹配（${p.library} 比它所适配的更新或更旧）；请安装彼此适配的版本。`
        : p.library
          ? `其中提到 ${p.library}：请安装 '${p.mod}' 所要求的 ${p.library} 版本。`
          : ''),
  }),
  modMenuConfigScreen: msg({
    example: { mod: 'alpha', error: 'NoClassDefFoundError: dev/example/lib/Widget', library: 'Example Lib' },
    en: (p) =>
      `Mod Menu could not open the config screen of '${p.mod}'${p.error ? ` (${p.error})` : ''}; the game itself did not crash from it.` +
      (p.library
        ? ` The missing code is ${p.library}'s: '${p.mod}' was built for another version of ${p.library}.`
        : ` '${p.mod}' does not fit this Minecraft version or a library it uses.`),
    zh: (p) =>
      `Mod Menu 无法打开 '${p.mod}' 的配置界面${p.error ? `（${p.error}）` : ''}；游戏本身并未因此崩溃。` +
      (p.library
        ? `缺失的代码属于 ${p.library}：'${p.mod}' 是为 ${p.library} 的其他版本构建的。`
        : `'${p.mod}' 与此 Minecraft 版本或它使用的某个库不匹配。`),
  }),
  modMenuConfigScreenAdvice: msg({
    example: { mod: 'alpha', library: 'Example Lib' },
    en: (p) =>
      p.library
        ? `Install the ${p.library} version '${p.mod}' needs (usually the newest for this Minecraft version), or the '${p.mod}' build for the installed ${p.library}; report it to '${p.mod}' (not Mod Menu) if both are newest.`
        : `Update '${p.mod}' to its build for this Minecraft version and its libraries; report it to '${p.mod}', not Mod Menu.`,
    zh: (p) =>
      p.library
        ? `安装 '${p.mod}' 所需的 ${p.library} 版本（通常是此 Minecraft 版本的最新版），或安装适配已装 ${p.library} 的 '${p.mod}' 版本；若两者都已是最新，请向 '${p.mod}'（而不是 Mod Menu）报告。`
        : `将 '${p.mod}' 更新到适配此 Minecraft 版本及其依赖库的版本；请向 '${p.mod}' 报告，而不是 Mod Menu。`,
  }),
  classCastInOwnModTitle: msg({
    example: { mod: 'beta' },
    en: (p) => `A cast in mod ${p.mod}'s own code failed`,
    zh: (p) => `模组 ${p.mod} 自己代码中的类型转换失败`,
  }),
  classCastInOwnMod: msg({
    example: { mod: 'beta', from: 'net.minecraft.tileentity.TileEntityChest', to: 'net.beta.Tracked' },
    en: (p) =>
      `Mod ${p.mod}'s own code cast a game object (${p.from}) to its class ${p.to} and failed: a bug of ${p.mod}, or another mod replaced that object.`,
    zh: (p) =>
      `模组 ${p.mod} 自己的代码把游戏对象（${p.from}）转换为它的类 ${p.to} 时失败：这是 ${p.mod} 的缺陷，或者另一个模组替换了该对象。`,
  }),
  classCastInOwnModAdvice: msg({
    example: { mod: 'beta' },
    en: (p) => `Update ${p.mod}; if the crash stays, remove it or report it to its author with this log.`,
    zh: (p) => `更新 ${p.mod}；如果仍然崩溃，移除它或把此日志报告给其作者。`,
  }),
  capabilityCastTitle: msg({
    example: { a: "'powah'", b: "'naturesaura'" },
    en: (p) => `${p.a} hands out its object as a type of ${p.b} it does not implement`,
    zh: (p) => `${p.a} 把自己的对象当作它并未实现的 ${p.b} 类型交了出去`,
  }),
  capabilityCast: msg({
    example: {
      a: "'powah'",
      b: "'naturesaura'",
      from: 'owmii.powah.forge.ForgeEnvHandler$7',
      to: 'de.ellpeck.naturesaura.api.aura.container.IAuraContainer',
    },
    en: (p) =>
      `An object of mod ${p.a} (${p.from}) was given out where the API type ${p.to} of ${p.b} was asked for, and the cast failed: ${p.a} answers a capability (or API lookup) of ${p.b} with an object that is not of that type — a bug in how ${p.a} exposes its capabilities, or a build of ${p.a} made for another version of ${p.b}.`,
    zh: (p) =>
      `在需要 ${p.b} 的 API 类型 ${p.to} 的地方交出了模组 ${p.a} 的对象（${p.from}），类型转换失败：${p.a} 用一个并非该类型的对象回应了 ${p.b} 的能力（capability）或 API 查询——这是 ${p.a} 暴露其能力的方式有缺陷，或 ${p.a} 的构建版本是为 ${p.b} 的其他版本制作的。`,
  }),
  capabilityCastAdvice: msg({
    example: { a: "'powah'", b: "'naturesaura'" },
    en: (p) =>
      `Update ${p.a} (the mod whose object was handed out); if the crash stays, report it to the author of ${p.a} with this log, and keep ${p.b}'s blocks away from ${p.a}'s until it is fixed.`,
    zh: (p) =>
      `更新 ${p.a}（交出对象的模组）；如果仍然崩溃，把此日志报告给 ${p.a} 的作者，并在修复前让 ${p.b} 的方块远离 ${p.a} 的方块。`,
  }),
  classCastBetweenMods: msg({
    example: { a: "'alpha'", b: "'beta'", from: 'net.alpha.Mail', to: 'net.beta.Mail' },
    en: (p) =>
      `A class of mod ${p.a} (${p.from}) was used where mod ${p.b} expects its own (${p.to}): the two mods clash — one may bundle or replace the other, or one is built for another version of the other.`,
    zh: (p) =>
      `模组 ${p.a} 的类（${p.from}）被用在了模组 ${p.b} 需要其自身类（${p.to}）的地方：这两个模组冲突——其中一个可能内置或取代了另一个，或者是为另一个的其他版本构建的。`,
  }),
  fabricRendererMissing: msg({
    example: { call: 'Renderer.meshBuilder()' },
    en: (p) =>
      `A mod called the Fabric Renderer API (${p.call}), but no renderer implements it: Sodium (before 0.6) replaces Fabric's own renderer and needs Indium to provide it to mods such as Continuity.`,
    zh: (p) =>
      `有模组调用了 Fabric 渲染器 API（${p.call}），但没有渲染器实现它：Sodium（0.6 之前）会替换 Fabric 自带的渲染器，需要 Indium 为 Continuity 等模组提供该 API。`,
  }),
  fabricRendererIndiumAsked: msg({
    example: { mod: "'supplementaries'" },
    en: (p) =>
      `${p.mod || 'A mod'} refuses to start: it needs the Fabric Rendering API, which Sodium (before 0.6) replaces without providing; its own message asks for Indium, which provides it on top of Sodium.`,
    zh: (p) =>
      `${p.mod || '某个模组'}拒绝启动：它需要 Fabric 渲染 API，而 Sodium（0.6 之前）替换了它却不提供；该模组自己的消息要求安装 Indium，由它在 Sodium 之上提供该 API。`,
  }),
  entityRendererMissing: msg({
    example: { call: 'EntityRenderer.m_5523_()' },
    en: (p) =>
      `An entity in the world has no renderer (${p.call} was called on null): a mod added the entity but its client side did not register a renderer — a mod missing or outdated on this client, or a broken build of it.`,
    zh: (p) =>
      `世界中的某个实体没有渲染器（在 null 上调用了 ${p.call}）：某个模组添加了该实体，但其客户端部分没有注册渲染器——该模组在此客户端上缺失或过旧，或其构建有问题。`,
  }),
  geckoResourceMissing: msg({
    example: { mod: 'alpha', resource: 'alpha:geo/beast.geo.json', what: 'Could not find model' },
    en: (p) =>
      `GeckoLib could not load ${p.resource} (${p.what}): mod '${p.mod}' asked GeckoLib for a model or animation file that neither its jar nor a loaded resource pack holds, or holds in a form this GeckoLib cannot read — a damaged or mismatched download of '${p.mod}', a build of it for another GeckoLib, or a resource pack or add-on that replaces its files. GeckoLib only draws what the mod provides.`,
    zh: (p) =>
      `GeckoLib 无法加载 ${p.resource}（${p.what}）：模组 '${p.mod}' 向 GeckoLib 请求的模型或动画文件不在它的 jar 或已加载的资源包中，或其格式不被此版本 GeckoLib 接受——'${p.mod}' 的下载文件损坏或不匹配、它是为另一个 GeckoLib 版本构建的，或有资源包/附属模组替换了它的文件。GeckoLib 只负责绘制模组提供的内容。`,
  }),
  geckoResourceMissingAdvice: msg({
    example: { mod: 'alpha' },
    en: (p) =>
      `Restart the game once; if it stays, reinstall or update '${p.mod}' (its build for this Minecraft and GeckoLib version) and remove resource packs that change it, then report it to the author of '${p.mod}' with the full log.`,
    zh: (p) =>
      `先重启一次游戏；若仍出现，请重新安装或更新 '${p.mod}'（适配此 Minecraft 和 GeckoLib 版本的构建），并移除修改它的资源包，然后附上完整日志向 '${p.mod}' 的作者报告。`,
  }),
  modConfigDataNull: msg({
    example: { mod: 'alpha', call: 'alpha.config.data.EntryData.toData()', source: 'java.util.Map.get(Object)' },
    en: (p) =>
      `The game crashed calling ${p.call} on null${p.source ? ` (the value of ${p.source})` : ''}: mod '${p.mod}' looked up an entry of its own config data that is not there — its config files are most likely outdated (kept from an older version of the mod) or damaged.`,
    zh: (p) =>
      `游戏在 null 上调用 ${p.call} 时崩溃${p.source ? `（该值来自 ${p.source}）` : ''}：模组 '${p.mod}' 查找了它自己配置数据中不存在的条目——它的配置文件很可能已过时（沿用自该模组的旧版本）或已损坏。`,
  }),
  modConfigDataNullAdvice: msg({
    example: { mod: 'alpha' },
    en: (p) =>
      `Back up, then delete the config of '${p.mod}' (its files or folder under config/, and a world's serverconfig/ copy) so the mod writes fresh ones; if it stays, update '${p.mod}'.`,
    zh: (p) =>
      `先备份，然后删除 '${p.mod}' 的配置（config/ 下它的文件或文件夹，以及存档 serverconfig/ 中的副本），让该模组重新生成；若仍出现，请更新 '${p.mod}'。`,
  }),
  devJarInstalledTitle: msg({
    example: { mod: 'alpha' },
    en: (p) => `A developer build of '${p.mod}' is installed`,
    zh: (p) => `安装的是 '${p.mod}' 的开发者构建`,
  }),
  devJarInstalled: msg({
    example: { mod: 'alpha', file: 'alpha-1.0-deobf.jar' },
    en: (p) =>
      `Mod '${p.mod}' is loaded from ${p.file}, a developer build: a -deobf or -dev jar is made for mod development and calls the game by names a played game does not use, and a -sources or -javadoc jar holds no runnable code. Its errors (class loading errors, NoSuchMethodError, NoSuchFieldError) come from that file, not from a bug.`,
    zh: (p) =>
      `模组 '${p.mod}' 是从 ${p.file} 加载的，这是一个开发者构建：-deobf 或 -dev 的 jar 供模组开发使用，用正式游戏中不存在的名称调用游戏；-sources 或 -javadoc 的 jar 则不含可运行的代码。它的错误（类加载错误、NoSuchMethodError、NoSuchFieldError）来自这个文件，而不是程序缺陷。`,
  }),
  devJarInstalledAdvice: msg({
    example: { mod: 'alpha', file: 'alpha-1.0-deobf.jar' },
    en: (p) =>
      `Replace ${p.file} with the normal release jar of '${p.mod}' (the file without -deobf, -dev, -sources or -javadoc in its name) from its download page.`,
    zh: (p) =>
      `将 ${p.file} 换成 '${p.mod}' 下载页上的正式发布版 jar（文件名中不带 -deobf、-dev、-sources 或 -javadoc 的那个）。`,
  }),
  retypedLinkageError: msg({
    example: { error: 'nosuchmethoderror', target: 'com.author.alpha.item.thing.m_1', mod: 'alpha', kind: 'member' },
    en: (p) =>
      `A retyped error (${p.error}, written in lower case) names ${p.target}, code of mod '${p.mod}' as its package spells it: ${p.kind === 'member' ? `'${p.mod}' calls something that is not there in this game, loader or mod version — it was built for other versions` : `a class '${p.mod}' needs is not there — '${p.mod}' or a mod it needs is missing, or of another version`}. Retyped names lose their case, so the mod is a guess from the words.`,
    zh: (p) =>
      `手动重打的错误（${p.error}，全为小写）提到了 ${p.target}，按其包名是模组 '${p.mod}' 的代码：${p.kind === 'member' ? `'${p.mod}' 调用了此游戏、加载器或模组版本中不存在的内容——它是为其他版本构建的` : `'${p.mod}' 需要的某个类不存在——'${p.mod}' 或它依赖的模组缺失，或版本不对`}。重打的名称丢失了大小写，因此该模组是从文字推测的。`,
  }),
  retypedLinkageErrorAdvice: msg({
    example: { mod: 'alpha' },
    en: (p) =>
      `Update '${p.mod}' to its build for this Minecraft, loader and the mods it needs (or the previous build that worked); next time paste the full crash report or log instead of retyping the screen.`,
    zh: (p) =>
      `将 '${p.mod}' 更新到适配此 Minecraft、加载器及其依赖模组的版本（或换回之前可用的版本）；下次请粘贴完整的崩溃报告或日志，而不是手动重打屏幕上的文字。`,
  }),
  nullModField: msg({
    example: { field: 'alpha.client.Shaders.GLOW', mod: 'alpha' },
    en: (p) =>
      `The game crashed on ${p.field}, which is null: ${p.mod} used something of its own that it never set up (often because an earlier part of its loading failed, or one of its features — a shader, a config entry — did not load).`,
    zh: (p) =>
      `游戏因 ${p.field} 为 null 而崩溃：${p.mod} 使用了它自己从未初始化的东西（通常是它更早的加载步骤失败，或它的某个功能——着色器、配置项——没有加载）。`,
  }),
  nullModReturnTitle: msg({
    example: { mod: 'mna' },
    en: (p) => `${p.mod} used a null that its own method returned`,
    zh: (p) => `${p.mod} 使用了它自己的方法返回的 null`,
  }),
  nullModReturn: msg({
    example: { method: 'mna.api.capabilities.IPlayerProgression.getAlliedFaction()', mod: 'mna' },
    en: (p) =>
      `The game crashed because ${p.method} returned null and ${p.mod}'s own code used the result: a bug of ${p.mod} for a state it does not expect (often a player or world it has no data for yet).`,
    zh: (p) =>
      `游戏崩溃，因为 ${p.method} 返回了 null，而 ${p.mod} 自己的代码使用了这个结果：这是 ${p.mod} 在它未预料的状态下的缺陷（通常是它尚无数据的玩家或世界）。`,
  }),
  modPayloadCodec: msg({
    example: { mod: 'alpha', channel: 'alpha:network', verb: 'encoding', reason: 'IndexOutOfBoundsException' },
    en: (p) =>
      `Mod '${p.mod}' failed ${p.verb === 'decoding' ? 'reading' : 'writing'} its network packet (${p.channel})${p.reason ? `: ${p.reason}` : ''}, so the connection was closed.`,
    zh: (p) =>
      `模组 '${p.mod}' ${p.verb === 'decoding' ? '读取' : '写入'}其网络数据包（${p.channel}）失败${p.reason ? `：${p.reason}` : ''}，因此连接被关闭。`,
  }),
  entrypointAdvice: msg({
    example: { mod: 'alpha' },
    en: (p) => `Update or remove mod '${p.mod}'; read the exception below the line for the reason.`,
    zh: (p) => `更新或移除模组 '${p.mod}'；原因见该行下方的异常。`,
  }),
  modInstalledTwice: msg({
    example: { mod: 'fabric-api', files: 'fabric-api-0.30.jar, fabric-api-0.31.jar' },
    en: (p) => `Mod '${p.mod}' is installed more than once${p.files ? `: ${p.files}` : ''}.`,
    zh: (p) => `模组 '${p.mod}' 安装了不止一次${p.files ? `：${p.files}` : ''}。`,
  }),
  deleteExtraCopies: msg({
    example: { mod: 'fabric-api' },
    en: (p) => `Delete the extra copies of '${p.mod}' from mods/.`,
    zh: (p) => `从 mods/ 中删除 '${p.mod}' 的多余副本。`,
  }),

  // The analyzer's word on the culprit after another finding's detail (crashAnalyzer.ts, `CrashTexts.detailMore`).
  moreMissingDependencies: msg({
    example: { mods: "'puzzleslib', 'moonlight'" },
    en: (p) => `The same report asks for more dependencies: ${p.mods}; install or update them too.`,
    zh: (p) => `同一报告还要求以下依赖：${p.mods}；请一并安装或更新。`,
  }),
  likelyCulprit: msg({
    example: { culprit: 'Ice and Fire (iceandfire) [iceandfire-1.9.1.jar]', confidence: '0.7' },
    en: (p) => `Most likely culprit: ${p.culprit} (confidence ${p.confidence}).`,
    zh: (p) => `最可能的问题模组：${p.culprit}（置信度 ${p.confidence}）。`,
  }),
  culpritCalledBy: msg({
    example: { mod: 'thermaldynamics', caller: 'bloodmagic' },
    en: (p) =>
      `It failed in the code of ${p.mod}, called by the code of ${p.caller} right below it on the stack: ${p.caller} may use ${p.mod} in a way it does not handle, or ${p.mod} has a bug. Update both and report the crash to both authors.`,
    zh: (p) =>
      `崩溃发生在 ${p.mod} 的代码中，它被堆栈中紧邻其下的 ${p.caller} 的代码调用：${p.caller} 可能以 ${p.mod} 无法处理的方式使用了它，或者 ${p.mod} 本身有缺陷。请更新两者，并把崩溃报告给两位作者。`,
  }),
  stackPointsAt: msg({
    example: { hints: 'package com.simibubi.create' },
    en: (p) => `The stack points at ${p.hints} (not matched to a listed or installed mod).`,
    zh: (p) => `堆栈指向 ${p.hints}（未对应到日志列出或已安装的模组）。`,
  }),

  // The analyzer's own finding (crashAnalyzer.ts, stack-culprit).
  crashInTitle: msg({
    example: { mod: 'Alpha' },
    en: (p) => `Crash in ${p.mod}`,
    zh: (p) => `崩溃源于 ${p.mod}`,
  }),
  optifineCalledModAdvice: msg({
    example: { mod: 'Alpha (alpha)' },
    en: (p) =>
      `OptiFine's own code (a net.optifine frame right below ${p.mod}'s) called ${p.mod} where the game's code normally does, in a way ${p.mod} does not expect: remove OptiFine (use Embeddium/Sodium with Oculus/Iris instead), or update ${p.mod} to a version that supports it.`,
    zh: (p) =>
      `OptiFine 自己的代码（${p.mod} 的帧下方紧接着 net.optifine 的帧）在通常由游戏代码调用的位置调用了 ${p.mod}，方式是 ${p.mod} 未预料的：请移除 OptiFine（改用 Embeddium/Sodium 搭配 Oculus/Iris），或将 ${p.mod} 更新到支持它的版本。`,
  }),
  libraryThrewAdvice: msg({
    example: { mod: 'Alpha (alpha)', library: 'Citadel (citadel)' },
    en: (p) =>
      `The error was thrown inside ${p.library}, called by ${p.mod}: the two usually disagree on versions. Update ${p.library} and ${p.mod} together (the library to the version the mod needs, usually the newest for this Minecraft); if the crash stays, report it to ${p.mod}.`,
    zh: (p) =>
      `错误在 ${p.mod} 调用的 ${p.library} 内部抛出：两者通常版本不匹配。请同时更新 ${p.library} 和 ${p.mod}（库更新到该模组需要的版本，通常是此 Minecraft 的最新版本）；若仍崩溃，请向 ${p.mod} 报告。`,
  }),
  stackCulprit: msg({
    example: {
      signal: 'EXCEPTION_ACCESS_VIOLATION (0xc0000005)',
      frame: 'C  [atio6axx.dll+0x1234]',
      lead: 'java.lang.NullPointerException',
      exception: true,
      where: 'culprits',
      list: "'Alpha' (alpha) [alpha-1.0.jar]",
    },
    en: (p) =>
      `${p.signal ? `The Java VM crashed (${p.signal}${p.frame ? ` in ${p.frame}` : ''}): ` : ''}${p.lead ? `${p.lead}${p.exception ? '. ' : ': '}` : ''}${
        p.where === 'culprits'
          ? `The stack points at ${p.list}.`
          : p.where === 'hints'
            ? `The stack points at code outside the game and loaders (${p.list}), not matched to a listed or installed mod.`
            : 'The stack shows only game and loader code, so no mod can be blamed from it.'
      }`,
    zh: (p) =>
      `${p.signal ? `Java 虚拟机崩溃（${p.signal}${p.frame ? `，位于 ${p.frame}` : ''}）。` : ''}${p.lead ? `崩溃：${p.lead}。` : ''}${
        p.where === 'culprits'
          ? `堆栈指向 ${p.list}。`
          : p.where === 'hints'
            ? `堆栈指向游戏和加载器之外的代码（${p.list}），未对应到日志列出或已安装的模组。`
            : '堆栈中只有游戏和加载器的代码，无法据此归咎于某个模组。'
      }`,
  }),
});

/** What ran out (the `what` parameter of outOfMemory). */
const EN_MEMORY: Record<string, string> = {
  oomHeap: 'Java heap memory',
  oomMetaspace: 'Java metaspace (class memory)',
  oomPermGen:
    "Java 7's permanent generation (class memory, which more heap does not enlarge: raise -XX:MaxPermSize, e.g. 256m, or run Java 8)",
  oomMapped: 'address space for a memory-mapped file (Map failed)',
  oomThreads: 'native threads (the system refused a new thread)',
  oomDirect: 'direct buffer memory',
};
const ZH_MEMORY: Record<string, string> = {
  oomHeap: 'Java 堆内存',
  oomMetaspace: 'Java 元空间（类内存）',
  oomPermGen: 'Java 7 的永久代（类内存，加大堆内存无效：调高 -XX:MaxPermSize，如 256m，或改用 Java 8）',
  oomMapped: '内存映射文件的地址空间（Map failed）',
  oomThreads: '本地线程（系统拒绝创建新线程）',
  oomDirect: '直接缓冲区内存',
};
