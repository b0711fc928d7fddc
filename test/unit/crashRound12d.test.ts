import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { modOfUnknownClass } from '../../src/core/crash/missingClassOwner';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real pastes about the player's own machine and client-side mods (issue 30, round
 * 12d): a native library built for another processor that dyld reports with several slices (`have 'i386,x86_64',
 * need 'arm64e' or 'arm64'`) or that a mod names by its file (`…_x86_64_windows.dll`); a system GLFW that lacks a
 * function LWJGL calls; two copies of Mixin whose own classes fail against each other; a mixin that targets a method
 * OptiFine adds; a framebuffer a mobile launcher's translation renderer refuses. Every fragment is written for this
 * test in the real formats (markdown fences, quotes, console prefixes), with made-up mods and paths.
 */
const SHAPES: PastedCase[] = [
  {
    name: 'an LWJGL library with an i386/x86_64 fat file on an arm64 Java says the processors differ and gives Rosetta',
    log: [
      '```',
      "Exception in thread \"main\" java.lang.UnsatisfiedLinkError: /Users/pat/games/mc/versions/1.12.2/natives/liblwjgl.dylib: dlopen(/Users/pat/games/mc/versions/1.12.2/natives/liblwjgl.dylib, 0x0001): tried: '/Users/pat/games/mc/versions/1.12.2/natives/liblwjgl.dylib' (fat file, but missing compatible architecture (have 'i386,x86_64', need 'arm64e' or 'arm64'))",
      '\tat java.lang.ClassLoader$NativeLibrary.load(Native Method)',
      '\tat org.lwjgl.Sys$1.run(Sys.java:73)',
      '```',
    ].join('\n'),
    rule: 'native-library-missing',
    says: ['built for different processors (i386,x86_64 vs arm64e or arm64)', 'Rosetta 2'],
    zh: 'Rosetta 2',
  },
  {
    name: "a mod's JNA-extracted native of the wrong architecture is called a library for another processor",
    log: [
      'look at this:',
      "> Caused by: java.lang.UnsatisfiedLinkError: dlopen(/Users/pat/Library/Application Support/SomeLauncher/natives/jna1234.tmp, 0x0009): tried: '/Users/pat/Library/Application Support/SomeLauncher/natives/jna1234.tmp' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64e' or 'arm64'))",
    ].join('\n'),
    rule: 'native-library-missing',
    says: ['A native library is built for another processor', 'x86_64 vs arm64e or arm64', 'no native library for'],
    zh: '为其他处理器构建',
  },
  {
    name: "a mod's own report of its natives failing, its library named for x86_64, names the mod and the processor",
    log: [
      'same here on my surface pro x',
      '',
      'Glidewing has failed to load the natives needed for its physics. Native library name glidewing_physics_x86_64_windows.dll',
    ].join('\n'),
    rule: 'native-library-missing',
    says: ["A native library of 'glidewing' is built for another processor", 'the build for x86_64', 'Windows on ARM'],
    mods: ['glidewing'],
    zh: '为 x86_64 构建的版本',
  },
  {
    name: 'a NullPointerException from Checks.check under GLFW.nglfwSetPreeditCallback is a system GLFW lacking it',
    log: [
      '[10:02:11] [Render thread/INFO]: Backend library: LWJGL version 3.4.1+2',
      '---- Minecraft Crash Report ----',
      'Description: Initializing game',
      'java.lang.NullPointerException: Initializing game',
      '\tat org.lwjgl.system.Checks.check(Checks.java:188)',
      '\tat org.lwjgl.glfw.GLFW.nglfwSetPreeditCallback(GLFW.java:1911)',
      '\tat org.lwjgl.glfw.GLFW.glfwSetPreeditCallback(GLFW.java:1920)',
      '\tat com.mojang.blaze3d.platform.InputConstants.setupKeyboardCallbacks(InputConstants.java:473)',
    ].join('\n'),
    rule: 'native-library-missing',
    says: ['The GLFW library in use lacks glfwSetPreeditCallback', 'system GLFW', '-Dorg.lwjgl.glfw.libname'],
    zh: '使用系统 GLFW',
  },
  {
    name: "LWJGL's `A required function is missing: glfw…` in an inline code span names the missing GLFW function",
    log: [
      'It fails with',
      '`Caused by: java.lang.NullPointerException: A required function is missing: glfwGetPreeditCursorRectangle`',
      'the libglfw.so from my distro package is 3.3',
    ].join('\n'),
    rule: 'native-library-missing',
    says: ['lacks glfwGetPreeditCursorRectangle', "LWJGL's own GLFW"],
    zh: 'glfwGetPreeditCursorRectangle',
  },
  {
    name: "Mixin's own classes failing against each other under a mod's tweaker is two Mixin copies, the mod its victim",
    log: [
      '16:01:02.100',
      '[16:01:02] [main/INFO] [LaunchWrapper]: Calling tweak class net.quietfox.lensflare.launch.LensFlareTweaker',
      '16:01:02.210',
      '[java.lang.ThreadGroup:uncaughtException:1052]: java.lang.IllegalAccessError: tried to access class org.spongepowered.asm.launch.platform.MainAttributes from class org.spongepowered.asm.launch.platform.container.ContainerHandleURI',
      '16:01:02.211',
      '[java.lang.ThreadGroup:uncaughtException:1052]: \tat org.spongepowered.asm.launch.platform.container.ContainerHandleURI.<init>(ContainerHandleURI.java:58)',
      '16:01:02.211',
      '[java.lang.ThreadGroup:uncaughtException:1052]: \tat net.quietfox.lensflare.launch.LensFlareTweaker.injectIntoClassLoader(LensFlareTweaker.java:71)',
    ].join('\n'),
    rule: 'mixin-subsystem-too-old',
    says: ['Two different versions of Mixin are loaded', "'lensflare' fails when it starts Mixin", 'MixinBooter'],
    mods: ['lensflare'],
    zh: '两个不同版本的 Mixin',
  },
  {
    name: 'a mixin that targets a method OptiFine adds names OptiFine beside the mod',
    log: [
      '```',
      "Mixin apply for mod pagekeys failed pagekeys.mixins.json:KeyboardMixin from mod pagekeys -> net.minecraft.class_309: org.spongepowered.asm.mixin.injection.throwables.InvalidInjectionException 'static' modifier of handler method does not match target in net/minecraft/class_309::charTypedOptifine [PREINJECT Applicator Phase -> pagekeys.mixins.json:KeyboardMixin from mod pagekeys -> Prepare Injections -> handler$abc000$pagekeys$charTypedOptifine(CILnet/minecraft/class_364;Lorg/spongepowered/asm/mixin/injection/callback/CallbackInfo;)V -> Prepare]",
      '```',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ["Mixin conflict between 'pagekeys' and OptiFine", 'charTypedOptifine', 'Remove OptiFine'],
    mods: ['pagekeys', 'optifine'],
    zh: '与 OptiFine 之间的 Mixin 冲突',
  },
  {
    name: "a framebuffer refused under a mobile launcher's GL4ES names the renderer and says to switch it",
    log: [
      'Info: Graphics device: Mesa virgl (Mesa Intel(R) UHD Graphics 600) (OpenGL ES 3)',
      '[09:10:11] [main/INFO]: [Shaders] OpenGL Version: 2.1 gl4es wrapper 1.1.5',
      'java.lang.RuntimeException: glCheckFramebufferStatus returned unknown status:0',
      '\tat net.minecraft.client.shader.Framebuffer.checkFramebufferComplete(Framebuffer.java:241)',
    ].join('\n'),
    rule: 'graphics-driver',
    says: ["the launcher's translation renderer", 'GL4ES', "Switch the launcher's renderer"],
    zh: '更换渲染器',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe("crash analysis of shapes from a fresh set of client-side and player's-machine pastes (issue 30, round 12d)", () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('reads no missing GLFW function from a Checks.check frame that no NullPointerException throws', async () => {
    const result = await analyze(
      [
        'java.lang.IllegalStateException: boom',
        '\tat com.example.Thing.run(Thing.java:5)',
        '\tat org.lwjgl.system.Checks.check(Checks.java:188)',
        '\tat org.lwjgl.glfw.GLFW.nglfwSetPreeditCallback(GLFW.java:1911)',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.title.includes('lacks')), result.findings.map((f) => f.title).join());
  });

  it('leaves an OpenGL function missing to the driver rules (not a system GLFW)', async () => {
    const result = await analyze(
      'Caused by: java.lang.NullPointerException: A required function is missing: glBindVertexArray',
    );
    assert.ok(
      !result.findings.some((f) => findingText(f).includes('system GLFW')),
      result.findings.map((f) => f.title).join(),
    );
  });

  it('reports no framebuffer failure for a line that only mentions the status, and no renderer advice on a PC', async () => {
    const quiet = await analyze('[12:00:00] [Render thread/INFO]: checked GL_FRAMEBUFFER_UNSUPPORTED handling');
    assert.ok(!quiet.findings.some((f) => f.rule === 'graphics-driver'), quiet.findings.map((f) => f.rule).join());
    const pc = await analyze('java.lang.RuntimeException: GL_FRAMEBUFFER_UNSUPPORTED');
    const top = pc.findings[0]!;
    assert.equal(top.rule, 'graphics-driver');
    assert.ok(findingText(top).includes('graphics driver'), findingText(top));
    assert.ok(!findingText(top).includes("Switch the launcher's renderer"), findingText(top));
  });

  it('names no mod for two Mixin copies when only Mixin and launcher frames are below the error', async () => {
    const result = await analyze(
      [
        'java.lang.IllegalAccessError: tried to access class org.spongepowered.asm.launch.platform.MainAttributes from class org.spongepowered.asm.launch.platform.container.ContainerHandleURI',
        '\tat org.spongepowered.asm.launch.platform.container.ContainerHandleURI.<init>(ContainerHandleURI.java:58)',
        '\tat net.minecraft.launchwrapper.Launch.launch(Launch.java:115)',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'mixin-subsystem-too-old');
    assert.deepEqual(top.mods, []);
  });

  it("reads a tweaker's or coremod's class named after its mod as that mod", () => {
    assert.equal(modOfUnknownClass('com.replayer.core.tweaker.ReplayerTweaker')?.id, 'replayer');
    assert.equal(modOfUnknownClass('com.lumenworks.asm.LumenworksLoadingPlugin')?.id, 'lumenworks');
  });
});
