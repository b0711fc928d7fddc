/**
 * Mods that only change rendering, input or the client's screens, by mod id (never by file name: a prefix such as
 * "sodium" also starts "sodiumdynamiclights" and "sodium-extra", and file names are whatever the download site
 * chose). The weakest signal (sideSignal.ts): any signal from the jar itself or from the pack outranks it, and a
 * mod that a kept mod requires is kept whatever this list says.
 */
export const KNOWN_CLIENT_MODS: ReadonlyMap<string, string> = new Map([
  ['sodium', 'Sodium'],
  ['embeddium', 'Embeddium'],
  ['rubidium', 'Rubidium'],
  ['magnesium', 'Magnesium'],
  ['iris', 'Iris Shaders'],
  ['oculus', 'Oculus'],
  ['indium', 'Indium'],
  ['sodium-extra', 'Sodium Extra'],
  ['reeses-sodium-options', "Reese's Sodium Options"],
  ['optifabric', 'OptiFabric'],
  ['modmenu', 'Mod Menu'],
  ['entityculling', 'Entity Culling'],
  ['dynamic_fps', 'Dynamic FPS'],
  ['lambdynlights', 'LambDynamicLights'],
  ['zoomify', 'Zoomify'],
  ['continuity', 'Continuity'],
  ['controlling', 'Controlling'],
  ['mousetweaks', 'Mouse Tweaks'],
  ['notenoughanimations', 'Not Enough Animations'],
  ['betterf3', 'BetterF3'],
  ['skinlayers3d', '3D Skin Layers'],
  ['fallingleaves', 'Falling Leaves'],
  ['chat_heads', 'Chat Heads'],
  ['legendarytooltips', 'Legendary Tooltips'],
  ['cull_less_leaves', 'Cull Less Leaves'],
]);
